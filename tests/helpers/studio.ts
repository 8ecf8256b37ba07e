import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Config } from '../../src/config/config.ts';
import { openDatabase, type Db } from '../../src/db/database.ts';
import { buildServer } from '../../src/server/app.ts';
import type { PreviewRenderer } from '../../src/studio/context.ts';
import { publicPreview } from '../../src/studio/server/public-preview.ts';
import { sitePageRenderer } from '../../src/server/site-page-renderer.ts';
import { buildStudio } from '../../src/studio/server/studio-app.ts';
import { testConfig } from './test-config.ts';
import { TEST_TODAY } from './today.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

export interface TestStudio {
  /** The studio app (not listening: inject()). */
  studio: FastifyInstance;
  /** The public site over the same database (pages, API, uploads). */
  site: FastifyInstance;
  db: Db;
  config: Config;
  /** The public site's renderer over a draft's rows, as the studio's previews use it. */
  preview: PreviewRenderer;
}

/**
 * A copy of this project's demo database (SQLite: the file; PostgreSQL: a database made from it
 * as a template), so a test file may write to it; its own, dropped after.
 */
async function cloneDemo(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const { database } = inject('fixture');
  if (!database.databaseUrl) {
    const dir = await mkdtemp(join(tmpdir(), 'college-studio-'));
    const path = join(dir, 'college.sqlite');
    await copyFile(database.databasePath, path);
    return { env: { DATABASE_PATH: path }, drop: () => rm(dir, { recursive: true, force: true }) };
  }
  const source = new URL(database.databaseUrl);
  const name = `college_studio_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new URL(source);
  admin.pathname = '/postgres';
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin.href });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database "${name}" template "${source.pathname.slice(1)}"`);
  const url = new URL(source);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.href },
    drop: () => run(`drop database if exists "${name}" with (force)`),
  };
}

export interface UseStudioOptions {
  env?: Record<string, string>;
  /**
   * False for a file that never reads the public site (its pages, /api, a preview): the site
   * then does not follow new content, so each publish does not rebuild its search catalogue and
   * sitemap over the whole demo, work no test of the file looks at (a third of the permission
   * matrix's CPU on PostgreSQL). A test that read the site after a publish would see its old
   * pages and fail, not pass by chance.
   */
  readsPublicSite?: boolean;
}

/**
 * The studio and the public site over a database of their own, copied from the demo fixture,
 * built before the file's tests and closed after. The site serves pages too (the build is made
 * by the project's global setup), so a test can see what a publish did.
 */
export function useStudio(options: UseStudioOptions = {}): TestStudio {
  const handle = {} as TestStudio & {
    drop?: () => Promise<void>;
  };
  beforeAll(async () => {
    const clone = await cloneDemo();
    handle.drop = clone.drop;
    const config = testConfig({
      ...clone.env,
      UPLOADS_DIR: inject('fixture').uploadsDir,
      TODAY: TEST_TODAY,
      LOG_LEVEL: 'silent',
      CONTENT_VERSION_POLL_MS: options.readsPublicSite === false ? '0' : '100',
      STUDIO_ORIGIN: 'http://localhost:3001',
      // The tests read many pages from one address: the budget of renders has tests of its own.
      RATE_LIMIT_RENDERS_PER_MINUTE: '0',
      ...options.env,
    });
    const db = await openDatabase(config);
    const buildDir = join(ROOT, 'build');
    handle.config = config;
    handle.db = db;
    handle.site = await buildServer({ config, db, buildDir });
    const renderSitePage = await sitePageRenderer({ config, siteBuildDir: buildDir });
    if (!renderSitePage) throw new Error('the site is not built (npm run build)');
    handle.studio = await buildStudio({
      config,
      db,
      buildDir: join(buildDir, 'studio'),
      siteBuildDir: buildDir,
      renderSitePage,
    });
    handle.preview = publicPreview({ config, db, renderSitePage, log: handle.site.log }).render;
    await Promise.all([handle.site.ready(), handle.studio.ready()]);
  }, 120_000);
  afterAll(async () => {
    await handle.studio?.close();
    await handle.site?.close();
    await handle.db?.destroy();
    await handle.drop?.();
  });
  return handle;
}

/** The studio's own origin in tests (STUDIO_ORIGIN above): a write must name it. */
export const STUDIO_TEST_ORIGIN = 'http://localhost:3001';
