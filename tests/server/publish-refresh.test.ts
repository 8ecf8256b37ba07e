import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { buildTestApp } from '../helpers/api.ts';
import { useDemoCopy } from '../helpers/demo-copy.ts';
import { watchServiceCalls } from '../helpers/service-calls.ts';
import { publishNotice } from '../helpers/publish-notice.ts';
import { TEST_TODAY } from '../helpers/today.ts';

const LIST = '/notifications/academic';
/** A visitor with display preferences: their own copy of each page is kept apart (decision 033). */
const LARGE_TEXT = { cookie: 'text_size=large' };

interface Site {
  app: FastifyInstance;
  db: Db;
  /**
   * Holds every call of the services (a render's data) from now until the returned function is
   * called: what answers meanwhile was answered without a render.
   */
  holdApi(): () => void;
  /** How many calls of the services have been held so far. */
  heldCalls: number;
  /** Resolves when the site has seen a new content version. */
  newContent(): Promise<void>;
}

/**
 * The whole site over the copy, with its own caches. Pages and the contract client's answers
 * stay fresh for an hour: only the content version may renew them.
 */
async function siteOver(path: string): Promise<Site> {
  const { app, db } = await buildTestApp({
    pages: true,
    env: {
      DATABASE_PATH: path,
      CONTENT_VERSION_POLL_MS: '100',
      PAGE_CACHE_TTL_MS: '3600000',
      API_CACHE_TTL_MS: '3600000',
      API_TIMEOUT_MS: '5000',
    },
  });
  let held: Promise<void> | undefined;
  const site = { app, db, heldCalls: 0 } as Site;
  site.holdApi = () => {
    let release!: () => void;
    held = new Promise((resolve) => (release = resolve));
    return () => {
      held = undefined;
      release();
    };
  };
  const stop = watchServiceCalls((call) => {
    if (!held) return;
    site.heldCalls += 1;
    call.wait = held;
  });
  app.addHook('onClose', async () => stop());
  const info = vi.spyOn(app.log, 'info');
  site.newContent = async () => {
    const seen = info.mock.calls.length;
    await vi.waitFor(
      () =>
        expect(
          info.mock.calls.slice(seen).some(([message]) => String(message).includes('New content')),
        ).toBe(true),
      { timeout: 2000, interval: 20 },
    );
  };
  await app.ready();
  return site;
}

const get = (site: Site, url: string, headers: Record<string, string> = {}) =>
  site.app.inject({ method: 'GET', url, headers });

/** Waits for the page to show the text, asking every 100 ms, for at most 5 s after `since`. */
async function waitToShow(
  site: Site,
  url: string,
  text: string,
  since: number,
  headers: Record<string, string> = {},
) {
  await vi.waitFor(async () => expect((await get(site, url, headers)).body).toContain(text), {
    timeout: Math.max(0, since + 5000 - Date.now()),
    interval: 100,
  });
}

describe('a publish while the site serves kept pages', () => {
  const copy = useDemoCopy();
  let site: Site;
  beforeAll(async () => {
    site = await siteOver(copy.path);
  });
  afterAll(async () => {
    await site?.app.close();
    await site?.db.destroy();
  });

  it('serves the kept page at once, refreshes it in the background, and renders new pages fresh', async () => {
    const title = 'Results of the 6th Semester examinations (published today)';
    const home = await get(site, '/');
    expect(home.statusCode).toBe(200);
    expect(home.body).not.toContain(title);
    expect((await get(site, LIST)).body).not.toContain(title);
    const ownHome = await get(site, '/', LARGE_TEXT);
    expect(ownHome.body).not.toBe(home.body);

    // Every render waits from now on until the test lets its data go: none can finish.
    const release = site.holdApi();
    const noticed = site.newContent();
    const id = await publishNotice(site.db, title);
    const published = Date.now();
    await noticed;

    // (a) The next request of the home page gets the old page at once: while no render can end
    // (one waiting for a render would never be answered here, and the test would time out).
    const during = await get(site, '/');
    expect(during.statusCode).toBe(200);
    expect(during.body).toBe(home.body);
    // So does a visitor with display preferences, from their own copy of it.
    const ownDuring = await get(site, '/', LARGE_TEXT);
    expect(ownDuring.body).toBe(ownHome.body);

    // (c) A page never kept before waits for its render, and shows the new content.
    const heldBefore = site.heldCalls;
    let answered = false;
    const noticePage = get(site, `${LIST}/${TEST_TODAY.slice(0, 4)}/${id}`).then((answer) => {
      answered = true;
      return answer;
    });
    await vi.waitFor(() => expect(site.heldCalls).toBeGreaterThan(heldBefore), {
      timeout: 5000,
      interval: 5,
    });
    expect(answered).toBe(false);
    release();
    expect((await noticePage).statusCode).toBe(200);
    expect((await noticePage).body).toContain(title);

    // (b) Within 5 s of the publish, the kept pages show the new notice.
    await waitToShow(site, '/', title, published);
    await waitToShow(site, LIST, title, published);
    await waitToShow(site, '/', title, published, LARGE_TEXT);
    expect(Date.now() - published).toBeLessThan(5000);
  }, 30_000);
});

describe('a publish with two copies of the site over one database', () => {
  const copy = useDemoCopy();
  const sites: Site[] = [];
  beforeAll(async () => {
    sites.push(await siteOver(copy.path), await siteOver(copy.path));
  });
  afterAll(async () => {
    for (const site of sites) {
      await site.app.close();
      await site.db.destroy();
    }
  });

  it('reaches both copies within 5 s', async () => {
    const title = 'Admission to the 3rd Semester: the merit list (published today)';
    for (const site of sites) expect((await get(site, '/')).body).not.toContain(title);
    await publishNotice(sites[0]!.db, title);
    const published = Date.now();
    await Promise.all(sites.map((site) => waitToShow(site, '/', title, published)));
    expect(Date.now() - published).toBeLessThan(5000);
  }, 30_000);
});
