import { createHash } from 'node:crypto';
import type { Db } from '../../src/db/database.ts';
import { CONTENT_TABLES } from '../../src/db/schema.ts';

/**
 * A hash of every content row. Rows are sorted here: a select without order by answers in
 * whatever order the database keeps them, which on PostgreSQL changes as rows are rewritten.
 */
export async function contentFingerprint(db: Db): Promise<string> {
  const hash = createHash('sha256');
  for (const table of CONTENT_TABLES) {
    const rows = await db.selectFrom(table).selectAll().execute();
    hash.update(
      `${table}\n${rows
        .map((row) => JSON.stringify(row))
        .sort()
        .join('\n')}\n`,
    );
  }
  return hash.digest('hex');
}
