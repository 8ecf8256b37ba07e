import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseConfig } from '../../src/db/database.ts';
import type { DatabaseName } from './databases.ts';

export interface TestDatabase {
  config: DatabaseConfig;
  /** Removes the database (and, for SQLite, its folder); close every connection first. */
  drop(): Promise<void>;
}

/**
 * A new, empty database of the named kind: a SQLite file in a temporary folder, or a database
 * created for this run on TEST_POSTGRES_URL's server (dropped by drop()).
 */
export async function createTestDatabase(kind: DatabaseName, label: string): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const dir = await mkdtemp(join(tmpdir(), `college-${label}-`));
    return {
      config: { databasePath: join(dir, 'college.sqlite'), databasePoolSize: 1 },
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const server = process.env.TEST_POSTGRES_URL;
  if (!server) throw new Error('TEST_POSTGRES_URL is not set');
  const name = `college_test_${label}_${process.pid}_${randomBytes(4).toString('hex')}`;
  // An ICU en-US database, as a production one would likely be: the schema must not depend on
  // the locale (text sorts by bytes there as in SQLite).
  await onServer(
    server,
    `create database "${name}" template template0 encoding 'UTF8'
       locale_provider icu icu_locale 'en-US' locale 'C.UTF-8'`,
  );
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    config: { databasePath: '', databaseUrl: url.href, databasePoolSize: 4 },
    drop: () => onServer(server, `drop database if exists "${name}" with (force)`),
  };
}

async function onServer(server: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
