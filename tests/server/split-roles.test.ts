import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { buildTestApp } from '../helpers/api.ts';
import { startFailingBackend, type FailingBackend } from '../helpers/failing-backend.ts';

const SERVED = '/notifications/academic';
/** The notice of a kept copy (the class name alone is also in the page's own CSS). */
const NOTICE = '<section class="stale-notice"';
const LIMIT = 5;

interface Copy {
  app: FastifyInstance;
  db: Db;
}
const copies: Copy[] = [];
afterAll(async () => {
  for (const { app, db } of copies.reverse()) {
    await app.close();
    await db.destroy();
  }
});

/** An API copy (SERVE=api) on a real socket, counting the statuses it answers. */
async function startApiTier(env: Record<string, string>) {
  const copy = await buildTestApp({
    env: { SERVE: 'api', RATE_LIMIT_PER_MINUTE: String(LIMIT), ...env },
  });
  copies.push(copy);
  const statuses: number[] = [];
  copy.app.addHook('onResponse', async (_request, reply) => {
    statuses.push(reply.statusCode);
  });
  await copy.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = copy.app.server.address() as AddressInfo;
  return { app: copy.app, statuses, apiUrl: `http://127.0.0.1:${port}/api` };
}

/** A site-only copy (SERVE=site) reading `apiUrl`; its own limit is off, visitors are the test. */
async function startSiteCopy(apiUrl: string, env: Record<string, string> = {}) {
  const copy = await buildTestApp({
    pages: true,
    env: {
      SERVE: 'site',
      API_URL: apiUrl,
      RATE_LIMIT_PER_MINUTE: '0',
      API_CACHE_TTL_MS: '0',
      CONTENT_VERSION_POLL_MS: '3600000',
      // Generous: a first render on a busy machine must not be taken for an outage.
      API_TIMEOUT_MS: '10000',
      ...env,
    },
  });
  copies.push(copy);
  await copy.app.ready();
  return (url: string) => copy.app.inject({ method: 'GET', url });
}

describe('an API tier and the site copies that read it', () => {
  it("does not count a trusted site copy's calls: its pages are all rendered", async () => {
    const api = await startApiTier({ TRUSTED_SITE_ADDRESSES: '127.0.0.1' });
    // Rendered afresh each time, so every page makes its calls to the API tier.
    const get = await startSiteCopy(api.apiUrl, { PAGE_CACHE: 'off' });
    const pages: LightMyRequestResponse[] = [];
    for (let i = 0; i < 2 * LIMIT; i++) pages.push(await get(SERVED));
    expect(
      pages.map((page) => page.statusCode),
      pages.find((page) => page.statusCode !== 200)?.body.slice(0, 300),
    ).toEqual(Array(2 * LIMIT).fill(200));
    expect(pages.every((page) => !page.body.includes(NOTICE))).toBe(true);
    expect(api.statuses.length).toBeGreaterThan(2 * LIMIT);
    expect(api.statuses).not.toContain(429);
  });

  it("counts an untrusted copy's calls: past the limit its pages are 503 with Retry-After, never 500", async () => {
    const api = await startApiTier({});
    const get = await startSiteCopy(api.apiUrl, { PAGE_CACHE: 'off' });
    const statuses: number[] = [];
    for (let i = 0; i < 2 * LIMIT; i++) {
      const page = await get(SERVED);
      statuses.push(page.statusCode);
      if (page.statusCode === 503) expect(page.headers['retry-after']).toBe('30');
    }
    expect(api.statuses).toContain(429);
    expect(statuses).toContain(503);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
  });

  it('counts a visitor who writes a trusted address in X-Forwarded-For (TRUST_PROXY off)', async () => {
    const api = await startApiTier({ TRUSTED_SITE_ADDRESSES: '10.0.0.21' });
    const call = (remoteAddress: string, headers: Record<string, string> = {}) =>
      api.app.inject({ url: '/api/getgroup', remoteAddress, headers }).then((a) => a.statusCode);
    const forged: number[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      forged.push(await call('203.0.113.9', { 'x-forwarded-for': '10.0.0.21' }));
    }
    expect(forged.at(-1)).toBe(429);
    const trusted: number[] = [];
    for (let i = 0; i <= 2 * LIMIT; i++) trusted.push(await call('10.0.0.21'));
    expect(trusted).not.toContain(429);
  });
});

describe.each([{ status: 429, retryAfter: '20' }, { status: 500 }, { status: 502 }])(
  'a site-only copy whose backend answers $status',
  (failWith) => {
    let backend: FailingBackend;
    let get: (url: string) => Promise<LightMyRequestResponse>;
    let original: LightMyRequestResponse;
    const statuses: number[] = [];
    const visit = async (url: string) => {
      const answer = await get(url);
      statuses.push(answer.statusCode);
      return answer;
    };

    beforeAll(async () => {
      // The college's backend: the API alone over the demo database, behind a stub that can fail.
      const api = await startApiTier({ RATE_LIMIT_PER_MINUTE: '0' });
      backend = await startFailingBackend(api.apiUrl, { missing: ['/site/version'] });
      get = await startSiteCopy(backend.apiUrl, { PAGE_CACHE_TTL_MS: '200' });
      await vi.waitFor(async () => {
        original = await get(SERVED);
        expect(original.statusCode).toBe(200);
      }, 20_000);
      await backend.setMode('fail', failWith);
    });
    afterAll(() => backend?.stop());

    it('serves a page served before from its last good copy, with the notice (200)', async () => {
      await vi.waitFor(async () => expect((await visit(SERVED)).body).toContain(NOTICE), {
        timeout: 10_000,
        interval: 100,
      });
      const answer = await visit(SERVED);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain(original.body.slice(original.body.indexOf('<main')));
      expect(answer.headers['last-modified']).toBe(original.headers['last-modified']);
    });

    it('answers a page never served with a 503 and Retry-After', async () => {
      const answer = await visit('/departments/science');
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('30');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.body).toContain('Temporarily unavailable');
    });

    it('builds a text page from the kept texts with the notice, and does not keep it as current', async () => {
      const first = await visit('/aboutus/vision');
      expect(first.statusCode).toBe(200);
      expect(first.body).toContain(NOTICE);
      expect(first.body).toContain('<h1');
      // Not a stored answer (those say their Age), and the next visit is not served it as fresh.
      expect(first.headers.age).toBeUndefined();
      const again = await visit('/aboutus/vision');
      expect(again.body).toContain(NOTICE);
      expect(again.headers.age).toBeUndefined();
    });

    it('never answered a page with a 500', () => {
      expect(statuses.length).toBeGreaterThan(3);
      expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    });
  },
);
