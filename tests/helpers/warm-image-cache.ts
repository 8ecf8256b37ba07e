import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { copyImageClean, makeVariants, measureImage } from '../../src/content/images.ts';
import { isImagePath } from '../../src/lib/attachment-kinds.ts';
import { DEMO_CONTENT_DIR, TEST_IMAGE_CACHE_DIR } from './today.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
/** Lanes at once: this machine's two cores. */
const LANES = 2;

/**
 * Makes the image versions of one lane of a content folder's pictures (every LANES-th, from
 * `lane`) into the import's cache, as the importer makes them (copyImageClean, then
 * makeVariants from the clean copy): an import afterwards finds them all made. What is in the
 * cache already is only hashed.
 */
async function warmLane(contentDir: string, lane: number) {
  const files = join(contentDir, 'files');
  const images = (await readdir(files, { recursive: true })).filter(isImagePath).sort();
  const scratch = await mkdtemp(join(tmpdir(), 'college-warm-'));
  try {
    for (const [i, path] of images.entries()) {
      if (i % LANES !== lane) continue;
      // Measured from the original, as the content folder's reader measures it.
      const size = await measureImage(join(files, path));
      if (typeof size === 'string') continue;
      const copy = join(scratch, path);
      await copyImageClean({
        source: join(files, path),
        target: copy,
        cacheDir: TEST_IMAGE_CACHE_DIR,
      });
      await makeVariants({
        source: copy,
        file: path,
        size,
        versionDir: scratch,
        cacheDir: TEST_IMAGE_CACHE_DIR,
      });
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * The demo's pictures encoded into the shared image cache on both cores before the run's demo
 * import: the importer decodes one image at a time (src/lib/image-queue.ts, a memory bound for
 * the server), so on a clean clone, whose cache is empty, that import was about 50 s of one core
 * (decision 085). One lane here, the other in a child process; on a warm cache both only hash.
 */
export async function warmDemoImageCache(): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/helpers/warm-image-cache.ts', '1'],
    { cwd: ROOT, stdio: 'inherit' },
  );
  const exited = once(child, 'exit');
  await warmLane(resolve(ROOT, DEMO_CONTENT_DIR), 0);
  const [code] = (await exited) as [number | null];
  if (code !== 0) throw new Error(`warming the image cache's second lane ended with ${code}`);
}

// Run as a script: the lane named by the argument.
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  await warmLane(resolve(ROOT, DEMO_CONTENT_DIR), Number(process.argv[2]));
}
