import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  sql,
  type Migration,
  type MigrationProvider,
} from 'kysely';
import pg from 'pg';
import * as initial from './migrations/001-initial.ts';
import * as siteTexts from './migrations/002-site-texts.ts';
import * as noticePhoto from './migrations/003-notice-photo.ts';
import * as images from './migrations/004-images.ts';
import * as siteTextUpdated from './migrations/005-site-text-updated.ts';
import * as departmentsListIndex from './migrations/006-departments-list-index.ts';
import * as studio from './migrations/007-studio.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

/** The settings that choose the database (src/config): PostgreSQL when databaseUrl is set. */
export interface DatabaseConfig {
  databasePath: string;
  databaseUrl?: string | undefined;
  databasePoolSize: number;
}

/** The database cannot be opened or does not answer; the message is one line for the operator. */
export class DatabaseUnavailableError extends Error {}

/** How long a request waits for a PostgreSQL connection before it fails (0 would wait forever). */
const CONNECT_TIMEOUT_MS = 10_000;

/** Numbered migrations, listed in code so bundlers and tsx need no directory scan. */
const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-site-texts': siteTexts,
  '003-notice-photo': noticePhoto,
  '004-images': images,
  '005-site-text-updated': siteTextUpdated,
  '006-departments-list-index': departmentsListIndex,
  '007-studio': studio,
};
const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Opens the configured database and checks that it answers: PostgreSQL through a pool when
 * DATABASE_URL is set, else the SQLite file at DATABASE_PATH (created if missing; ':memory:'
 * works for tests). Throws DatabaseUnavailableError naming the setting, password masked.
 */
export async function openDatabase(config: DatabaseConfig): Promise<Db> {
  let db: Db | undefined;
  try {
    db = config.databaseUrl
      ? openPostgres(config.databaseUrl, config.databasePoolSize)
      : openSqlite(config.databasePath);
    await sql`select 1`.execute(db);
    return db;
  } catch (error) {
    await db?.destroy().catch(() => undefined);
    throw new DatabaseUnavailableError(
      `Cannot open the database ${describeDatabase(config)}: ${reasonOf(error)}`,
    );
  }
}

export function openSqlite(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

function openPostgres(url: string, poolSize: number): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle connection that the server drops (restart, failover) is reported here; without a
  // listener it would crash the process. The pool opens a new one on the next query.
  pool.on('error', (error) => {
    console.error(`PostgreSQL dropped an idle connection: ${reasonOf(error)}`);
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** 'DATABASE_URL=postgres://college:****@db:5432/college' or 'DATABASE_PATH=/srv/…/college.sqlite'. */
export function describeDatabase(config: DatabaseConfig): string {
  if (!config.databaseUrl) return `DATABASE_PATH=${config.databasePath}`;
  try {
    const url = new URL(config.databaseUrl);
    if (url.password) url.password = '****';
    if (url.searchParams.has('password')) url.searchParams.set('password', '****');
    return `DATABASE_URL=${url.href}`;
  } catch {
    return 'DATABASE_URL (not a valid address)';
  }
}

/** One line from a driver error; a refused connection to a name with several addresses has no message of its own. */
function reasonOf(error: unknown): string {
  if (error instanceof AggregateError && !error.message) {
    return error.errors.map((inner) => reasonOf(inner)).join('; ');
  }
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return (error.message || (typeof code === 'string' ? code : error.name)).replace(/\s+/g, ' ');
  }
  return String(error);
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
