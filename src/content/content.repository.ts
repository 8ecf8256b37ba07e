import { sql, type Insertable } from 'kysely';
import { newContentVersionRow } from '../db/content-version.ts';
import type { Db } from '../db/database.ts';
import { isPostgres } from '../db/dialect.ts';
import { COLLEGE_KEY } from '../entities/college.ts';
import {
  CONTENT_TABLES,
  STUDIO_DRAFT_TABLES,
  type ContentTable,
  type Database,
} from '../db/schema.ts';

export type ContentRows = { [T in ContentTable]: Insertable<Database[T]>[] };

/**
 * Bound values per INSERT statement. SQLite allows 32766 (PostgreSQL 65535); a fraction of it
 * keeps each statement quick to prepare while a large folder still takes few statements.
 */
const MAX_PARAMETERS = 8000;

/** Any number: it only has to be the same for every process that imports into one database. */
const IMPORT_LOCK = 7_130_011;

/**
 * Replaces every content table with the given rows in one transaction: readers see the old
 * content or the new, never half of each. A new content version commits with it: the servers
 * poll it to refresh their kept pages.
 */
export async function replaceContent(db: Db, rows: ContentRows): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockContent(trx);
    for (const table of STUDIO_DRAFT_TABLES) await trx.deleteFrom(table).execute();
    for (const table of [...CONTENT_TABLES].reverse()) await trx.deleteFrom(table).execute();
    for (const table of CONTENT_TABLES) {
      const tableRows = rows[table] as Insertable<Database[typeof table]>[];
      const columns = Object.keys(tableRows[0] ?? {}).length || 1;
      const chunk = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
      for (let i = 0; i < tableRows.length; i += chunk) {
        await trx
          .insertInto(table)
          .values(tableRows.slice(i, i + chunk) as never)
          .execute();
      }
    }
    await trx.insertInto('settings').values(newContentVersionRow()).execute();
  });
}

/**
 * Takes the content's lock until the transaction ends: several copies starting on one empty
 * PostgreSQL database all import the demo, and the studio publishes beside imports: one at a
 * time, or their inserts would collide. (A SQLite transaction holds the only writer lock.)
 */
export async function lockContent(trx: Db): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`.execute(trx);
}

/** True when no content was ever imported (used to seed the demo content on first start). */
export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('settings').select('key').limit(1).executeTakeFirst();
  return !row;
}

/** True when the imported content says it is the demo of a fictional college (college.yaml). */
export async function servesDemo(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', COLLEGE_KEY)
    .executeTakeFirst();
  return row ? (JSON.parse(row.value) as { demo?: boolean }).demo === true : false;
}
