import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testConfig } from '../helpers/test-config.ts';
import { exportContent } from '../../src/content/export.ts';
import { importContent } from '../../src/content/import.ts';
import { migrateToLatest, openDatabase, type Db } from '../../src/db/database.ts';
import { buildServer } from '../../src/server/app.ts';
import { PAGE_TYPES } from '../browser/page-types.ts';
import { editAsTheStudio, type StudioEdits } from '../helpers/studio-edits.ts';
import { TEST_IMAGE_CACHE_DIR, TEST_TODAY } from '../helpers/today.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

interface Site {
  app: FastifyInstance;
  db: Db;
}

let work: string;
let demo: Site;
let restored: Site;
let edits: StudioEdits;

async function site(env: Record<string, string>): Promise<Site> {
  const config = testConfig({
    TODAY: TEST_TODAY,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '0',
    RATE_LIMIT_FILES_PER_MINUTE: '0',
    RATE_LIMIT_RENDERS_PER_MINUTE: '0',
    ...env,
  });
  const db = await openDatabase(config);
  const app = await buildServer({ config, db, buildDir: join(ROOT, 'build') });
  await app.ready();
  return { app, db };
}

/**
 * The demo site after the studio's edits (rows whose ids no longer follow the folder's order),
 * and a site over a new database filled from its export.
 */
beforeAll(async () => {
  const fixture = inject('fixture');
  work = await mkdtemp(join(tmpdir(), 'college-round-trip-'));
  const folder = join(work, 'exported');
  const edited = join(work, 'edited.sqlite');
  await copyFile(fixture.database.databasePath, edited);
  demo = await site({ DATABASE_PATH: edited, UPLOADS_DIR: fixture.uploadsDir });
  edits = await editAsTheStudio(demo.db);
  const exported = await exportContent({
    db: demo.db,
    uploadsDir: fixture.uploadsDir,
    dir: folder,
    today: TEST_TODAY,
  });
  expect(exported.problems).toEqual([]);

  const env = {
    DATABASE_PATH: join(work, 'restored.sqlite'),
    UPLOADS_DIR: join(work, 'uploads'),
    CONTENT_DIR: folder,
  };
  const db = await openDatabase(testConfig(env));
  await migrateToLatest(db);
  const imported = await importContent({
    dir: folder,
    db,
    uploadsDir: env.UPLOADS_DIR,
    imageCacheDir: TEST_IMAGE_CACHE_DIR,
    today: TEST_TODAY,
  });
  await db.destroy();
  expect(imported.ok).toBe(true);
  restored = await site(env);
}, 180_000);
afterAll(async () => {
  for (const one of [demo, restored]) {
    await one?.app.close();
    await one?.db.destroy();
  }
  await rm(work, { recursive: true, force: true });
});

/** Each import names its own uploads version folder; nothing else may differ. */
const withoutVersion = (body: string) => body.replace(/v-\d{8}T\d{6}Z-[0-9a-f]{6}/g, 'v-…');

async function page(one: Site, url: string) {
  const response = await one.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: withoutVersion(response.body) };
}

/** The studio's notice, events and lists, and the address of the notice it unpublished. */
function studioPages() {
  return [
    { name: 'studio notice', path: edits.notice.page },
    { name: 'studio event', path: edits.event.page },
    { name: 'studio event calendar', path: edits.event.calendar },
    { name: 'studio department event', path: edits.departmentEvent.page },
    { name: 'department events', path: '/department/PHY/events' },
    { name: 'notices feed', path: '/feeds/notifications/academic.xml' },
    { name: 'events feed', path: '/feeds/events.xml' },
    { name: 'department feed', path: '/feeds/department/PHY.xml' },
    { name: 'not-found', path: edits.removed.page },
  ];
}

/** A notice and an event with a photograph, by their item addresses. */
async function itemPages(db: Db) {
  const notice = await db
    .selectFrom('notices')
    .select(['id', 'date'])
    .where('type', '=', 'COLLEGE_ACADEMIC_NOTICE')
    .orderBy('date', 'desc')
    .executeTakeFirstOrThrow();
  const event = await db
    .selectFrom('notices')
    .select(['id', 'date'])
    .where('type', '=', 'COLLEGE_EVENT')
    .where('photo', 'is not', null)
    .orderBy('date', 'desc')
    .executeTakeFirstOrThrow();
  return [
    {
      name: 'notice item',
      path: `/notifications/academic/${notice.date.slice(0, 4)}/${notice.id}`,
    },
    { name: 'event', path: `/events/${event.date.slice(0, 4)}/${event.id}` },
  ];
}

describe('export, then import into an empty database', { timeout: 120_000 }, () => {
  it('gives the same public pages and feeds, the studio ids kept', async () => {
    const pages = [
      ...PAGE_TYPES,
      ...(await itemPages(demo.db)),
      ...studioPages(),
      { name: 'notice feed', path: '/feeds/notifications/tender.xml' },
    ];
    for (const { name, path } of pages) {
      const [before, after] = [await page(demo, path), await page(restored, path)];
      expect(after.status, `${name} ${path}`).toBe(before.status);
      expect(after.body, `${name} ${path}`).toBe(before.body);
      if (name !== 'not-found') expect(before.status, `${name} ${path}`).toBe(200);
    }
    // The studio's items are on their own pages and in the lists, at the same addresses.
    expect((await page(restored, edits.notice.page)).body).toContain(
      'Revised examination schedule',
    );
    expect((await page(restored, edits.departmentEvent.page)).body).toContain('Physics quiz');
    expect((await page(restored, '/events')).body).toContain(`href="${edits.event.page}"`);
    expect((await page(restored, edits.removed.page)).status).toBe(404);
  });

  it('gives the same sitemap', async () => {
    // The catalogue collects lists in parallel, so the order of its entries varies by run.
    const entries = async (one: Site) =>
      (await page(one, '/sitemap.xml')).body.split('<url>').slice(1).sort();
    const [before, after] = [await entries(demo), await entries(restored)];
    expect(before.length).toBeGreaterThan(500);
    expect(after).toEqual(before);
  });

  it('serves the same attachment files, photographs and their phone-sized versions', async () => {
    const hero = await page(demo, '/');
    const addresses = [
      ...new Set(
        [...hero.body.matchAll(/(?:src|href)="(\/uploads\/[^"?#]+)"/g)].map((match) => match[1]!),
      ),
    ];
    expect(addresses.length).toBeGreaterThan(3);
    for (const url of addresses) {
      const [before, after] = await Promise.all([
        demo.app.inject({ method: 'GET', url }),
        restored.app.inject({ method: 'GET', url }),
      ]);
      expect(after.statusCode, url).toBe(200);
      expect(after.rawPayload.equals(before.rawPayload), url).toBe(true);
    }
  });
});
