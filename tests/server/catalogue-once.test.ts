import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { buildTestApp } from '../helpers/api.ts';
import { watchServiceCalls } from '../helpers/service-calls.ts';
import { publishNotice } from '../helpers/publish-notice.ts';

/** Asked once per department by a build of the catalogue, and by nothing else. */
const CATALOGUE_CALL = 'getSiteFaculty';

describe('the search and sitemap catalogue', () => {
  let dir = '';
  let app: FastifyInstance;
  let db: Db;
  let builds = 0;
  let catalogueCalls = 0;
  let departments = 0;
  let stop = () => undefined as void;

  beforeAll(async () => {
    // A copy of the demo database, so that a new content version here disturbs no other test.
    dir = await mkdtemp(join(tmpdir(), 'college-catalogue-'));
    const path = join(dir, 'college.sqlite');
    await copyFile(inject('fixture').database.databasePath, path);
    ({ app, db } = await buildTestApp({
      pages: true,
      env: {
        DATABASE_PATH: path,
        CONTENT_VERSION_POLL_MS: '100',
        API_CACHE_TTL_MS: '0',
        RATE_LIMIT_PER_MINUTE: '0',
      },
    }));
    stop = watchServiceCalls(({ name }) => {
      if (name === CATALOGUE_CALL) catalogueCalls += 1;
    });
    await app.ready();
    departments = (
      JSON.parse(
        (
          await app.inject({
            method: 'GET',
            url: '/api/getdepartments',
            headers: { unit: 'website' },
          })
        ).body,
      ) as unknown[]
    ).length;
  });
  afterAll(async () => {
    stop();
    await app?.close();
    await db?.destroy();
    await rm(dir, { recursive: true, force: true });
  });
  const buildsSoFar = () => {
    builds = catalogueCalls / departments;
    return builds;
  };
  const get = (url: string) => app.inject({ method: 'GET', url });

  it('is built once for every search and the sitemap, whichever words are asked', async () => {
    expect(departments).toBeGreaterThan(0);
    for (const word of ['physics', 'admission', 'library', 'zzzz-nothing']) {
      expect((await get(`/search?q=${word}`)).statusCode).toBe(200);
    }
    expect((await get('/sitemap.xml')).statusCode).toBe(200);
    expect((await get('/sitemap')).statusCode).toBe(200);
    expect(buildsSoFar()).toBe(1);
  });

  it('is built again after new content, and finds it', async () => {
    const title = 'Quokkaberry scholarship results';
    await publishNotice(db, title);
    // The old catalogue answers while the new one is built in the background.
    await vi.waitFor(
      async () => expect((await get('/search?q=quokkaberry')).body).toContain('Quokkaberry'),
      // A rebuild reads every notice PDF's text: seconds on a busy machine.
      { timeout: 15_000, interval: 100 },
    );
    expect(buildsSoFar()).toBe(2);
    for (const word of ['chemistry', 'quokkaberry+results']) await get(`/search?q=${word}`);
    expect(buildsSoFar()).toBe(2);
  });
});
