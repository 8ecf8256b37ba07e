import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from '../contract/client.ts';
import { tolerate } from '../lib/failure-log.ts';
import { guardApi } from './guarded-api.ts';

/** The render's log, as renderPage gives it (bound to the page). */
const pageLog = () => ({ warn: vi.fn(), error: vi.fn() });

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** What a loader would see thrown. */
const thrown = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('the API of one page render', () => {
  it('passes answers and refusals (4xx) through, and is not degraded by them', async () => {
    const api = createApiClient({
      baseUrl: 'http://backend.test',
      fetch: async (url) =>
        String(url).endsWith('/getgroup') ? json([]) : new Response('Unknown', { status: 404 }),
    });
    const guard = guardApi(api, 1000, pageLog());
    expect(await guard.api.getGroup()).toEqual([]);
    await expect(guard.api.getDeptData({ dept_code: 'NOPE' })).rejects.toBeInstanceOf(ApiError);
    guard.done();
    expect(guard.degraded).toBe(false);
  });

  it('turns an outage into a 503 route error and marks the render degraded', async () => {
    const api = createApiClient({
      baseUrl: 'http://backend.test',
      fetch: async () => new Response('down', { status: 502 }),
    });
    const guard = guardApi(api, 1000, pageLog());
    const error = await thrown(guard.api.getGroup());
    guard.done();
    expect(error).toMatchObject({ type: 'DataWithResponseInit', init: { status: 503 } });
    expect(isRouteErrorResponse(error)).toBe(false); // React Router makes it one when thrown
    expect(guard.degraded).toBe(true);
  });

  it("guards the render's other sources (the college's identity) the same way", async () => {
    const api = createApiClient({
      baseUrl: 'http://backend.test',
      fetch: async () => new Response('busy', { status: 429 }),
    });
    const guard = guardApi(api, 1000, pageLog());
    const site = guard.guard({ college: () => api.getSiteCollege() });
    const error = await thrown(site.college());
    guard.done();
    expect(error).toMatchObject({ type: 'DataWithResponseInit', init: { status: 503 } });
    expect(guard.degraded).toBe(true);
  });

  it('shares one deadline among all the calls of a render', async () => {
    const api = createApiClient({
      baseUrl: 'http://backend.test',
      fetch: (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
      timeoutMs: 10_000,
    });
    const log = pageLog();
    const guard = guardApi(api, 100, log);
    const started = Date.now();
    await thrown(guard.api.getGroup());
    await thrown(guard.api.getDepartments());
    guard.done();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(guard.degraded).toBe(true);
    expect(log.warn).toHaveBeenCalledWith(
      { call: '/getgroup', reason: 'no answer within 100 ms' },
      'A call failed',
    );
  });

  it('logs an outage with its call and reason, once, however the loader takes it', async () => {
    const api = createApiClient({
      baseUrl: 'http://backend.test',
      fetch: async () => new Response('down', { status: 502 }),
    });
    const log = pageLog();
    const guard = guardApi(api, 1000, log);
    // A loader that tolerates the failure does not log it again.
    expect(await tolerate(guard.api.getGroup(), [], log, 'the groups')).toEqual([]);
    guard.done();
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(
      { call: '/getgroup', status: 502, reason: 'down' },
      'A call failed',
    );
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs an answer that breaks the contract as an error, and keeps the last good page', async () => {
    const api = createApiClient({
      baseUrl: 'http://backend.test',
      fetch: async () => json({ not: 'a list' }),
    });
    const log = pageLog();
    const guard = guardApi(api, 1000, log);
    const error = await thrown(guard.api.getGroup());
    guard.done();
    // Served as for an outage: the page cache keeps its last good copy instead.
    expect(error).toMatchObject({ type: 'DataWithResponseInit', init: { status: 503 } });
    expect(guard.degraded).toBe(true);
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({
        call: '/getgroup',
        contractViolation: true,
        issues: ['(answer): Invalid input: expected array, received object'],
      }),
      'A call failed',
    );
  });

  it('leaves a refusal (4xx) to the loader, which logs it when it tolerates it', async () => {
    const api = createApiClient({
      baseUrl: 'http://backend.test',
      fetch: async () => new Response('Unknown department', { status: 404 }),
    });
    const log = pageLog();
    const guard = guardApi(api, 1000, log);
    const list = await tolerate(guard.api.getDeptData({ dept_code: 'NOPE' }), null, log, 'x');
    guard.done();
    expect(list).toBeNull();
    expect(guard.degraded).toBe(false);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(
      { without: 'x', call: '/getdeptdata', status: 404, reason: 'Unknown department' },
      'Went without x',
    );
  });
});
