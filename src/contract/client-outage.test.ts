import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, isBackendOutage, retryAfterMs } from './client.ts';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const settings = { status: 1, session: '2026-27' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a busy or failing backend (an API tier behind its rate limit)', () => {
  it('counts 429 and every 5xx as an outage, and no other 4xx', () => {
    const http = (status: number) => new ApiError('http', '/x', status, '');
    expect([429, 500, 502, 503, 504].map((status) => isBackendOutage(http(status)))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([400, 404, 413].map((status) => isBackendOutage(http(status)))).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('keeps its last good answer through a 429 instead of forgetting it as a refusal', async () => {
    let busy = false;
    const fetch = vi.fn(async () =>
      busy ? new Response('slow down', { status: 429 }) : json(settings),
    );
    const api = createApiClient({ baseUrl: 'http://backend.test', fetch, cacheTtlMs: 20 });
    await api.getAdmissionSettings();
    busy = true;
    await sleep(40);
    // Served stale while its refresh meets the 429; the refresh leaves it in place.
    expect(await api.getAdmissionSettings()).toEqual(settings);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await sleep(10); // the refresh's failure is settled
    expect(await api.getAdmissionSettings()).toEqual(settings);
  });

  it("opens its circuit on 429s and waits for the backend's Retry-After before trying again", async () => {
    const fetch = vi.fn(
      async () => new Response('slow down', { status: 429, headers: { 'retry-after': '30' } }),
    );
    const api = createApiClient({
      baseUrl: 'http://backend.test',
      fetch,
      breaker: { failures: 2, halfOpenAfterMs: 10 },
    });
    for (let i = 0; i < 2; i++) await api.getGroup().catch(() => null);
    await sleep(50);
    // Its own wait (10 ms) is over, the backend's (30 s) is not: no trial call yet.
    await expect(api.getGroup()).rejects.toThrow(/circuit open/);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('tries again after its own wait when the backend named none', async () => {
    const fetch = vi.fn(async () => new Response('down', { status: 502 }));
    const api = createApiClient({
      baseUrl: 'http://backend.test',
      fetch,
      breaker: { failures: 2, halfOpenAfterMs: 10 },
    });
    for (let i = 0; i < 2; i++) await api.getGroup().catch(() => null);
    await sleep(50);
    await api.getGroup().catch(() => null);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('reads Retry-After as seconds or a date, within a minute', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('30', now)).toBe(30_000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:10 GMT', now)).toBe(10_000);
    expect(retryAfterMs('86400', now)).toBe(60_000);
    expect([null, '', 'soon', '0', '-5'].map((value) => retryAfterMs(value, now))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('answers kept past their freshness', () => {
  it('are told once their refresh has failed, with when they were fetched', async () => {
    let up = true;
    const fetch = vi.fn(async () => (up ? json(settings) : new Response('down', { status: 500 })));
    const onKeptAnswer = vi.fn();
    const api = createApiClient({
      baseUrl: 'http://backend.test',
      fetch,
      cacheTtlMs: 20,
      onKeptAnswer,
    });
    const fetchedBefore = Date.now();
    await api.getAdmissionSettings();
    const fetchedBy = Date.now();
    up = false;
    await sleep(40);
    await api.getAdmissionSettings(); // stale while revalidating: the refresh has not failed yet
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await sleep(0);
    expect(await api.getAdmissionSettings()).toEqual(settings);
    expect(onKeptAnswer).toHaveBeenCalled();
    const [savedAt] = onKeptAnswer.mock.lastCall as [number];
    expect(savedAt).toBeGreaterThanOrEqual(fetchedBefore);
    expect(savedAt).toBeLessThanOrEqual(fetchedBy);
  });

  it('are not told while the backend answers: a stale answer refreshed in time is current', async () => {
    const fetch = vi.fn(async () => json(settings));
    const onKeptAnswer = vi.fn();
    const api = createApiClient({
      baseUrl: 'http://backend.test',
      fetch,
      cacheTtlMs: 20,
      onKeptAnswer,
    });
    for (let i = 0; i < 3; i++) {
      await api.getAdmissionSettings();
      await sleep(30);
    }
    expect(fetch.mock.calls.length).toBeGreaterThan(1);
    expect(onKeptAnswer).not.toHaveBeenCalled();
  });
});
