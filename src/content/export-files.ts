import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import pMap from 'p-map';
import type { Db } from '../db/database.ts';
import { CURRENT_LINK, isVersionName } from '../lib/uploads-folder.ts';
import { isSafeRelativePath } from './attachments.ts';
import type { StoredRows } from './read-rows.ts';

/** The attachment files of an export: where each comes from, by its path under files/. */
export interface FileSources {
  /** Paths in the live uploads version folder. */
  live: string[];
  /** Names of studio_files rows ('studio/{sha256}.pdf'), whose bytes are in the database. */
  studio: string[];
}

/**
 * What the import derives inside a version folder (image variants, the font cut), and what an
 * uploads folder from before versions holds beside the files: never exported.
 */
const isDerived = (first: string) =>
  first.startsWith('_') ||
  first.startsWith('.') ||
  isVersionName(first) ||
  first.startsWith(CURRENT_LINK);

/**
 * The files to export: every attachment file of the live version folder, and the studio's own
 * files (type 'studio'). A file the folder could not name is reported and left out.
 */
export async function listFileSources(
  liveDir: string,
  studioFiles: readonly string[],
  warn: (where: string, message: string) => void,
): Promise<FileSources> {
  const entries = await readdir(liveDir, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  const sources: FileSources = { live: [], studio: [] };
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = relative(liveDir, join(entry.parentPath, entry.name)).split(sep).join('/');
    if (isDerived(path.split('/')[0] ?? '')) continue;
    if (isSafeRelativePath(path)) sources.live.push(path);
    else warn(`uploads › ${path}`, 'is not a name a content folder may hold; left out');
  }
  const live = new Set(sources.live);
  for (const name of studioFiles) {
    if (name.startsWith('_') || live.has(name)) continue;
    if (isSafeRelativePath(name)) sources.studio.push(name);
    else warn(`studio_files › ${name}`, 'is not a name a content folder may hold; left out');
  }
  sources.live.sort();
  return sources;
}

/**
 * The studio files the exported rows name (decision 075): a draft's upload is not content, and
 * an import would put it on the public site. A row holds an attachment as its type and path
 * ('studio', '{sha256}.pdf'), an inline image by its address: either way by that path. The
 * images table lists every uploaded image, published or not, and the document_texts table every
 * uploaded PDF: they do not count.
 */
export function namedStudioFiles(rows: StoredRows, names: readonly string[]): string[] {
  const { images: _images, document_texts: _documentTexts, settings: _settings, ...naming } = rows;
  const content = JSON.stringify(naming);
  return names.filter(
    (name) => name.startsWith('studio/') && content.includes(name.slice('studio/'.length)),
  );
}

/** Files copied at once: the disk works while others wait. */
const CONCURRENCY = 4;

/** Copies the files into {target}/files/: from the live folder, and out of studio_files. */
export async function writeFiles(db: Db, liveDir: string, sources: FileSources, target: string) {
  const place = async (path: string) => {
    const to = join(target, 'files', path);
    await mkdir(dirname(to), { recursive: true });
    return to;
  };
  await pMap(sources.live, async (path) => copyFile(join(liveDir, path), await place(path)), {
    concurrency: CONCURRENCY,
  });
  // One row at a time: a studio file may be large, and only its own bytes are held.
  for (const name of sources.studio) {
    const row = await db
      .selectFrom('studio_files')
      .select('data')
      .where('name', '=', name)
      .executeTakeFirst();
    if (!row) throw new Error(`studio_files › ${name} was removed while it was being exported`);
    await writeFile(await place(name), row.data);
  }
}
