// Writes a brotli (.br) and a gzip (.gz) form beside each compressible file of build/client, at
// the highest quality, once at build time: @fastify/static (preCompressed) sends them in place
// of the file, so no asset is compressed per request. A form no smaller than the file is skipped.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const ROOT = process.argv[2] ?? 'build/client';
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map|ico)$/;
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
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < body.length) await writeFile(`${path}.br`, br);
  if (gz.length < body.length) await writeFile(`${path}.gz`, gz);
  files += 1;
  before += body.length;
  after += Math.min(br.length, body.length);
}
console.log(
  `Precompressed ${files} files of ${ROOT}: ${Math.round(before / 1024)} KB, ${Math.round(after / 1024)} KB as brotli`,
);
