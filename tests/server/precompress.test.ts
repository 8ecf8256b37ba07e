import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';

const SCRIPT = resolve(import.meta.dirname, '..', '..', 'scripts', 'precompress.mjs');
// Text that compresses differently at quality 5 and 11 (a repetitive script would not).
const BODY = Buffer.from(
  Array.from({ length: 400 }, (_, i) => `export const item${i} = ${(i * 7919) % 1013};\n`).join(''),
);

const brotliAt = (quality: number) =>
  brotliCompressSync(BODY, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: BODY.length,
    },
  });

let dir = '';
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Runs scripts/precompress.mjs over a folder of one script, with the given setting. */
async function precompress(quality?: string) {
  dir = await mkdtemp(join(tmpdir(), 'college-precompress-'));
  await writeFile(join(dir, 'app.js'), BODY);
  const env = { ...process.env };
  delete env.PRECOMPRESS_QUALITY;
  if (quality) env.PRECOMPRESS_QUALITY = quality;
  await promisify(execFile)(process.execPath, [SCRIPT, dir], { env });
  return {
    br: await readFile(join(dir, 'app.js.br')),
    gz: await readFile(join(dir, 'app.js.gz')),
  };
}

describe('precompressed forms of the built files', () => {
  it('are at the highest quality unless told otherwise (production builds)', async () => {
    const { br, gz } = await precompress();
    expect(br.equals(brotliAt(constants.BROTLI_MAX_QUALITY))).toBe(true);
    expect(gz.equals(gzipSync(BODY, { level: constants.Z_BEST_COMPRESSION }))).toBe(true);
  });

  it('are made quickly for a test build (PRECOMPRESS_QUALITY=fast), and still valid', async () => {
    const { br, gz } = await precompress('fast');
    expect(br.equals(brotliAt(5))).toBe(true);
    expect(br.equals(brotliAt(constants.BROTLI_MAX_QUALITY))).toBe(false);
    expect(gz.equals(gzipSync(BODY, { level: 6 }))).toBe(true);
    expect(brotliDecompressSync(br).equals(BODY)).toBe(true);
    expect(gunzipSync(gz).equals(BODY)).toBe(true);
  });
});
