import { Readable } from 'node:stream';

/** The answer's fields after data, in the contract's order (FileDataAnswer). */
export interface FileDataFields {
  mime: string;
  type: string;
  ext: string;
}

/**
 * The file's bytes as base64, chunk by chunk. Each chunk is cut at a multiple of 3 bytes, so the
 * pieces join into the same text as the whole file encoded at once (no '=' inside); the one or
 * two bytes left over wait for the next chunk.
 */
export async function* base64Chunks(
  source: AsyncIterable<Buffer> | Iterable<Buffer>,
): AsyncGenerator<Buffer> {
  let rest: Buffer = Buffer.alloc(0);
  for await (const chunk of source) {
    const bytes = rest.length > 0 ? Buffer.concat([rest, chunk]) : chunk;
    const whole = bytes.length - (bytes.length % 3);
    if (whole > 0) yield Buffer.from(bytes.toString('base64', 0, whole), 'latin1');
    rest = bytes.subarray(whole);
  }
  if (rest.length > 0) yield Buffer.from(rest.toString('base64'), 'latin1');
}

const HEAD = '{"data":"';
// Base64 has no character JSON escapes: it goes between the quotes as it is.
const tail = (fields: FileDataFields) =>
  `",${JSON.stringify({ mime: fields.mime, type: fields.type, ext: fields.ext }).slice(1)}`;

/**
 * The /getfiledata answer, {"data":"…","mime":…,"type":…,"ext":…}, byte for byte what
 * JSON.stringify would make of it, written around the file as it is read: a call holds a chunk,
 * never the file, its base64 or the JSON.
 */
export function fileDataStream(
  bytes: AsyncIterable<Buffer> | Iterable<Buffer>,
  fields: FileDataFields,
): Readable {
  return Readable.from(
    (async function* () {
      yield Buffer.from(HEAD);
      yield* base64Chunks(bytes);
      yield Buffer.from(tail(fields));
    })(),
    { objectMode: false },
  );
}

/** The length of that answer in bytes, known before a byte of the file is read. */
export function fileDataLength(size: number, fields: FileDataFields): number {
  return HEAD.length + 4 * Math.ceil(size / 3) + Buffer.byteLength(tail(fields));
}
