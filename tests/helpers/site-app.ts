import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { testConfig } from './test-config.ts';
import { openSqlite, type Db } from '../../src/db/database.ts';
import { buildServer } from '../../src/server/app.ts';
import { createDemoFixture, type Fixture } from './fixture.ts';
import { DEMO_CONTENT_DIR, SMALL_CONTENT_DIR, TEST_TODAY } from './today.ts';

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
    await openSite(site, fixture.database.databasePath, fixture.uploadsDir, DEMO_CONTENT_DIR, env);
  });
  afterAll(() => closeSite(site));
  return site;
}

/**
 * The whole site over the shared demo database, as useSiteApp builds it, opened at once and never
 * closed: for a site that lives as long as the worker (useSitePages), whose end closes it.
 */
export async function openDemoSite(env: Record<string, string> = {}): Promise<SiteApp> {
  const site = {} as SiteApp;
  const fixture = inject('fixture');
  await openSite(site, fixture.database.databasePath, fixture.uploadsDir, DEMO_CONTENT_DIR, env);
  return site;
}

/**
 * The whole site, as useSiteApp, over an edited copy of the tests' small content (the demo's
 * college cut to two departments, SMALL_CONTENT_DIR) imported into a database of its own (in this
 * process, no second server): for the tests of one file that need content the demo does not
 * have. Put every edit the file needs into one copy: an import takes seconds.
 */
export function useEditedSiteApp(
  editContent: (contentDir: string) => Promise<void>,
  env: Record<string, string> = {},
): SiteApp {
  const site = {} as SiteApp;
  let dir = '';
  let fixture: Fixture | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'college-edited-'));
    const contentDir = join(dir, 'content');
    await cp(resolve(ROOT, SMALL_CONTENT_DIR), contentDir, { recursive: true });
    await editContent(contentDir);
    fixture = await createDemoFixture('sqlite', TEST_TODAY, contentDir);
    await openSite(site, fixture.database.databasePath, fixture.uploadsDir, contentDir, env);
  }, 180_000);
  afterAll(async () => {
    await closeSite(site);
    await fixture?.remove();
    await rm(dir, { recursive: true, force: true });
  });
  return site;
}

/** Builds the site over a database, an uploads folder and a content folder, into `site`. */
async function openSite(
  site: SiteApp,
  databasePath: string,
  uploadsDir: string,
  contentDir: string,
  env: Record<string, string>,
) {
  const config = testConfig({
    DATABASE_PATH: databasePath,
    UPLOADS_DIR: uploadsDir,
    CONTENT_DIR: resolve(ROOT, contentDir),
    TODAY: TEST_TODAY,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '0',
    RATE_LIMIT_FILES_PER_MINUTE: '0',
    RATE_LIMIT_RENDERS_PER_MINUTE: '0',
    // Refusals at once: the pause before them has tests of its own (refusal-pace).
    REFUSAL_DELAY_MS: '0',
    ...env,
  });
  site.db = openSqlite(config.databasePath);
  site.app = await buildServer({ config, db: site.db, buildDir: resolve(ROOT, 'build') });
  await site.app.ready();
}

async function closeSite(site: SiteApp) {
  await site.app?.close();
  await site.db?.destroy();
}
