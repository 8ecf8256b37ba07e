import { randomBytes } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { fileDataLength, fileDataStream } from './file-data-stream.ts';

/** The file cut into pieces of the given sizes, as a disk or a socket might hand them over. */
function* piecesOf(bytes: Buffer, sizes: number[]) {
  let at = 0;
  for (let i = 0; at < bytes.length; i += 1) {
    const size = sizes[i % sizes.length]!;
    yield bytes.subarray(at, at + size);
    at += size;
  }
}

describe('the streamed /getfiledata answer', () => {
  const fields = { mime: 'application/pdf', type: 'notices', ext: 'pdf' };

  it.each([0, 1, 2, 3, 4, 5, 6, 100_000, 100_001, 100_002])(
    'is byte for byte JSON.stringify of the whole answer, for %i bytes in uneven pieces',
    async (size) => {
      const bytes = randomBytes(size);
      const expected = JSON.stringify({ data: bytes.toString('base64'), ...fields });
      const streamed = await text(fileDataStream(piecesOf(bytes, [1, 7, 3, 4096, 2]), fields));
      expect(streamed).toBe(expected);
      expect(fileDataLength(size, fields)).toBe(Buffer.byteLength(expected));
    },
  );

  it('escapes the other fields as JSON does (a type with quotes and non-ASCII letters)', async () => {
    const odd = { mime: 'text/plain', type: 'a"b\\c\u2028নোটিচ', ext: 'txt' };
    const bytes = Buffer.from('hello');
    const streamed = await text(fileDataStream([bytes], odd));
    expect(JSON.parse(streamed)).toEqual({ data: bytes.toString('base64'), ...odd });
    expect(streamed).toBe(JSON.stringify({ data: bytes.toString('base64'), ...odd }));
    expect(fileDataLength(bytes.length, odd)).toBe(Buffer.byteLength(streamed));
  });
});
