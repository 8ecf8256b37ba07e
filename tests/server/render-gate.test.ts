import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { createPageCache, pageServer, type PageCache } from '../../src/server/page-cache.ts';
import type { RequestHandler } from '../../src/server/page-render.ts';
import type { RenderLimits } from '../../src/server/page-admission.ts';

/**
 * Page renders that wait until the test lets them go, counted as they run: the bound on renders
 * in flight is checked by counting, not by timing.
 */
function blockingRenders() {
  let running = 0;
  let release: () => void = () => undefined;
  let gate = Promise.resolve();
  const state = {
    most: 0,
    started: 0,
    block() {
      gate = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
    handle: (async (request: Request) => {
      state.started += 1;
      running += 1;
      state.most = Math.max(state.most, running);
      await gate;
      running -= 1;
      const path = new URL(request.url).pathname;
      return new Response(`<!doctype html><html><body><main>${path}</main></body></html>`, {
        headers: { 'content-type': 'text/html' },
      });
    }) as RequestHandler,
  };
  return state;
}

/** The page server over the renders, with the limits, in an app of its own. */
async function servePages(renders: ReturnType<typeof blockingRenders>, limits: RenderLimits) {
  const cache = createPageCache({ ttlMs: 60_000, maxBytes: 1_000_000, timeZone: 'Asia/Kolkata' });
  const serve = pageServer({
    handle: renders.handle,
    getLoadContext: () => ({ api: {}, site: {} }) as AppLoadContext,
    cache,
    deadlineMs: 3000,
    limits,
  });
  const app = Fastify();
  app.get('/*', serve);
  await app.ready();
  return { app, cache };
}

describe('the bound on renders in flight', () => {
  const renders = blockingRenders();
  let app: FastifyInstance;
  let cache: PageCache;

  beforeAll(async () => {
    ({ app, cache } = await servePages(renders, { inFlight: 2, queue: 1, perMinute: 0 }));
  });
  afterAll(() => app.close());

  it('never runs more than its bound: the rest get 503 with Retry-After, a kept page its copy', async () => {
    expect((await app.inject('/kept')).statusCode).toBe(200);
    expect((await app.inject('/outdated')).statusCode).toBe(200);
    const keptBody = (await app.inject('/outdated')).body;
    // New content: /outdated is refreshed on its next request, while every place is taken.
    cache.outdate();
    renders.block();
    const startedBefore = renders.started;

    let answered = 0;
    const pages = Array.from({ length: 8 }, (_, i) =>
      app.inject(`/new-${i}`).then((answer) => {
        answered += 1;
        return answer;
      }),
    );
    // Past two places and one in the queue, the five others are refused at once.
    while (answered < 5) await new Promise((resolve) => setImmediate(resolve));
    // Asked while the two places and the queue are taken: their copies, at once.
    const kept = await app.inject('/kept');
    const outdated = await app.inject('/outdated');
    renders.release();
    const answers = await Promise.all(pages);

    expect(renders.most).toBe(2);
    // Two rendered, one waited for a place; the refresh of /outdated was refused, not run.
    expect(renders.started - startedBefore).toBe(3);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    const refused = answers.filter((a) => a.statusCode === 503);
    expect(refused).toHaveLength(5);
    for (const answer of refused) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.body).toContain('The site is busy');
    }
    expect(kept.statusCode).toBe(200);
    expect(outdated.statusCode).toBe(200);
    // Refused for load is not an outage: the copy is served as it was, without the notice.
    expect(outdated.body).toBe(keptBody);
    // Kept as it was, still out of date (not as a copy through an outage, stamped as current
    // and kept for the retry time): the next request starts its refresh.
    const rendersBefore = renders.started;
    const after = await app.inject('/outdated');
    expect(after.body).toBe(keptBody);
    for (let spins = 0; renders.started === rendersBefore && spins < 1000; spins++) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(renders.started).toBe(rendersBefore + 1);
  });
});

describe('a page not kept past the bound waits for a place (decision 122)', () => {
  const renders = blockingRenders();
  let app: FastifyInstance;
  let cache: PageCache;

  beforeAll(async () => {
    ({ app, cache } = await servePages(renders, {
      inFlight: 1,
      queue: 100,
      waitMs: 60_000,
      perMinute: 0,
    }));
  });
  afterAll(() => app.close());

  it('a crowd of new pages past the bound gets them all, one render at a time; a kept page its copy meanwhile', async () => {
    const keptBody = (await app.inject('/kept')).body;
    cache.outdate();
    renders.block();
    const startedBefore = renders.started;
    const pages = Array.from({ length: 6 }, (_, i) => app.inject(`/crowd-${i}`));
    while (renders.started === startedBefore) await new Promise((r) => setImmediate(r));
    // The place is taken and five wait: the kept page does not wait behind them.
    const kept = await app.inject('/kept');
    expect(kept.statusCode).toBe(200);
    expect(kept.body).toBe(keptBody);
    expect(renders.started - startedBefore).toBe(1);
    renders.release();
    const answers = await Promise.all(pages);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(renders.most).toBe(1);
    expect(renders.started - startedBefore).toBe(6);
  });
});
