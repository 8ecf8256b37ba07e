import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import type { RenderPool } from '../../src/server/render-threads/render-pool.ts';
import { buildTestApp } from '../helpers/api.ts';

/** The notice of a page built from answers kept through an outage. */
const NOTICE = 'This page may be out of date.';
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * The whole site in process with one render thread, its API calls (which the thread's renders
 * make through the serving thread) held or failed at the test's word.
 */
function useThreadedSite(env: Record<string, string>) {
  const site = {
    app: undefined as unknown as FastifyInstance,
    db: undefined as unknown as Db,
    pool: undefined as unknown as RenderPool,
    /** API calls now waiting for release(). */
    held: 0,
    /** Every API address asked, in order. */
    asked: [] as string[],
    holding: false,
    failing: false,
    release: () => undefined as void,
  };
  let released = Promise.resolve();
  const watch = (message: unknown) => (site.pool = message as RenderPool);
  beforeAll(async () => {
    subscribe('college:render-pool', watch);
    ({ app: site.app, db: site.db } = await buildTestApp({
      pages: true,
      env: { RENDER_THREADS: '1', API_CACHE_TTL_MS: '0', CONTENT_VERSION_POLL_MS: '0', ...env },
    }));
    site.app.addHook('onRequest', async (request, reply: FastifyReply) => {
      if (!request.url.startsWith('/api/')) return;
      site.asked.push(request.url);
      if (site.failing) return reply.code(503).send({ message: 'down for the test' });
      if (!site.holding) return;
      site.held += 1;
      await released;
      site.held -= 1;
    });
    await site.app.ready();
  });
  afterAll(async () => {
    unsubscribe('college:render-pool', watch);
    await site.app?.close();
    await site.db?.destroy();
  });
  return Object.assign(site, {
    hold() {
      site.holding = true;
      released = new Promise<void>((resolve) => (site.release = resolve));
    },
    letGo() {
      site.holding = false;
      site.release();
    },
    get: (url: string) => site.app.inject({ method: 'GET', url }),
  });
}

describe('pages rendered in a render thread (RENDER_THREADS=1)', () => {
  const site = useThreadedSite({ PAGE_CACHE_TTL_MS: '60000' });

  it('renders in the thread, while the serving thread answers kept pages', async () => {
    expect(site.pool?.threads).toHaveLength(1);
    const before = site.pool.completed;
    expect((await site.get('/events')).statusCode).toBe(200);
    expect(site.pool.completed).toBe(before + 1);

    // A render held at its first API call, in its thread: a kept page is answered meanwhile.
    site.hold();
    let renderDone = false;
    const rendering = site.get('/notifications/academic').then((answer) => {
      renderDone = true;
      return answer;
    });
    while (site.held === 0) await nextTurn();
    const kept = await site.get('/events');
    expect(kept.statusCode).toBe(200);
    expect(renderDone).toBe(false);
    site.letGo();

    expect((await rendering).statusCode).toBe(200);
    expect(site.pool.completed).toBe(before + 2);
  });

  it('shares one catalogue in the thread: two searches with different words build it once', async () => {
    // Asked once per department by a build of the catalogue, and by nothing else; counted on
    // the serving thread, where every call of the thread's catalogue arrives.
    const catalogueCalls = () =>
      site.asked.filter((url) => url.startsWith('/api/site/faculty')).length;
    expect((await site.get('/search?q=physics')).statusCode).toBe(200);
    const firstBuild = catalogueCalls();
    expect(firstBuild).toBeGreaterThan(0);
    expect((await site.get('/search?q=library')).statusCode).toBe(200);
    expect((await site.get('/sitemap.xml')).statusCode).toBe(200);
    expect(catalogueCalls()).toBe(firstBuild);
  });

  it('answers 503 for a render whose thread dies, replaces the thread, and renders the next', async () => {
    site.hold();
    const rendering = site.get('/departments/science');
    while (site.held === 0) await nextTurn();
    const [thread] = site.pool.threads;
    await thread!.terminate();
    const answer = await rendering;
    site.letGo();
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBeDefined();
    expect(answer.headers['cache-control']).toBe('no-store');

    // The pool starts another thread; the next render is made in it.
    const completed = site.pool.completed;
    expect((await site.get('/departments/science')).statusCode).toBe(200);
    expect(site.pool.completed).toBe(completed + 1);
    expect(site.pool.threads).toHaveLength(1);
    expect(site.pool.threads[0]).not.toBe(thread);
  });
});

describe('an outage met by a render thread', () => {
  const site = useThreadedSite({ PAGE_CACHE_TTL_MS: '200' });

  it('gives 503 for a page never kept, and the last good copy of one kept', async () => {
    const good = await site.get('/notifications/academic');
    expect(good.statusCode).toBe(200);
    site.failing = true;
    try {
      const completed = site.pool.completed;
      const never = await site.get('/departments/arts');
      // The thread's loader met the outage as an outage (isOutage), as it would here: the page
      // in the layout says so, with Retry-After, and nothing is kept.
      expect(never.statusCode).toBe(503);
      expect(never.body).toContain('<title>Temporarily unavailable');
      expect(never.headers['retry-after']).toBe('30');
      expect(site.pool.completed).toBe(completed + 1);
      // Past its time to live, the kept page is served through the outage, marked.
      await vi.waitFor(
        async () => {
          const kept = await site.get('/notifications/academic');
          expect(kept.statusCode).toBe(200);
          expect(kept.body).toContain(NOTICE);
        },
        { timeout: 10_000, interval: 100 },
      );
    } finally {
      site.failing = false;
    }
  });
});

describe('answers kept by the serving thread, read by a render thread', () => {
  // The page cache off: the contract client keeps its last good answers itself (stale-if-error).
  const site = useThreadedSite({ PAGE_CACHE_TTL_MS: '0', API_CACHE_TTL_MS: '100' });

  it('mark the render made from them as possibly out of date', async () => {
    const fresh = await site.get('/notifications/academic');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body).not.toContain(NOTICE);
    site.failing = true;
    try {
      await vi.waitFor(
        async () => {
          const kept = await site.get('/notifications/academic');
          expect(kept.statusCode).toBe(200);
          expect(kept.body).toContain(NOTICE);
        },
        { timeout: 10_000, interval: 150 },
      );
    } finally {
      site.failing = false;
    }
  });
});
