import { createHash } from 'node:crypto';
import type { Db } from '../../src/db/database.ts';
import { CONTENT_VERSION_KEY } from '../../src/db/content-version.ts';
import { UPLOADS_VERSION_KEY } from '../../src/db/uploads-version.ts';
import { CONTENT_TABLES } from '../../src/db/schema.ts';

/**
 * Every content row as JSON, table by table. Rows are sorted here: a select without order by
 * answers in whatever order the database keeps them, which on PostgreSQL changes as rows are
 * rewritten. `content` leaves out the rows each import writes anew (the content and uploads
 * versions).
 */
export async function contentRows(
  db: Db,
  of: 'all' | 'content' = 'content',
): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const table of CONTENT_TABLES) {
    const all = await db.selectFrom(table).selectAll().execute();
    const rows =
      of === 'content'
        ? all.filter(
            (row) =>
              !(
                'key' in row &&
                (row.key === CONTENT_VERSION_KEY || row.key === UPLOADS_VERSION_KEY)
              ),
          )
        : all;
    tables[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return tables;
}

/** A hash of every content row (contentRows). */
export async function contentFingerprint(db: Db, of: 'all' | 'content' = 'all'): Promise<string> {
  const hash = createHash('sha256');
  for (const [table, rows] of Object.entries(await contentRows(db, of)))
    hash.update(`${table}\n${rows.join('\n')}\n`);
  return hash.digest('hex');
}
