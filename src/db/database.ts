import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  sql,
  type Dialect,
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
import * as studioPasswordLinks from './migrations/008-studio-password-links.ts';
import * as assameseContent from './migrations/009-assamese-content.ts';
import * as studioSummedAuditAndRevokedLinks from './migrations/010-studio-summed-audit-and-revoked-links.ts';
import * as auditLines from './migrations/011-audit-lines.ts';
import * as studioFileAccess from './migrations/012-studio-file-access.ts';
import * as uploadLastPart from './migrations/013-upload-last-part.ts';
import * as studioTakenOff from './migrations/014-studio-taken-off.ts';
import * as studioSchedules from './migrations/017-studio-schedules.ts';
import * as documentTexts from './migrations/020-document-texts.ts';
import * as designationInAssamese from './migrations/021-designation-in-assamese.ts';
import { QueryHealth } from './query-health.ts';
import { withPreparedStatements } from './statement-cache.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

/** The settings that choose the database (src/config): PostgreSQL when databaseUrl is set. */
export interface DatabaseConfig {
  databasePath: string;
  databaseUrl?: string | undefined;
  databasePoolSize: number;
  /** How long one query may take (DB_QUERY_TIMEOUT_MS); DEFAULT_QUERY_TIMEOUT_MS when unset. */
  databaseQueryTimeoutMs?: number | undefined;
}

/** The database cannot be opened or does not answer; the message is one line for the operator. */
export class DatabaseUnavailableError extends Error {}

/** DB_QUERY_TIMEOUT_MS's default. */
export const DEFAULT_QUERY_TIMEOUT_MS = 5000;

/**
 * How much longer than the statement timeout pg waits for an answer itself: the server cancels a
 * slow statement first (a clear error, the connection kept); this catches a server that hangs.
 */
const CLIENT_GRACE_MS = 1000;

const queryHealthOf = new WeakMap<Db, QueryHealth>();

/** What the database's recent queries say about it (src/db/query-health.ts). */
export function queryHealth(db: Db): QueryHealth | undefined {
  return queryHealthOf.get(db);
}

function kysely(dialect: Dialect): Db {
  const health = new QueryHealth();
  const db = new Kysely<Database>({ dialect, log: health.log });
  queryHealthOf.set(db, health);
  return db;
}

/** Numbered migrations, listed in code so bundlers and tsx need no directory scan. */
const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-site-texts': siteTexts,
  '003-notice-photo': noticePhoto,
  '004-images': images,
  '005-site-text-updated': siteTextUpdated,
  '006-departments-list-index': departmentsListIndex,
  '007-studio': studio,
  '008-studio-password-links': studioPasswordLinks,
  '009-assamese-content': assameseContent,
  '010-studio-summed-audit-and-revoked-links': studioSummedAuditAndRevokedLinks,
  '011-audit-lines': auditLines,
  '012-studio-file-access': studioFileAccess,
  '013-upload-last-part': uploadLastPart,
  '014-studio-taken-off': studioTakenOff,
  '017-studio-schedules': studioSchedules,
  '020-document-texts': documentTexts,
  '021-designation-in-assamese': designationInAssamese,
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
    db = connectDatabase(config);
    await sql`select 1`.execute(db);
    return db;
  } catch (error) {
    // Cleanup on the way out: the error thrown below says what went wrong.
    await db?.destroy().catch(() => undefined);
    throw new DatabaseUnavailableError(
      `Cannot open the database ${describeDatabase(config)}: ${reasonOf(error)}`,
    );
  }
}

/**
 * The configured database's handle, not yet asked anything: a render thread's own connection
 * (decision 080), whose failures are its renders' outages rather than a failed start.
 */
export function connectDatabase(config: DatabaseConfig): Db {
  const timeoutMs = config.databaseQueryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.databasePoolSize, timeoutMs)
    : openSqlite(config.databasePath, timeoutMs);
}

/**
 * SQLite runs each query synchronously in this process: the only wait that can outlast it is for
 * a lock that another process (an import) holds, bounded by the busy timeout.
 */
export function openSqlite(path: string, timeoutMs = DEFAULT_QUERY_TIMEOUT_MS): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path, { timeout: timeoutMs });
  sqlite.pragma('journal_mode = WAL');
  return kysely(new SqliteDialect({ database: withPreparedStatements(sqlite) }));
}

/**
 * Every query is bounded: the server cancels a statement past timeoutMs, pg gives up on a server
 * that does not answer a little later, and a request waits no longer than that for a pooled
 * connection (all of them may be stuck on a hung server).
 */
function openPostgres(url: string, poolSize: number, timeoutMs: number): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: timeoutMs,
    statement_timeout: timeoutMs,
    query_timeout: timeoutMs + CLIENT_GRACE_MS,
  });
  // An idle connection that the server drops (restart, failover) is reported here; without a
  // listener it would crash the process. The pool opens a new one on the next query.
  pool.on('error', (error) => {
    console.error(`PostgreSQL dropped an idle connection: ${reasonOf(error)}`);
  });
  // One that drops while a query holds it (the server stopped) fails that query, and also emits
  // 'error' on its client, which the pool listens to only while the client is idle: unheard, it
  // would crash the process.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return kysely(new PostgresDialect({ pool }));
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
