// Writes a brotli (.br) and a gzip (.gz) form beside each compressible file of build/client, at
// the highest quality, once at build time: @fastify/static (preCompressed) sends them in place
// of the file, so no asset is compressed per request. A form no smaller than the file is skipped.
// PRECOMPRESS_QUALITY=fast (set by the tests' builds) compresses at brotli 5 / gzip 6 instead:
// a test build needs the forms to exist and be valid, not to be as small as they can be.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const ROOT = process.argv[2] ?? 'build/client';
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map|ico)$/;
const FAST = process.env.PRECOMPRESS_QUALITY === 'fast';
const BROTLI_QUALITY = FAST ? 5 : constants.BROTLI_MAX_QUALITY;
const GZIP_LEVEL = FAST ? 6 : constants.Z_BEST_COMPRESSION;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

let files = 0;
let before = 0;
let after = 0;
for (const entry of await readdir(ROOT, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const path = join(entry.parentPath, entry.name);
  const body = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: GZIP_LEVEL }),
  ]);
  if (br.length < body.length) await writeFile(`${path}.br`, br);
  if (gz.length < body.length) await writeFile(`${path}.gz`, gz);
  files += 1;
  before += body.length;
  after += Math.min(br.length, body.length);
}
console.log(
  `Precompressed ${files} files of ${ROOT}${FAST ? ' (fast)' : ''}: ${Math.round(before / 1024)} KB, ${Math.round(after / 1024)} KB as brotli`,
);
