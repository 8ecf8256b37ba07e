import { existsSync } from 'node:fs';
import { sql } from 'kysely';
import type { Config } from '../config/config.ts';
import {
  DatabaseUnavailableError,
  describeDatabase,
  migrateToLatest,
  openDatabase,
  openSqlite,
  type Db,
} from './database.ts';

/** A start-up failure the operator can fix: its message is the one line `npm start` prints. */
export class StartupError extends Error {}

/** The settings that name the database and whether an empty one may be filled. */
export type DatabaseSettings = Pick<
  Config,
  'databasePath' | 'databaseUrl' | 'databasePoolSize' | 'databaseQueryTimeoutMs' | 'autoImport'
>;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Opens the database the settings name, or stops the start with one line naming the setting and
 * what to do: a missing file (unless AUTO_IMPORT may create and fill it), one that cannot be
 * opened, one that fails SQLite's quick_check, one whose schema cannot be brought up to date.
 * PostgreSQL (DATABASE_URL) checks itself: one that does not answer or cannot be migrated stops
 * the start with one line, password masked.
 */
export async function openCheckedDatabase(settings: DatabaseSettings): Promise<Db> {
  if (settings.databaseUrl) return openCheckedPostgres(settings);
  const path = settings.databasePath;
  const setting = `DATABASE_PATH=${path}`;
  if (path !== ':memory:' && !existsSync(path) && !settings.autoImport) {
    throw new StartupError(
      `${setting} does not exist. Import the college's content into it first ` +
        '(npm run import -- <content folder>), or set AUTO_IMPORT=1 to fill it from CONTENT_DIR.',
    );
  }
  let db: Db;
  try {
    db = openSqlite(path, settings.databaseQueryTimeoutMs);
  } catch (error) {
    throw new StartupError(
      `${setting} cannot be opened (${reasonOf(error)}). It must be a SQLite database file ` +
        'the server may read and write; restore it from a backup, or move it away to start afresh.',
    );
  }
  try {
    await checkIntegrity(db, setting);
    await migrateToLatest(db).catch((error: unknown) => {
      throw new StartupError(
        `${setting} cannot be brought up to date (${reasonOf(error)}). Restore it from a backup, ` +
          'or move it away and import the content again (npm run import -- <content folder>).',
      );
    });
  } catch (error) {
    // Cleanup on the way out: the error thrown below says what went wrong.
    await db.destroy().catch(() => undefined);
    throw error;
  }
  return db;
}

async function openCheckedPostgres(settings: DatabaseSettings): Promise<Db> {
  let db: Db;
  try {
    db = await openDatabase(settings);
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) throw new StartupError(error.message);
    throw error;
  }
  try {
    await migrateToLatest(db);
  } catch (error) {
    // Cleanup on the way out: the error thrown below says what went wrong.
    await db.destroy().catch(() => undefined);
    throw new StartupError(
      `${describeDatabase(settings)} cannot be brought up to date (${reasonOf(error)}).`,
    );
  }
  return db;
}

async function checkIntegrity(db: Db, setting: string) {
  let problems: string[];
  try {
    const { rows } = await sql<Record<string, string>>`pragma quick_check`.execute(db);
    problems = rows
      .flatMap((row) => String(Object.values(row)[0]).split('\n'))
      .filter((line) => line && line !== 'ok' && !line.startsWith('***'));
  } catch (error) {
    problems = [reasonOf(error)];
  }
  if (problems.length) {
    throw new StartupError(
      `${setting} is damaged (quick_check: ${problems[0]}). Restore it from a backup, or move it ` +
        'away and import the content again (npm run import -- <content folder>).',
    );
  }
}
