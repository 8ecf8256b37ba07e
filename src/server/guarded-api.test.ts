import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from '../contract/client.ts';
import { guardApi } from './guarded-api.ts';

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
    const guard = guardApi(api, 1000);
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
    const guard = guardApi(api, 1000);
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
    const guard = guardApi(api, 1000);
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
    const guard = guardApi(api, 100);
    const started = Date.now();
    await thrown(guard.api.getGroup());
    await thrown(guard.api.getDepartments());
    guard.done();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(guard.degraded).toBe(true);
  });
});
