import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { loadConfig } from '../../src/config/config.ts';
import { openSqlite, type Db } from '../../src/db/database.ts';
import { buildServer } from '../../src/server/app.ts';
import { DEMO_CONTENT_DIR, TEST_TODAY } from './today.ts';
import { renderThreadsEnv } from './render-threads-env.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

export interface SiteApp {
  app: FastifyInstance;
  db: Db;
}

/**
 * The whole site (pages through the React Router build, /api, /uploads) over the shared demo
 * database, for app.inject(); built before the file's tests and closed after. The build is made
 * by the global setup. Rate limits and the render budget are off unless `env` sets them.
 */
export function useSiteApp(env: Record<string, string> = {}): SiteApp {
  const site = {} as SiteApp;
  beforeAll(async () => {
    const fixture = inject('fixture');
    const config = loadConfig({
      DATABASE_PATH: fixture.database.databasePath,
      UPLOADS_DIR: fixture.uploadsDir,
      CONTENT_DIR: resolve(ROOT, DEMO_CONTENT_DIR),
      TODAY: TEST_TODAY,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_FILES_PER_MINUTE: '0',
      RATE_LIMIT_RENDERS_PER_MINUTE: '0',
      ...renderThreadsEnv(),
      ...env,
    });
    site.db = openSqlite(config.databasePath);
    site.app = await buildServer({ config, db: site.db, buildDir: resolve(ROOT, 'build') });
    await site.app.ready();
  });
  afterAll(async () => {
    await site.app?.close();
    await site.db?.destroy();
  });
  return site;
}
