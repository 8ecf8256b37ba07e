import { resolve } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { openDatabase, type Db } from '../../src/db/database.ts';
import { allCalls, type CallName, type ResponseOf } from '../../src/contract/calls.ts';
import { CONTRACT_HEADERS } from '../../src/contract/client.ts';
import { buildServer, type ServerOptions } from '../../src/server/app.ts';
import { testConfig } from './test-config.ts';
import { TEST_TODAY } from './today.ts';

export interface TestApi {
  app: FastifyInstance;
  db: Db;
  uploadsDir: string;
  /** Sends a call of the contract with its method, path and headers. */
  call(name: CallName, payload?: unknown): Promise<LightMyRequestResponse>;
  /** Sends a call and parses a 200 answer with the contract; fails the test otherwise. */
  answer<K extends CallName>(name: K, payload?: unknown): Promise<ResponseOf<K>>;
}

export interface TestAppOptions {
  today?: string;
  /** Further settings (PAGE_CACHE_TTL_MS, API_URL, …). */
  env?: Record<string, string>;
  /** Serve the pages too, from the React Router build (the 'server' test project builds it). */
  pages?: boolean;
  /** Where the log goes (with LOG_LEVEL in `env`), e.g. a stream the test reads. */
  logStream?: ServerOptions['logStream'];
}

/**
 * The app (API and uploads; pages when asked) over the shared demo database of this project's
 * database kind (SQLite or PostgreSQL, see vitest.config.ts); not yet ready.
 */
export async function buildTestApp(
  options: TestAppOptions = {},
): Promise<{ app: FastifyInstance; db: Db }> {
  const { database, uploadsDir } = inject('fixture');
  const config = testConfig({
    DATABASE_PATH: database.databasePath,
    DATABASE_URL: database.databaseUrl,
    UPLOADS_DIR: uploadsDir,
    TODAY: options.today ?? TEST_TODAY,
    LOG_LEVEL: 'silent',
    // Every inject() comes from one address: its renders are not counted unless a test asks.
    RATE_LIMIT_RENDERS_PER_MINUTE: '0',
    // Refusals at once: the pause before them has tests of its own (refusal-pace).
    REFUSAL_DELAY_MS: '0',
    ...options.env,
  });
  const db = await openDatabase(config);
  const buildDir = options.pages ? resolve(import.meta.dirname, '..', '..', 'build') : undefined;
  return { app: await buildServer({ config, db, buildDir, logStream: options.logStream }), db };
}

/** The API over the shared demo database, built before the file's tests and closed after. */
export function useApi(options: { today?: string } = {}): TestApi {
  const api = { uploadsDir: inject('fixture').uploadsDir } as TestApi;
  beforeAll(async () => {
    Object.assign(api, await buildTestApp(options));
    await api.app.ready();
  });
  afterAll(async () => {
    await api.app?.close();
    await api.db?.destroy();
  });
  api.call = (name, payload) => {
    const call = allCalls[name];
    return api.app.inject({
      method: call.method,
      url: `/api${call.path}`,
      headers: CONTRACT_HEADERS,
      ...(call.method === 'POST' ? { payload: JSON.stringify(payload ?? {}) } : {}),
    });
  };
  api.answer = async (name, payload) => {
    const response = await api.call(name, payload);
    if (response.statusCode !== 200) {
      throw new Error(`${allCalls[name].path} answered ${response.statusCode}: ${response.body}`);
    }
    return allCalls[name].response.parse(response.json()) as ResponseOf<typeof name>;
  };
  return api;
}
