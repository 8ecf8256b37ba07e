import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { buildTestApp } from '../helpers/api.ts';
import {
  startFailingBackend,
  type BackendMode,
  type FailingBackend,
} from '../helpers/failing-backend.ts';

const TIMEOUT_MS = 2000;
/** What a page may take beyond the timeout on a loaded machine. */
const MARGIN_MS = 2000;
const TTL_MS = 300;
const SERVED = '/notifications/academic';
/** The notice of a kept copy (the class name alone is also in the page's own CSS). */
const NOTICE = '<section class="stale-notice"';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let backendApp: FastifyInstance;
let backendDb: Db;
let backendUrl: string;

// The college's backend: the API alone over the demo database, listening on a free port.
beforeAll(async () => {
  ({ app: backendApp, db: backendDb } = await buildTestApp());
  await backendApp.listen({ port: 0, host: '127.0.0.1' });
  backendUrl = `http://127.0.0.1:${(backendApp.server.address() as AddressInfo).port}/api`;
});
afterAll(async () => {
  await backendApp?.close();
  await backendDb?.destroy();
});

/** A site-only copy reading the backend through a proxy the test can break. */
function useSiteOnlyCopy() {
  const copy = {} as {
    app: FastifyInstance;
    db: Db;
    backend: FailingBackend;
    warnings: string[];
    get(url: string): Promise<LightMyRequestResponse & { ms: number }>;
  };
  beforeAll(async () => {
    // A backend of the spec alone: no /site/version, so kept pages follow their TTL.
    copy.backend = await startFailingBackend(backendUrl, { missing: ['/site/version'] });
    Object.assign(
      copy,
      await buildTestApp({
        pages: true,
        env: {
          API_URL: copy.backend.apiUrl,
          API_TIMEOUT_MS: String(TIMEOUT_MS),
          PAGE_CACHE_TTL_MS: String(TTL_MS),
          CONTENT_VERSION_POLL_MS: '100',
          API_CACHE_TTL_MS: '0',
        },
      }),
    );
    copy.warnings = [];
    vi.spyOn(copy.app.log, 'warn').mockImplementation((message: unknown) => {
      copy.warnings.push(String(message));
    });
    await copy.app.ready();
    copy.get = async (url) => {
      const started = Date.now();
      const answer = await copy.app.inject({ method: 'GET', url });
      return Object.assign(answer, { ms: Date.now() - started });
    };
  });
  afterAll(async () => {
    await copy.app?.close();
    await copy.db?.destroy();
    await copy.backend?.stop();
  });
  return copy;
}

describe.each<BackendMode>(['hang', 'refuse', 'fail'])(
  'a site-only copy whose backend starts to %s mid-run',
  (mode) => {
    const copy = useSiteOnlyCopy();
    let original: LightMyRequestResponse;

    beforeAll(async () => {
      // Served once while the backend answers (a first render on a busy machine may be slow).
      await vi.waitFor(async () => {
        original = await copy.get(SERVED);
        expect(original.statusCode).toBe(200);
      }, 20_000);
      await copy.backend.setMode(mode);
      await sleep(TTL_MS + 50);
    });

    it('keeps serving a page served before, marked as possibly out of date, with its original dates', async () => {
      let answer = await copy.get(SERVED);
      for (let i = 0; i < 20 && !answer.body.includes(NOTICE); i++) {
        expect(answer.statusCode).toBe(200);
        expect(answer.ms).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
        await sleep(200);
        answer = await copy.get(SERVED);
      }
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('This page may be out of date.');
      expect(answer.body).toContain(original.body.slice(original.body.indexOf('<main')));
      expect(answer.headers['last-modified']).toBe(original.headers['last-modified']);
      expect(Number(answer.headers.age)).toBeGreaterThanOrEqual(0);
    });

    it('answers a page never served with a 503 in the layout, titled for what happened, in time', async () => {
      const answer = await copy.get('/departments/science');
      expect(answer.statusCode).toBe(503);
      expect(answer.ms).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
      expect(answer.headers['retry-after']).toBe('30');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.body).toContain('<title>Temporarily unavailable | Kopoubari College</title>');
      expect(answer.body).toContain('Skip to main content');
      expect(answer.body).not.toContain('Page not found');
      const department = await copy.get('/department/PHY/faculty');
      expect(department.statusCode).toBe(503);
      expect(department.body).toContain('Temporarily unavailable');
      expect(department.body).toContain('Kopoubari College');
    });

    it('serves a text page without waiting longer than the timeout', async () => {
      const answer = await copy.get('/aboutus/vision');
      expect(answer.statusCode).toBe(200);
      expect(answer.ms).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
      expect(answer.body).toContain('<h1');
    });

    it('says so in the log once for the outage, not per request', () => {
      expect(copy.warnings.filter((w) => w.includes('is not answering'))).toHaveLength(1);
    });

    it('asked the backend for the content version once: it has none, so pages follow their TTL', () => {
      expect(copy.backend.calls.get('/site/version')).toBe(1);
    });
  },
);

describe('a site-only copy whose backend comes back', () => {
  const copy = useSiteOnlyCopy();

  it('serves fresh pages again, without the notice', async () => {
    await vi.waitFor(async () => expect((await copy.get(SERVED)).statusCode).toBe(200), 20_000);
    await copy.backend.setMode('refuse');
    await vi.waitFor(async () => expect((await copy.get(SERVED)).body).toContain(NOTICE), {
      timeout: 5000,
      interval: 200,
    });
    await copy.backend.setMode('pass');
    // The breaker lets a trial call through after a few seconds; the kept copy is retried soon.
    await vi.waitFor(async () => expect((await copy.get(SERVED)).body).not.toContain(NOTICE), {
      timeout: 12_000,
      interval: 300,
    });
  });
});
