import type { Db } from './database.ts';

/**
 * The settings row that names the live uploads version folder (UPLOADS_DIR/v-…). The importer
 * writes it in the same transaction as the content, so the files served always match the rows.
 */
export const UPLOADS_VERSION_KEY = 'uploads_version';

/** The version folder the committed content names; null before the first versioned import. */
export async function readUploadsVersion(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', UPLOADS_VERSION_KEY)
    .executeTakeFirst();
  if (!row) return null;
  const value: unknown = JSON.parse(row.value);
  return typeof value === 'string' ? value : null;
}
