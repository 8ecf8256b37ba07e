import { copyFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Db } from '../db/database.ts';
import { replaceContent } from './content.repository.ts';
import { readContentFolder, type Problem } from './read-folder.ts';
import { toRows } from './to-rows.ts';

export interface ImportOptions {
  /** The content folder. */
  dir: string;
  db: Db;
  /** Where attachments are copied to; served at /uploads. */
  uploadsDir: string;
  /** The day of import, YYYY-MM-DD: relative dates count from it. */
  today: string;
}

export type ImportResult =
  { ok: true; counts: Record<string, number> } | { ok: false; problems: Problem[] };

/**
 * Loads a content folder: validates all of it first (nothing changes on any problem), copies the
 * attachments into the uploads folder, then replaces the content in one transaction.
 */
export async function importContent(options: ImportOptions): Promise<ImportResult> {
  const read = await readContentFolder(options.dir, options.today);
  if (!read.ok) return read;
  // Files first: a new file nobody references yet is harmless, a reference to a missing one is not.
  for (const file of read.bundle.files) {
    const target = join(options.uploadsDir, file);
    await mkdir(dirname(target), { recursive: true });
    await copyFile(join(options.dir, 'files', file), target);
  }
  const rows = toRows(read.bundle);
  await replaceContent(options.db, rows);
  return {
    ok: true,
    counts: Object.fromEntries(Object.entries(rows).map(([table, list]) => [table, list.length])),
  };
}
