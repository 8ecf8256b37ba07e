import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type Migration, type MigrationProvider } from 'kysely';
import * as initial from './migrations/001-initial.ts';
import * as images from './migrations/002-images.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

/** Numbered migrations, listed in code so bundlers and tsx need no directory scan. */
const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-images': images,
};
const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Opens (and creates, if missing) the SQLite database file. ':memory:' works for tests. */
export function openSqlite(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/** Brings the schema up to the newest migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
