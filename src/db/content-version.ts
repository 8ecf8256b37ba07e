import { randomUUID } from 'node:crypto';
import type { Db } from './database.ts';
import type { SettingsTable } from './schema.ts';

/** The settings row that names the content's import: a new one is written by every import. */
export const CONTENT_VERSION_KEY = 'content_version';

export interface ContentVersion {
  version: string;
  imported_at: string | null;
}

/** A new version row; the importer writes it in the transaction that replaces the content. */
export function newContentVersionRow(now = new Date()): SettingsTable {
  const value: ContentVersion = { version: randomUUID(), imported_at: now.toISOString() };
  return { key: CONTENT_VERSION_KEY, value: JSON.stringify(value) };
}

/** The version of the content in the database; 'none' before an import that wrote one. */
export async function readContentVersion(db: Db): Promise<ContentVersion> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', CONTENT_VERSION_KEY)
    .executeTakeFirst();
  return row ? (JSON.parse(row.value) as ContentVersion) : { version: 'none', imported_at: null };
}
