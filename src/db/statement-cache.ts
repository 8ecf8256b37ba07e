import type { Database as SQLiteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';

/** Distinct statements kept: the site's queries are a few dozen; lists of ids vary in length. */
const STATEMENTS_KEPT = 500;

/**
 * The SQLite database as Kysely's driver sees it, with each statement prepared once. Kysely
 * prepares a statement for every query it runs; compiling the SQL again cost more CPU than
 * running most of the site's queries. A statement is used by one query at a time: Kysely's
 * SQLite driver holds its single connection for a query's whole run, a stream's too.
 */
export function withPreparedStatements(sqlite: SQLiteDatabase): SqliteDatabase {
  const statements = new LRUCache<string, Statement>({ max: STATEMENTS_KEPT });
  return {
    close: () => sqlite.close(),
    prepare: (sql) => {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
