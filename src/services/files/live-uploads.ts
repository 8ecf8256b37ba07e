import type { Db } from '../../db/database.ts';
import { readUploadsVersion } from '../../db/uploads-version.ts';
import { liveFolder } from '../../lib/uploads-folder.ts';

/**
 * The uploads version folder the committed content names, read on every request (one indexed
 * row): a reader never gets new files with old rows or old files with new rows.
 */
export async function liveUploadsFolder(db: Db, uploadsDir: string): Promise<string> {
  return liveFolder(uploadsDir, await readUploadsVersion(db));
}
