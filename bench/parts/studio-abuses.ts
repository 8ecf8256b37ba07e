import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { send, type Outcome } from '../lib/abuse-request.ts';
import { BENCH_TODAY, KB } from '../lib/env.ts';
import { hiddenFields, type StudioSession } from '../lib/studio-client.ts';

const MB = 1024 * KB;

/** What the abuses need: the studio, the office signed in, and how long a request may take. */
export interface AbuseContext {
  /** http://127.0.0.1:port: also the Origin of every write, as the studio's own page sends it. */
  studio: string;
  office: StudioSession;
  /** An account that the guesses are aimed at (never the office, whose session the rest use). */
  guessed: string;
  /** Bytes of rich text in the largest draft the studio takes (--draft-kb). */
  draftBytes: number;
  timeoutMs: number;
}

/** One abuse of issue 34, run while visitors read `/`. */
export interface Abuse {
  label: string;
  /** What issue 34 measured for it. */
  issue: string;
  /** Every answer should be a refusal (4xx); otherwise any answer below 500 will do. */
  refused: boolean;
  /** Work done before the visitors start (files made, a draft saved); may say what it did. */
  prepare?: (context: AbuseContext) => Promise<string | undefined>;
  /** The abuse itself: the outcome of each of its requests. */
  run: (context: AbuseContext) => Promise<Outcome[]>;
}

const form = (fields: Record<string, string>) =>
  Buffer.from(new URLSearchParams(fields).toString());

/** A write as the studio's own page sends it: its Origin, the office's cookie. */
function post(context: AbuseContext, path: string, body: Buffer, type: string, cookie = true) {
  return send(context.studio + path, {
    method: 'POST',
    headers: {
      origin: context.studio,
      'content-type': type,
      ...(cookie ? { cookie: context.office.cookie } : {}),
    },
    body,
    timeoutMs: context.timeoutMs,
  });
}
const postForm = (context: AbuseContext, path: string, body: Buffer, cookie = true) =>
  post(context, path, body, 'application/x-www-form-urlencoded', cookie);

/** Rich text of at most `bytes` bytes: paragraphs of words, as a long pasted document is. */
function richText(bytes: number): string {
  const paragraph = `<p>${'The college notice continues with its details. '.repeat(20)}</p>`;
  return paragraph.repeat(Math.max(1, Math.floor(bytes / paragraph.length)));
}

/** A new college notice as the office saves it (a draft), with the form's own hidden fields. */
async function noticeForm(context: AbuseContext, title: string, description: string) {
  return form({
    ...(await hiddenFields(context.office, '/items/notice/new')),
    type: 'COLLEGE_ACADEMIC_NOTICE',
    title,
    date: BENCH_TODAY,
    description,
    intent: 'save',
  });
}

/** n requests, `concurrency` at a time. */
async function pooled(n: number, concurrency: number, one: (i: number) => Promise<Outcome>) {
  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < n) outcomes.push(await one(next++));
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return outcomes;
}

/** Sends a file through the studio's upload in parts (start, one part, finish), as its editor does. */
async function upload(context: AbuseContext, name: string, bytes: Buffer): Promise<Outcome> {
  const json = (value: unknown) => Buffer.from(JSON.stringify(value));
  const start = await post(
    context,
    '/uploads?action=start',
    json({ originalName: name, size: bytes.length, accept: 'image' }),
    'application/json',
  );
  if (start.outcome !== 200) return start.outcome;
  const { uploadId } = JSON.parse(start.text) as { uploadId: string };
  const part = await post(
    context,
    `/uploads?action=part&uploadId=${encodeURIComponent(uploadId)}&offset=0`,
    bytes,
    'application/octet-stream',
  );
  if (part.outcome !== 200) return part.outcome;
  const finish = await post(
    context,
    '/uploads?action=finish',
    json({ uploadId, accept: 'image' }),
    'application/json',
  );
  return finish.outcome;
}

/** The abuses of issue 34, in its order. */
export function studioAbuses(): Abuse[] {
  let save = Buffer.alloc(0);
  let pngs: Buffer[] = [];
  let draftKey: string | undefined;
  const huge = Buffer.concat([
    Buffer.from('username=bench-abuse&password='),
    Buffer.alloc(55 * MB, 'a'),
  ]);
  return [
    {
      label: 'a 20 MB rich-text save (office, notice description)',
      issue: '3 MB ended the process; 20 MB: visitor p99 21.7 s without the heap limit',
      refused: true,
      async prepare(context) {
        save = await noticeForm(context, 'Bench abuse: a 20 MB description', richText(20 * MB));
        return undefined;
      },
      run: async (context) => [(await postForm(context, '/items/notice/new', save)).outcome],
    },
    {
      label: '12 concurrent 55 MB posts to `/sign-in` (Origin only, no session)',
      issue: 'visitor p99 3.7 s; 393 MB → 1.6 GB, later runs ended the process',
      refused: true,
      run: (context) =>
        Promise.all(
          Array.from(
            { length: 12 },
            async () => (await postForm(context, '/sign-in', huge, false)).outcome,
          ),
        ),
    },
    {
      label: '150 concurrent wrong-password guesses on one account',
      issue: '151 of 151 checked in 6 s',
      refused: true,
      run: (context) =>
        Promise.all(
          Array.from({ length: 150 }, async (_, i) => {
            const body = form({ username: context.guessed, password: `wrong-guess-${i}` });
            return (await postForm(context, '/sign-in', body, false)).outcome;
          }),
        ),
    },
    {
      label: '4 concurrent 49-megapixel PNGs (7000 × 7000, 48 KB) through the upload',
      issue: '267 MB → 997 MB',
      refused: false,
      async prepare() {
        // One colour each, so that no two are the same file; a palette keeps each near 48 KB.
        pngs = await Promise.all(
          [0, 1, 2, 3].map((i) =>
            sharp({
              create: {
                width: 7000,
                height: 7000,
                channels: 3,
                background: { r: 40 * i, g: 160, b: 40 },
              },
            })
              .png({ palette: true, compressionLevel: 9 })
              .toBuffer(),
          ),
        );
        return `PNGs of ${pngs.map((png) => Math.round(png.length / KB)).join(', ')} KB`;
      },
      run: (context) =>
        Promise.all(pngs.map((png, i) => upload(context, `bench-49-megapixels-${i}.png`, png))),
    },
    {
      label: "12 concurrent previews of the largest allowed draft (the office's)",
      issue: '4 × 3 previews of a 5 MB draft: visitor p50 7.2 s',
      refused: false,
      async prepare(context) {
        const kb = Math.round(context.draftBytes / KB);
        const body = await noticeForm(
          context,
          `Bench abuse: a ${kb} KB draft`,
          richText(context.draftBytes),
        );
        const saved = await postForm(context, '/items/notice/new', body);
        draftKey = /^\/items\/notice\/([^/?]+)/.exec(String(saved.headers.location ?? ''))?.[1];
        return draftKey
          ? `a draft of ${kb} KB of rich text saved as ${draftKey}`
          : `the draft of ${kb} KB was not saved (${saved.outcome}): no preview`;
      },
      run: async (context) =>
        draftKey
          ? Promise.all(
              Array.from({ length: 12 }, async () => {
                const answer = await send(`${context.studio}/preview/notice/${draftKey}`, {
                  headers: { cookie: context.office.cookie },
                  timeoutMs: context.timeoutMs,
                });
                return answer.outcome;
              }),
            )
          : [],
    },
    {
      label: '1,500 sign-ins with made-up user names (50 at a time)',
      issue: '1,500 in 4.9 s, 1,500 audit lines',
      refused: true,
      run: (context) => {
        const run = randomBytes(4).toString('hex');
        return pooled(1500, 50, async (i) => {
          const body = form({ username: `nobody-${run}-${i}`, password: 'made-up' });
          return (await postForm(context, '/sign-in', body, false)).outcome;
        });
      },
    },
  ];
}
