import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import type { RenderPool } from '../../src/server/render-threads/render-pool.ts';
import { ApiError } from '../../src/contract/client.ts';
import { buildTestApp } from '../helpers/api.ts';
import { startFailingBackend, type FailingBackend } from '../helpers/failing-backend.ts';
import { watchServiceCalls } from '../helpers/service-calls.ts';

/** The notice of a page built from answers kept through an outage. */
const NOTICE = 'This page may be out of date.';
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * The whole site in process with one render thread, the calls of the services its renders make
 * (told to the serving thread while it watches them: watched-calls.ts) held or failed at the
 * test's word.
 */
function useThreadedSite(env: Record<string, string> | (() => Record<string, string>)) {
  const site = {
    app: undefined as unknown as FastifyInstance,
    db: undefined as unknown as Db,
    pool: undefined as unknown as RenderPool,
    /** API calls now waiting for release(). */
    held: 0,
    /** Every call of the services asked, in order. */
    asked: [] as string[],
    holding: false,
    failing: false,
    release: () => undefined as void,
  };
  let released = Promise.resolve();
  let stopWatching = () => undefined as void;
  const watch = (message: unknown) => (site.pool = message as RenderPool);
  beforeAll(async () => {
    subscribe('college:render-pool', watch);
    ({ app: site.app, db: site.db } = await buildTestApp({
      pages: true,
      env: {
        RENDER_THREADS: '1',
        API_CACHE_TTL_MS: '0',
        CONTENT_VERSION_POLL_MS: '0',
        ...(typeof env === 'function' ? env() : env),
      },
    }));
    stopWatching = watchServiceCalls((call) => {
      site.asked.push(call.name);
      if (site.failing) {
        call.wait = Promise.reject(new ApiError('http', call.name, 503, 'down for the test'));
        return;
      }
      if (!site.holding) return;
      site.held += 1;
      call.wait = released.then(() => void (site.held -= 1));
    });
    await site.app.ready();
  });
  afterAll(async () => {
    unsubscribe('college:render-pool', watch);
    stopWatching();
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
    // the serving thread, to which the thread tells every call while the test watches.
    const catalogueCalls = () => site.asked.filter((name) => name === 'getSiteFaculty').length;
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

describe("answers kept by a render thread's own contract client", () => {
  // A site-only copy (API_URL) with the page cache off: its contract client keeps its last good
  // answers itself (stale-if-error). A copy reading the services in process keeps none.
  let backend: { app: FastifyInstance; db: Db };
  let proxy: FailingBackend;
  beforeAll(async () => {
    backend = await buildTestApp();
    await backend.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (backend.app.server.address() as AddressInfo).port;
    proxy = await startFailingBackend(`http://127.0.0.1:${port}/api`, {
      missing: ['/site/version'],
    });
  });
  afterAll(async () => {
    await proxy?.stop();
    await backend?.app.close();
    await backend?.db.destroy();
  });
  const site = useThreadedSite(() => ({
    API_URL: proxy.apiUrl,
    PAGE_CACHE_TTL_MS: '0',
    API_CACHE_TTL_MS: '100',
  }));

  it('mark the render made from them as possibly out of date', async () => {
    const fresh = await site.get('/notifications/academic');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body).not.toContain(NOTICE);
    await proxy.setMode('fail');
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
      await proxy.setMode('pass');
    }
  });
});
