import pg from 'pg';
import type { LogEvent } from 'kysely';

/** How long a failure of the database itself makes the health check answer 503. */
const OUTAGE_WINDOW_MS = 10_000;

/**
 * SQLite's result codes for a database that cannot serve (damaged, unreadable, full). Not BUSY:
 * a write that waited out another writer (an import) while reads go on.
 */
const SQLITE_FAILURE = /^SQLITE_(CORRUPT|NOTADB|IOERR|FULL|CANTOPEN|READONLY|PROTOCOL|NOMEM|PERM)/;
/** SQLSTATE classes of a server that cannot serve: connection, resources, operator, system, internal. */
const POSTGRES_FAILURE = new Set(['08', '53', '57', '58', 'XX']);

/**
 * What the database's own queries say about it: the last failure that means the database itself
 * is failing (not a query the caller got wrong, such as a duplicate key). Every query of the
 * process (API, studio, imports) reports here through Kysely's log.
 */
export class QueryHealth {
  private lastOutage: { at: number; error: unknown } | undefined;

  readonly log = (event: LogEvent): void => {
    if (event.level === 'error' && isDatabaseFailure(event.error)) {
      this.lastOutage = { at: Date.now(), error: event.error };
    }
  };

  /** The failure of the database seen in the last few seconds, if any. */
  recentOutage(now = Date.now()): unknown {
    const outage = this.lastOutage;
    return outage && now - outage.at < OUTAGE_WINDOW_MS ? outage.error : undefined;
  }
}

/** A connection refused or reset, a timeout, a damaged file: anything but the caller's mistake. */
export function isDatabaseFailure(error: unknown): boolean {
  if (error instanceof pg.DatabaseError)
    return POSTGRES_FAILURE.has(String(error.code).slice(0, 2));
  const code = (error as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string' && code.startsWith('SQLITE_')) return SQLITE_FAILURE.test(code);
  return true;
}
