import { randomBytes } from 'node:crypto';
import { copyFile, link, mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { syncPath } from '../lib/uploads-folder.ts';

/**
 * The import's cache folder (IMAGE_CACHE_DIR): what an import made once, keyed by what it was
 * made from, is placed into later imports' version folders instead of being made again.
 */

/** Writes bytes under a temporary name, flushes them, then renames: readers never see half. */
export async function writeComplete(target: string, bytes: Buffer) {
  await mkdir(dirname(target), { recursive: true });
  const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, bytes);
  await syncPath(temporary);
  await rename(temporary, target);
}

/** Places a cached file in the version folder: a hard link where it can, else a flushed copy. */
export async function place(cached: string, target: string) {
  await mkdir(dirname(target), { recursive: true });
  try {
    await link(cached, target);
  } catch {
    await copyFile(cached, target);
    await syncPath(target);
  }
}

export const exists = (path: string | undefined) =>
  path
    ? stat(path).then(
        () => true,
        () => false,
      )
    : Promise.resolve(false);
