import { execFile } from 'node:child_process';
import { chmod, copyFile, mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { testConfig } from '../helpers/test-config.ts';
import { migrateToLatest, openDatabase, openSqlite, type Db } from '../../src/db/database.ts';
import { buildServer } from '../../src/server/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

/** The acceptance bound of issue 23: a failing database shows in /healthz within 5 s. */
const WITHIN_MS = 5000;

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function serve(db: Db, env: Record<string, string>): Promise<FastifyInstance> {
  const config = testConfig({
    LOG_LEVEL: 'silent',
    CONTENT_VERSION_POLL_MS: '0',
    ...env,
  });
  const app = await buildServer({ config, db });
  cleanups.push(() => app.close());
  return app;
}

/** GET /healthz: its status, and how long it took to say so. */
async function health(app: FastifyInstance) {
  const started = Date.now();
  const response = await app.inject('/healthz');
  return {
    status: response.statusCode,
    message: response.json<{ message?: string }>().message,
    ms: Date.now() - started,
  };
}

describe('/healthz over a damaged SQLite database', () => {
  /** The server over its own copy of the demo database. */
  async function demoCopy() {
    const dir = await mkdtemp(join(tmpdir(), 'college-health-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const path = join(dir, 'college.sqlite');
    await copyFile(inject('fixture').database.databasePath, path);
    const db = openSqlite(path);
    cleanups.push(() => db.destroy());
    const app = await serve(db, { DATABASE_PATH: path, UPLOADS_DIR: inject('fixture').uploadsDir });
    return { path, app };
  }

  /**
   * Overwrites the pages of a table and its indexes in the file, as a failing disk would. The
   * server's connection keeps pages it read in memory while the database is unchanged, so another
   * connection then writes (the file's user version): the server reads the pages afresh.
   */
  async function damage(path: string, table: string) {
    const side = new SQLite(path);
    side.pragma('wal_checkpoint(TRUNCATE)');
    const pageSize = side.pragma('page_size', { simple: true }) as number;
    const roots = side
      .prepare('select rootpage from sqlite_master where tbl_name = ? and rootpage > 0')
      .pluck()
      .all(table) as number[];
    side.close();
    expect(roots.length).toBeGreaterThan(0);
    const file = await open(path, 'r+');
    for (const root of roots) {
      await file.write(Buffer.alloc(pageSize, 0xff), 0, pageSize, (root - 1) * pageSize);
    }
    await file.close();
    const writer = new SQLite(path);
    writer.pragma('user_version = 23');
    writer.close();
  }

  it('answers 503 when the table it reads is damaged', async () => {
    const { path, app } = await demoCopy();
    expect((await health(app)).status).toBe(200);
    await damage(path, 'settings');
    const after = await health(app);
    expect(after).toMatchObject({ status: 503, message: 'The database does not answer.' });
    expect(after.ms).toBeLessThan(WITHIN_MS);
  });

  it("answers 503 while the API's queries fail on a damaged table that it does not read itself", async () => {
    const { path, app } = await demoCopy();
    expect((await health(app)).status).toBe(200);
    await damage(path, 'departments');
    expect((await app.inject('/api/getdepartments')).statusCode).toBe(500);
    expect(await health(app)).toMatchObject({
      status: 503,
      message: "The database's queries are failing.",
    });
  });
});

const postgres = testDatabases().includes('postgres') ? ['postgres'] : [];

describe.each(postgres)('/healthz over %s that stops or hangs', () => {
  const QUERY_TIMEOUT_MS = 1000;
  let database: TestDatabase;

  /** The server over a fresh, migrated database, reached through a proxy the test controls. */
  async function behindProxy(): Promise<{ app: FastifyInstance; proxy: TcpProxy; db: Db }> {
    database = await createTestDatabase('postgres', 'health');
    cleanups.push(() => database.drop());
    const direct = new URL(database.config.databaseUrl!);
    const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port) });
    const proxied = new URL(direct);
    proxied.host = `127.0.0.1:${proxy.port}`;
    const settings = {
      ...database.config,
      databaseUrl: proxied.href,
      databaseQueryTimeoutMs: QUERY_TIMEOUT_MS,
    };
    const db = await openDatabase(settings);
    // The proxy goes first: a pool cannot end its connections over a hung one.
    cleanups.push(() => db.destroy());
    cleanups.push(() => proxy.stop());
    await migrateToLatest(db);
    const app = await serve(db, {
      DATABASE_URL: proxied.href,
      DB_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
    });
    return { app, proxy, db };
  }

  it('answers 503 within 5 s when every connection to PostgreSQL is cut and new ones refused', async () => {
    const { app, proxy } = await behindProxy();
    expect((await health(app)).status).toBe(200);
    await proxy.stop();
    const after = await health(app);
    expect(after.status).toBe(503);
    expect(after.ms).toBeLessThan(WITHIN_MS);
  });

  it('answers 503 within 5 s when a real PostgreSQL server is stopped (pg_ctl stop -m fast)', async () => {
    // A cluster of its own (scripts/pg-throwaway.sh), since the suite's server must go on.
    const dir = await mkdtemp(join(tmpdir(), 'college-health-pg-'));
    // As root the script runs PostgreSQL as `postgres`, which must reach the folder.
    await chmod(dir, 0o755);
    const script = resolve(import.meta.dirname, '..', '..', 'scripts', 'pg-throwaway.sh');
    const throwaway = (action: 'start' | 'stop') =>
      promisify(execFile)(script, [action, join(dir, 'cluster')]).then(({ stdout }) => stdout);
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const url = (await throwaway('start')).trim();
    cleanups.push(() => throwaway('stop'));
    const settings = { databasePath: '', databaseUrl: url, databasePoolSize: 4 };
    const db = await openDatabase({ ...settings, databaseQueryTimeoutMs: QUERY_TIMEOUT_MS });
    cleanups.push(() => db.destroy());
    await migrateToLatest(db);
    const app = await serve(db, {
      DATABASE_URL: url,
      DB_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
    });
    // Connections open and idle in the pool when the server goes.
    await Promise.all(Array.from({ length: 4 }, () => sql`select pg_sleep(0.05)`.execute(db)));
    expect((await health(app)).status).toBe(200);

    await throwaway('stop');
    const after = await health(app);
    expect(after.status).toBe(503);
    expect(after.ms).toBeLessThan(WITHIN_MS);
  });

  it('fails the queries of a transaction whose connection drops, and the process goes on', async () => {
    const { app, proxy, db } = await behindProxy();
    const transaction = db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      // The connection is checked out and idle when it drops: pg reports that on the client.
      await proxy.stop();
      await new Promise((resolve) => setTimeout(resolve, 200));
      await sql`select 1`.execute(trx);
    });
    await expect(transaction).rejects.toThrow();
    expect((await health(app)).status).toBe(503);
  });

  it('answers 503 within 5 s when PostgreSQL hangs, and the API fails its queries instead of waiting', async () => {
    const { app, proxy, db } = await behindProxy();
    expect((await health(app)).status).toBe(200);
    // Every connection of the pool open and idle, as on a busy site: no new one is needed.
    await Promise.all(Array.from({ length: 4 }, () => sql`select pg_sleep(0.05)`.execute(db)));
    proxy.hang();
    const after = await health(app);
    expect(after).toMatchObject({ status: 503, message: 'The database does not answer in time.' });
    expect(after.ms).toBeLessThan(WITHIN_MS);

    // Without timeouts these would wait for as long as the server hangs (minutes).
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => app.inject('/api/getdepartments')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(500));
    expect(Date.now() - started).toBeLessThan(QUERY_TIMEOUT_MS * 10);
  });
});
