import { describe, expect, it, vi } from 'vitest';
import { calls } from './calls.ts';
import { ApiError, CONTRACT_HEADERS, createApiClient } from './client.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const settings = { status: 1, session: '2026-27' };

describe('the contract client', () => {
  it('sends the fixed headers and the payload to the exact path', async () => {
    const fetch = vi.fn(async () => json([]));
    const api = createApiClient({ baseUrl: 'http://backend.test/api/', fetch });
    await api.getNoticesByTypeDeptV1({ type: 'COLLEGE_TENDER' });
    await api.getGroup();
    expect(fetch).toHaveBeenNthCalledWith(
      1,
      'http://backend.test/api/getnoticesbytypedeptv1',
      expect.objectContaining({
        method: 'POST',
        headers: CONTRACT_HEADERS,
        body: '{"type":"COLLEGE_TENDER"}',
      }),
    );
    expect(fetch).toHaveBeenNthCalledWith(
      2,
      'http://backend.test/api/getgroup',
      expect.objectContaining({ method: 'GET', headers: CONTRACT_HEADERS, body: undefined }),
    );
    expect(CONTRACT_HEADERS).toEqual({ unit: 'website', 'Content-Type': 'application/json' });
  });

  it('parses answers with the contract, filling defaults', async () => {
    const api = createApiClient({
      baseUrl: 'http://backend.test',
      fetch: async () =>
        json([{ id: 1, title: 'Exam form', date_no: 3, month: 'Jan', year: 2026 }]),
    });
    const [notice] = await api.getNoticesByTypeDept({
      dept_code: 'TNC',
      type: 'COLLEGE_DOWNLOADS',
      year: '',
    });
    expect(notice).toMatchObject({
      title: 'Exam form',
      description: '',
      diff: false,
      upload_info: [],
    });
  });

  it('accepts 0 from the profile calls', async () => {
    const api = createApiClient({ baseUrl: 'http://backend.test', fetch: async () => json(0) });
    await expect(api.getMyProfileData({ id: 999 })).resolves.toBe(0);
  });

  it('raises a typed error with the answer text on a non-OK answer', async () => {
    const api = createApiClient({
      baseUrl: 'http://backend.test',
      fetch: async () => new Response('Unknown dept_code', { status: 404 }),
    });
    const error = await api.getDeptData({ dept_code: 'XYZ' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 404,
      path: '/getdeptdata',
      message: 'Unknown dept_code',
    });
  });

  it('with a cache, still raises the typed error of a refused call that has no stale answer', async () => {
    const api = createApiClient({
      baseUrl: 'http://backend.test',
      fetch: async () => new Response('Unknown committee_code', { status: 404 }),
      cacheTtlMs: 1000,
    });
    await expect(api.getCommitteeByCode({ committee_code: 'NOPE' })).rejects.toMatchObject({
      kind: 'http',
      status: 404,
      message: 'Unknown committee_code',
    });
  });

  it('with a cache, forgets a kept answer once the backend refuses the call', async () => {
    let status = 200;
    const fetch = vi.fn(async () =>
      status === 200 ? json(settings) : new Response('Gone', { status }),
    );
    const api = createApiClient({ baseUrl: 'http://backend.test', fetch, cacheTtlMs: 20 });
    expect(await api.getAdmissionSettings()).toEqual(settings);
    status = 404;
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The stale answer is served while the refresh runs; the refusal then removes it.
    expect(await api.getAdmissionSettings()).toEqual(settings);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(api.getAdmissionSettings()).rejects.toMatchObject({ kind: 'http', status: 404 });
  });

  it('does not keep file contents in the cache', async () => {
    const fetch = vi.fn(async () =>
      json({ data: 'JVBERi0=', mime: 'application/pdf', type: 'cv', ext: 'pdf' }),
    );
    const api = createApiClient({ baseUrl: 'http://backend.test', fetch, cacheTtlMs: 1000 });
    await api.getFileData({ type: 'cv', path: 'a.pdf' });
    await api.getFileData({ type: 'cv', path: 'a.pdf' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('raises a contract error when an answer has the wrong shape', async () => {
    const api = createApiClient({
      baseUrl: 'http://backend.test',
      fetch: async () => json({ nope: true }),
    });
    await expect(api.getAdmissionSettings()).rejects.toMatchObject({
      kind: 'contract',
      path: calls.getAdmissionSettings.path,
    });
  });

  it('raises a network error when there is no answer', async () => {
    const api = createApiClient({
      baseUrl: 'http://backend.test',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(api.getGroup()).rejects.toMatchObject({ kind: 'network', status: 0 });
  });

  it('with a cache, reuses a fresh answer and serves the last good one when the backend fails', async () => {
    let up = true;
    const fetch = vi.fn(async () => {
      if (!up) throw new TypeError('fetch failed');
      return json(settings);
    });
    const api = createApiClient({ baseUrl: 'http://backend.test', fetch, cacheTtlMs: 20 });
    expect(await api.getAdmissionSettings()).toEqual(settings);
    expect(await api.getAdmissionSettings()).toEqual(settings);
    expect(fetch).toHaveBeenCalledTimes(1);
    up = false;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await api.getAdmissionSettings()).toEqual(settings);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(await api.getAdmissionSettings()).toEqual(settings);
  });

  it('opens its circuit breaker after outages in a row: calls then fail at once', async () => {
    let up = false;
    const fetch = vi.fn(async () => {
      if (!up) throw new TypeError('fetch failed');
      return json(settings);
    });
    const log = { warn: vi.fn(), info: vi.fn() };
    const api = createApiClient({
      baseUrl: 'http://backend.test',
      fetch,
      breaker: { failures: 3, halfOpenAfterMs: 50, log },
    });
    for (let i = 0; i < 3; i++) await api.getAdmissionSettings().catch(() => null);
    expect(fetch).toHaveBeenCalledTimes(3);
    await expect(api.getAdmissionSettings()).rejects.toMatchObject({ kind: 'network', status: 0 });
    await expect(api.getGroup()).rejects.toThrow(/circuit open/);
    expect(fetch).toHaveBeenCalledTimes(3);
    // One warning for the outage, however many calls it refused; a failed trial adds none.
    await new Promise((resolve) => setTimeout(resolve, 60));
    await api.getAdmissionSettings().catch(() => null);
    expect(log.warn).toHaveBeenCalledTimes(1);
    up = true;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await api.getAdmissionSettings()).toEqual(settings);
    expect(log.info).toHaveBeenCalledTimes(1);
  });

  it('does not count refusals (4xx) as outages', async () => {
    const fetch = vi.fn(async () => new Response('Unknown', { status: 404 }));
    const api = createApiClient({
      baseUrl: 'http://backend.test',
      fetch,
      breaker: { failures: 2 },
    });
    for (let i = 0; i < 4; i++) await api.getDeptData({ dept_code: 'X' }).catch(() => null);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('keeps answers under a generation: a new one asks the backend again', async () => {
    const fetch = vi.fn(async () => json(settings));
    let generation = 'a';
    const api = createApiClient({
      baseUrl: 'http://backend.test',
      fetch,
      cacheTtlMs: 60_000,
      generation: () => generation,
    });
    await api.getAdmissionSettings();
    await api.getAdmissionSettings();
    generation = 'b';
    await api.getAdmissionSettings();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
