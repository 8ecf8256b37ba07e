import { PART_BYTES } from '../../content/upload-limits.ts';
import { MAX_FILE_BYTES, MAX_IMAGE_BYTES, formatSize, type FileFacts } from './file-facts.ts';

// Each request carries one megabyte: a slow or broken connection loses one part, not a file.
export { PART_BYTES };
/** Tries of one part before the upload is given up, waiting longer each time. */
const TRIES = 5;
const FIRST_WAIT_MS = 500;

export type Accept = 'any' | 'image' | 'pdf';

/** The browser's check before anything is sent: the same limits the server holds to. */
export function refusalBeforeSending(file: File, accept: Accept): string | null {
  const image = /^image\//.test(file.type) || /\.(jpe?g|png|gif|webp|avif)$/i.test(file.name);
  if (accept === 'image' && !image)
    return `${file.name} is not a photograph: choose a JPEG, PNG or WebP image.`;
  if (accept === 'pdf' && !/\.pdf$/i.test(file.name)) return `${file.name} is not a PDF.`;
  const limit = image ? MAX_IMAGE_BYTES : MAX_FILE_BYTES;
  if (file.size > limit)
    return `${file.name} is ${formatSize(file.size)}: ${image ? 'an image' : 'a file'} may be at most ${formatSize(limit)}.`;
  if (file.size === 0) return `${file.name} is empty.`;
  return null;
}

interface Answer {
  uploadId?: string;
  received?: number;
  file?: FileFacts;
  error?: string;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function post(query: string, body: BodyInit, type: string): Promise<Response> {
  return fetch(`/uploads?${query}`, {
    method: 'POST',
    headers: { 'content-type': type, accept: 'application/json' },
    body,
    credentials: 'same-origin',
  });
}

const json = (value: unknown) => JSON.stringify(value);

/**
 * Sends a file to /uploads in parts of a megabyte: start, parts, finish. A part that fails (a
 * broken connection, a server busy) is sent again after a wait that doubles, from where the
 * server says it has received up to; a refusal (the kind or size of file) ends it with the
 * server's words. Resolves with the stored file's facts, for the form's hidden value.
 */
export async function uploadInParts(
  file: File,
  accept: Accept,
  onProgress: (sent: number) => void,
): Promise<{ file: FileFacts } | { error: string }> {
  const start = await tryAgain(() =>
    post(
      'action=start',
      json({ originalName: file.name, size: file.size, accept }),
      'application/json',
    ),
  );
  if (!start.uploadId) return { error: start.error ?? `${file.name} could not be sent.` };
  const uploadId = start.uploadId;
  let offset = 0;
  let stalls = 0;
  while (offset < file.size) {
    const from = offset;
    const answer = await tryAgain(() =>
      post(
        `action=part&uploadId=${encodeURIComponent(uploadId)}&offset=${from}`,
        file.slice(from, from + PART_BYTES),
        'application/octet-stream',
      ),
    );
    if (answer.received === undefined)
      return { error: answer.error ?? `${file.name} could not be sent.` };
    // The server has less than we sent (a part lost on the way): resume from there, a few times.
    stalls = answer.received > from ? 0 : stalls + 1;
    if (stalls >= TRIES) return { error: answer.error ?? `${file.name} could not be sent.` };
    offset = answer.received;
    onProgress(offset);
  }
  const finish = await tryAgain(() =>
    post('action=finish', json({ uploadId, accept }), 'application/json'),
  );
  return finish.file
    ? { file: finish.file }
    : { error: finish.error ?? `${file.name} was refused.` };
}

/**
 * One request, tried again after a broken connection or a server error (5xx); an answer the
 * server meant (2xx or 4xx, with its JSON) is returned as it is.
 */
async function tryAgain(send: () => Promise<Response>): Promise<Answer> {
  let last = 'The connection broke.';
  for (let attempt = 0; attempt < TRIES; attempt += 1) {
    if (attempt > 0) await wait(FIRST_WAIT_MS * 2 ** (attempt - 1));
    try {
      const response = await send();
      if (response.status < 500) return (await response.json()) as Answer;
      last = `The studio could not take it just now (error ${response.status}).`;
    } catch {
      last = 'The connection broke.';
    }
  }
  return { error: `${last} The file was not sent; check the connection and choose it again.` };
}
