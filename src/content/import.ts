import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import pMap from 'p-map';
import type { Db } from '../db/database.ts';
import { CURRENT_LINK, createVersionFolder, syncPath } from '../lib/uploads-folder.ts';
import { replaceContent } from './content.repository.ts';
import { makeAssameseFont } from './assamese-font.ts';
import { readDocumentTexts } from './document-texts.ts';
import { copyImageClean, makeVariants, type Variant } from './images.ts';
import { readContentFolder, type ContentFile, type Problem } from './read-folder.ts';
import { toRows } from './to-rows.ts';

export interface ImportOptions {
  /** The content folder. */
  dir: string;
  db: Db;
  /** The uploads folder: each import writes a new version folder inside it. */
  uploadsDir: string;
  /** Public address of the uploads location (images in content HTML point there); /uploads. */
  uploadsUrl?: string;
  /** Where phone-sized images made once are kept for later imports; none: made every time. */
  imageCacheDir?: string;
  /** The day of import, YYYY-MM-DD: relative dates count from it. */
  today: string;
  /** Hears progress lines (how many images were made). */
  log?: (line: string) => void;
}

export type ImportResult =
  | { ok: true; counts: Record<string, number>; warnings: Problem[]; version: string }
  | { ok: false; problems: Problem[]; warnings: Problem[] };

/**
 * Loads a content folder: validates all of it first (nothing changes on any problem), writes
 * the attachments and their image sizes completely into a new uploads version folder, then
 * replaces the content, with the name of that folder, in one transaction. Only after the commit
 * does the folder become current and the older ones go: a reader sees the old content with its
 * files or the new content with its files, even if the import is killed at any moment.
 */
export async function importContent(options: ImportOptions): Promise<ImportResult> {
  const read = await readContentFolder(options.dir, options.today, {
    uploadsUrl: options.uploadsUrl,
  });
  if (!read.ok) return read;
  const folder = await createVersionFolder(options.uploadsDir);
  let rows;
  try {
    await copyFiles(options, read.bundle.files, folder.dir);
    const variants = await makeImageVariants(options, read.bundle.files, folder.dir);
    // The PDFs' text for the site's search (decision 094), from the copies just written.
    const documentTexts = await readDocumentTexts({
      filesDir: folder.dir,
      paths: read.bundle.files.map((file) => file.path),
      cacheDir: options.imageCacheDir,
      log: options.log,
    });
    const assameseFont = await makeAssameseFont(
      read.bundle,
      folder.dir,
      options.uploadsUrl ?? '/uploads',
      options.imageCacheDir,
    );
    await syncFolders(folder.dir);
    rows = toRows(read.bundle, {
      version: folder.version,
      variants,
      documentTexts,
      assameseFont,
      importedOn: options.today,
    });
    await replaceContent(options.db, rows);
  } catch (error) {
    await folder.discard();
    throw error;
  }
  // The new content is live from the commit on: a failure to tidy the folder after it is told,
  // not thrown as if nothing had changed (the server settles the folder at its next start).
  const untidy = await folder.publish().then(
    () => [],
    (error: unknown) => [
      {
        file: options.uploadsDir,
        field: '',
        message: `the new content is live, but ${CURRENT_LINK} was not switched to ${folder.version} or older versions were not removed (${String(error)}); the server does it at its next start`,
      },
    ],
  );
  return {
    ok: true,
    counts: Object.fromEntries(Object.entries(rows).map(([table, list]) => [table, list.length])),
    warnings: [...read.warnings, ...untidy],
    version: folder.version,
  };
}

/** Files written at once: the disk and sharp's threads work while others wait. */
const CONCURRENCY = 4;

/**
 * Copies the attachments, each flushed to the disk before the commit can name it; an image
 * without its metadata (decision 075: no photograph keeps its location), the others as they are.
 */
async function copyFiles(options: ImportOptions, files: readonly ContentFile[], target: string) {
  await pMap(
    files,
    async (file) => {
      const from = join(options.dir, 'files', file.path);
      const to = join(target, file.path);
      if (file.image)
        return copyImageClean({ source: from, target: to, cacheDir: options.imageCacheDir });
      await mkdir(dirname(to), { recursive: true });
      await copyFile(from, to);
      await syncPath(to);
    },
    { concurrency: CONCURRENCY },
  );
}

async function makeImageVariants(
  options: ImportOptions,
  files: readonly ContentFile[],
  versionDir: string,
): Promise<Map<string, Variant[]>> {
  const made = new Map<string, Variant[]>();
  let encoded = 0;
  await pMap(
    files,
    async (file) => {
      if (!file.image) return;
      // From the copy just written: upright and without metadata.
      const result = await makeVariants({
        source: join(versionDir, file.path),
        file: file.path,
        size: file.image,
        versionDir,
        cacheDir: options.imageCacheDir,
      });
      made.set(file.path, result.variants);
      encoded += result.encoded;
    },
    { concurrency: CONCURRENCY },
  );
  const count = [...made.values()].reduce((sum, list) => sum + list.length, 0);
  options.log?.(`Images: ${made.size} pictures in ${count} sizes (${encoded} newly made).`);
  return made;
}

/** Flushes every folder of the version, so their entries survive a crash as the files do. */
async function syncFolders(root: string) {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const folders = new Set([root]);
  for (const entry of entries)
    if (entry.isDirectory()) folders.add(join(entry.parentPath, entry.name));
  await pMap(folders, syncPath, { concurrency: CONCURRENCY });
}
