import type { Insertable } from 'kysely';
import { newContentVersionRow } from '../db/content-version.ts';
import type { Db } from '../db/database.ts';
import { CONTENT_TABLES, type Database } from '../db/schema.ts';

export type ContentRows = { [T in keyof Database]: Insertable<Database[T]>[] };

const CHUNK = 200;

/**
 * Replaces every content table with the given rows in one transaction: readers see the old
 * content or the new, never half of each. A new content version commits with it: the servers
 * poll it to drop their saved pages.
 */
export async function replaceContent(db: Db, rows: ContentRows): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of [...CONTENT_TABLES].reverse()) await trx.deleteFrom(table).execute();
    for (const table of CONTENT_TABLES) {
      const tableRows = rows[table] as Insertable<Database[typeof table]>[];
      for (let i = 0; i < tableRows.length; i += CHUNK) {
        await trx
          .insertInto(table)
          .values(tableRows.slice(i, i + CHUNK) as never)
          .execute();
      }
    }
    await trx.insertInto('settings').values(newContentVersionRow()).execute();
  });
}

/** True when no content was ever imported (used to seed the demo content on first start). */
export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('settings').select('key').limit(1).executeTakeFirst();
  return !row;
}
