import { readFile, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTRACT_HEADERS } from '../../src/contract/client.ts';
import type { Db } from '../../src/db/database.ts';
import { buildTestApp, type TestAppOptions } from '../helpers/api.ts';
import { watchServiceCalls } from '../helpers/service-calls.ts';

const PAGE = '/notifications/academic';
/** Asked by the college layout's loader on every render: counting it counts renders. */
const LAYOUT_CALL = 'getAdmissionSettings';

interface Site {
  app: FastifyInstance;
  db: Db;
  /** The services' calls the pages made, by name (the pages read them in process). */
  apiRequests: Map<string, number>;
}

/** The whole site over the demo database; the contract client keeps nothing, so each render asks. */
function useSite(env: Record<string, string> = {}): Site {
  const site = { apiRequests: new Map<string, number>() } as Site;
  let stop = () => undefined as void;
  beforeAll(async () => {
    const options: TestAppOptions = { pages: true, env: { API_CACHE_TTL_MS: '0', ...env } };
    Object.assign(site, await buildTestApp(options));
    stop = watchServiceCalls(({ name }) =>
      site.apiRequests.set(name, (site.apiRequests.get(name) ?? 0) + 1),
    );
    await site.app.ready();
  });
  afterAll(async () => {
    stop();
    await site.app?.close();
    await site.db?.destroy();
  });
  return site;
}

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('the page cache', () => {
  const site = useSite();

  it('renders once for fifty concurrent requests of the same page', async () => {
    const before = site.apiRequests.get(LAYOUT_CALL) ?? 0;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => get(site.app, '/events', { 'accept-encoding': 'br' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    expect((site.apiRequests.get(LAYOUT_CALL) ?? 0) - before).toBe(1);
  });

  it('never varies on Host, other cookies or User-Agent: one render serves every visitor', async () => {
    const first = await get(site.app, '/aboutus/history');
    const before = site.apiRequests.get(LAYOUT_CALL);
    const other = await get(site.app, '/aboutus/history', {
      host: 'evil.example',
      cookie: 'textsize=large',
      'user-agent': 'Googlebot/2.1',
    });
    expect(other.body).toBe(first.body);
    expect(other.body).not.toContain('evil.example');
    expect(site.apiRequests.get(LAYOUT_CALL)).toBe(before);
    // Cookie: only the display preference cookies change a page (decision 033).
    expect(other.headers.vary).toBe('Accept-Encoding, Cookie');
  });

  it('answers If-None-Match with a 304, and HEAD with the headers of GET', async () => {
    const page = await get(site.app, PAGE, { 'accept-encoding': 'gzip' });
    expect(page.headers.etag).toMatch(/^"[\w-]+-gzf?"$/);
    expect(page.headers['last-modified']).toBeTruthy();
    const again = await get(site.app, PAGE, { 'if-none-match': page.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const head = await site.app.inject({ method: 'HEAD', url: PAGE });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    expect(head.headers['cache-control']).toContain('stale-while-revalidate');
  });

  it('keeps brotli and gzip forms made once: each decodes to the same HTML, byte for byte the same every time', async () => {
    const plain = await get(site.app, PAGE);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get(site.app, PAGE, { 'accept-encoding': 'br, gzip' });
    const gz = await get(site.app, PAGE, { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
    // Asked for again, the page gets its smallest forms, made once (stored-answer.ts): from
    // then on every request gets their very bytes, not a compression of its own.
    let best = br;
    await vi.waitFor(async () => {
      best = await get(site.app, PAGE, { 'accept-encoding': 'br' });
      expect(best.headers.etag).toMatch(/^"[\w-]+-br"$/);
    });
    expect(brotliDecompressSync(best.rawPayload).equals(plain.rawPayload)).toBe(true);
    const brAgain = await get(site.app, PAGE, { 'accept-encoding': 'br' });
    expect(brAgain.rawPayload.equals(best.rawPayload)).toBe(true);
    expect(best.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  });

  it('keeps a 404 page, with its status', async () => {
    const before = site.apiRequests.get(LAYOUT_CALL) ?? 0;
    expect((await get(site.app, '/no/such/page')).statusCode).toBe(404);
    expect((await get(site.app, '/no/such/page')).statusCode).toBe(404);
    expect((site.apiRequests.get(LAYOUT_CALL) ?? 0) - before).toBe(1);
  });

  it('sends the built files as their precompressed forms, kept a year', async () => {
    const assets = resolve(import.meta.dirname, '..', '..', 'build', 'client', 'assets');
    const script = (await readdir(assets)).find((name) => /^enhance-.*\.js$/.test(name))!;
    const answer = await get(site.app, `/assets/${script}`, { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(answer.headers.vary).toLowerCase()).toBe('accept-encoding');
    expect(answer.rawPayload.equals(await readFile(join(assets, `${script}.br`)))).toBe(true);
  });
});

describe("the API's answers: made afresh by the services, kept by no cache here (decision 080)", () => {
  const site = useSite();
  const post = (payload: string) =>
    site.app.inject({
      method: 'POST',
      url: '/api/getnoticesbytypedept',
      headers: CONTRACT_HEADERS,
      payload,
    });

  it('answers the same POST body alike, however its keys are ordered, each from the database', async () => {
    const queries = vi.spyOn(site.db, 'selectFrom');
    const first = await post('{"dept_code":"TNC","type":"COLLEGE_TENDER","year":""}');
    const asked = queries.mock.calls.length;
    expect(asked).toBeGreaterThan(0);
    const second = await post('{ "year": "", "type": "COLLEGE_TENDER", "dept_code": "TNC" }');
    expect(queries.mock.calls.length).toBe(2 * asked);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    const other = await post('{"dept_code":"TNC","type":"COLLEGE_ADMIN_NOTICE","year":""}');
    expect(other.body).not.toBe(first.body);
    queries.mockRestore();
  });

  it('refuses a bad payload every time', async () => {
    expect((await post('{"type":"NOPE"}')).statusCode).toBe(400);
    expect((await post('{"type":"NOPE"}')).statusCode).toBe(400);
  });

  it('serves the content version, never kept', async () => {
    const answer = await site.app.inject({ method: 'GET', url: '/api/site/version' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ version: expect.any(String) });
    expect(answer.headers['cache-control']).toBe('no-cache');
  });
});

describe('with PAGE_CACHE=off', () => {
  const site = useSite({ PAGE_CACHE: 'off' });

  it('renders every request afresh', async () => {
    await get(site.app, '/aboutus/about');
    await get(site.app, '/aboutus/about');
    expect(site.apiRequests.get(LAYOUT_CALL)).toBe(2);
  });
});
