import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseFailure, QueryHealth } from './query-health.ts';

const sqliteError = (code: string) => Object.assign(new Error(code), { code });
const postgresError = (code: string) =>
  Object.assign(new pg.DatabaseError('x', 1, 'error'), { code });

describe('isDatabaseFailure (the database itself fails, not the caller)', () => {
  it('counts a database that cannot serve', () => {
    for (const error of [
      sqliteError('SQLITE_CORRUPT'),
      sqliteError('SQLITE_IOERR_SHORT_READ'),
      sqliteError('SQLITE_NOTADB'),
      sqliteError('SQLITE_FULL'),
      postgresError('57014'), // statement timeout
      postgresError('57P01'), // server shut down
      postgresError('08006'),
      postgresError('XX001'), // damaged data
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      new Error('Query read timeout'),
    ]) {
      expect(isDatabaseFailure(error), String(error)).toBe(true);
    }
  });

  it("does not count a query the caller got wrong, nor a write that waited out another's lock", () => {
    for (const error of [
      sqliteError('SQLITE_CONSTRAINT_UNIQUE'),
      sqliteError('SQLITE_BUSY'),
      sqliteError('SQLITE_ERROR'),
      postgresError('23505'), // unique violation
      postgresError('42P01'), // unknown table
    ]) {
      expect(isDatabaseFailure(error), String(error)).toBe(false);
    }
  });
});

describe('QueryHealth', () => {
  it('reports an outage for ten seconds after the last failing query', () => {
    const health = new QueryHealth();
    const query = { sql: 'select 1', parameters: [], query: {} } as never;
    health.log({
      level: 'error',
      error: sqliteError('SQLITE_CONSTRAINT'),
      query,
      queryDurationMillis: 1,
    });
    expect(health.recentOutage()).toBeUndefined();
    const failure = sqliteError('SQLITE_CORRUPT');
    health.log({ level: 'error', error: failure, query, queryDurationMillis: 1 });
    expect(health.recentOutage()).toBe(failure);
    expect(health.recentOutage(Date.now() + 9_000)).toBe(failure);
    expect(health.recentOutage(Date.now() + 10_001)).toBeUndefined();
  });
});
