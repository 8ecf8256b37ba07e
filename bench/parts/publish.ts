import type { BenchSettings } from '../lib/settings.ts';
import { BENCH_TODAY } from '../lib/env.ts';
import { failuresOf, runLoad, type LoadJob, type LoadResult } from '../lib/load.ts';
import { fixed, markdownTable, target, thousands, type PartResult } from '../lib/report.ts';
import { importDataSet, startBenchServer } from '../lib/servers.ts';
import { addAccount, publishNotice, signIn } from '../lib/studio-client.ts';

const NOTICES = 10;
/** A publish must reach the public home page within this long (the target). */
const VISIBLE_WITHIN_MS = 5000;

/**
 * Result day, with the office at work: while `connections` visitors read `/`, the office
 * publishes ten notices through the studio. No read may fail, the readers' p99 must stay within
 * twice the same run without publishing, and each notice must be on `/` within 5 s.
 */
export async function publishBench({ duration, connections }: BenchSettings): Promise<PartResult> {
  const data = await importDataSet();
  const server = await startBenchServer(data);
  try {
    if (!server.studioUrl) throw new Error('the server opened no studio');
    const studioOrigin = server.studioUrl.replace('localhost', '127.0.0.1');
    const password = await addAccount(data.env, 'bench.office', 'office');
    const session = await signIn(studioOrigin, 'bench.office', password);
    const seconds = Math.max(duration, 20);
    const job: LoadJob = {
      origin: server.origin,
      requests: [{ path: '/' }],
      connections,
      duration: seconds,
      headers: { 'accept-encoding': 'br' },
    };
    await runLoad([{ ...job, duration: undefined, amount: 500, connections: 10 }]);
    const [quiet] = await runLoad([job]);
    const reading = runLoad([job]);
    const delays = await publishDuring(seconds, server.origin, session);
    const [busy] = await reading;
    return report({ quiet: quiet!, busy: busy!, delays, connections, seconds });
  } finally {
    await server.stop();
    await data.remove();
  }
}

/** Publishes NOTICES notices spread over the run; each delay is publish-start to seen on `/`. */
async function publishDuring(
  seconds: number,
  origin: string,
  session: Awaited<ReturnType<typeof signIn>>,
): Promise<number[]> {
  const gapMs = ((seconds - 6) * 1000) / NOTICES;
  await sleep(2000);
  const delays: number[] = [];
  for (let i = 1; i <= NOTICES; i++) {
    const title = `Bench notice ${i} ${Date.now().toString(36)}`;
    const started = performance.now();
    await publishNotice(session, { title, date: BENCH_TODAY });
    delays.push(await seenOn(origin, title, started));
    const left = gapMs - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
  return delays;
}

/** Milliseconds from `started` until `/` shows the title (Infinity past twice the target). */
async function seenOn(origin: string, title: string, started: number): Promise<number> {
  while (performance.now() - started < 2 * VISIBLE_WITHIN_MS) {
    const page = await fetch(`${origin}/`).then((answer) => answer.text());
    if (page.includes(title)) return performance.now() - started;
    await sleep(100);
  }
  return Number.POSITIVE_INFINITY;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function report(run: {
  quiet: LoadResult;
  busy: LoadResult;
  delays: number[];
  connections: number;
  seconds: number;
}): PartResult {
  const { quiet, busy, delays } = run;
  const row = (name: string, r: LoadResult) => [
    name,
    thousands(r.requestsPerSecond),
    fixed(r.p50, 1),
    fixed(r.p99, 1),
    failuresOf(r),
  ];
  const slowest = Math.max(...delays);
  const markdown = [
    `${run.connections} connections read \`/\` for ${run.seconds} s, once quiet and once while the office publishes ${NOTICES} notices through the studio (sign-in, one form post each).`,
    '',
    markdownTable(
      ['run', 'req/s', 'p50 ms', 'p99 ms', 'failed reads'],
      [row('quiet', quiet), row('while publishing', busy)],
    ),
    '',
    markdownTable(
      ['notice', ...delays.map((_, i) => String(i + 1))],
      [['seconds until on `/`', ...delays.map((d) => fixed(d / 1000, 2))]],
    ),
  ].join('\n');
  return {
    part: 'publish',
    title: 'Publishing while visitors read',
    markdown,
    targets: [
      target(
        'reads failed while publishing',
        '0',
        String(failuresOf(busy)),
        failuresOf(busy) === 0,
      ),
      target(
        'read p99 while publishing',
        `≤ 2 × quiet (${fixed(quiet.p99, 1)} ms)`,
        `${fixed(busy.p99, 1)} ms`,
        busy.p99 <= 2 * quiet.p99,
      ),
      target(
        'each notice on / within',
        '≤ 5 s',
        `${fixed(slowest / 1000, 2)} s`,
        slowest <= VISIBLE_WITHIN_MS,
      ),
    ],
    data: { quiet, busy, delays },
  };
}
