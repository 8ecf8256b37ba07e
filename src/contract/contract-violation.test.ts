import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  ContractViolation,
  createApiClient,
  isBackendOutage,
  lastGoodStandsIn,
} from './client.ts';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const settings = { status: 1, session: '2026-27' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an answer that breaks the contract', () => {
  it('is a ContractViolation naming the call and what is wrong, field by field', async () => {
    const api = createApiClient({
      baseUrl: 'http://backend.test',
      fetch: async () => json([{ id: 'one' }, { id: 2, name: 3 }]),
    });
    const error = await api.getGroup().catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ContractViolation);
    expect(error).toMatchObject({ kind: 'contract', path: '/getgroup', status: 200 });
    const { issues } = error as ContractViolation;
    expect(issues[0]).toMatch(/^0\.id: .*expected number/);
    expect(issues.some((issue) => issue.startsWith('1.name: '))).toBe(true);
  });

  it('names at most five problems and counts the rest', () => {
    const many = Array.from({ length: 8 }, (_, i) => `${i}: wrong`);
    const violation = new ContractViolation('/x', 200, many);
    expect(violation.message).toContain('0: wrong');
    const fromZod = ContractViolation.of('/x', 200, {
      issues: many.map((_, i) => ({ path: [i], message: 'wrong' })),
    } as never);
    expect(fromZod.issues).toEqual([...many.slice(0, 5), 'and 3 more']);
  });

  it('is a violation when the answer is not JSON', async () => {
    const api = createApiClient({
      baseUrl: 'http://backend.test',
      fetch: async () => new Response('<html>proxy error page</html>'),
    });
    await expect(api.getGroup()).rejects.toMatchObject({
      name: 'ContractViolation',
      issues: ['(answer): not JSON'],
    });
  });

  it('is not an outage, though a last good answer stands in for it', () => {
    const violation = new ContractViolation('/x', 200, ['(answer): not JSON']);
    expect(isBackendOutage(violation)).toBe(false);
    expect(lastGoodStandsIn(violation)).toBe(true);
    const refusal = new ApiError('http', '/x', 404, 'Unknown');
    expect([isBackendOutage(refusal), lastGoodStandsIn(refusal)]).toEqual([false, false]);
    const noAnswer = new ApiError('network', '/x', 0, 'no answer');
    expect([isBackendOutage(noAnswer), lastGoodStandsIn(noAnswer)]).toEqual([true, true]);
  });

  it('does not open the circuit: broken answers are not counted as outages', async () => {
    const fetch = vi.fn(async () => json({ broken: true }));
    const warn = vi.fn();
    const api = createApiClient({
      baseUrl: 'http://backend.test',
      fetch,
      breaker: { failures: 2, halfOpenAfterMs: 60_000, log: { warn, info: vi.fn() } },
    });
    for (let i = 0; i < 4; i++) {
      await expect(api.getGroup()).rejects.toBeInstanceOf(ContractViolation);
    }
    // Every call still reached the backend, and nobody was told it stopped answering.
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(warn).not.toHaveBeenCalled();
  });

  it('with a cache, keeps serving the last good answer and logs the violation as an error', async () => {
    let broken = false;
    const fetch = vi.fn(async () => (broken ? json({ session: 7 }) : json(settings)));
    const log = { warn: vi.fn(), error: vi.fn() };
    const api = createApiClient({ baseUrl: 'http://backend.test', fetch, cacheTtlMs: 20, log });
    await api.getAdmissionSettings();
    broken = true;
    await sleep(40);
    expect(await api.getAdmissionSettings()).toEqual(settings); // stale while it is refreshed
    await vi.waitFor(() => expect(log.error).toHaveBeenCalled());
    expect(await api.getAdmissionSettings()).toEqual(settings);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({
        call: '/settings/admissionSettings.json',
        contractViolation: true,
        issues: expect.arrayContaining([expect.stringMatching(/^session: /)]),
      }),
      'The refresh of a kept answer failed',
    );
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('with a cache, logs an outage behind a kept answer as a warning', async () => {
    let up = true;
    const fetch = vi.fn(async () => (up ? json(settings) : new Response('down', { status: 502 })));
    const log = { warn: vi.fn(), error: vi.fn() };
    const api = createApiClient({ baseUrl: 'http://backend.test', fetch, cacheTtlMs: 20, log });
    await api.getAdmissionSettings();
    up = false;
    await sleep(40);
    await api.getAdmissionSettings();
    await vi.waitFor(() =>
      expect(log.warn).toHaveBeenCalledWith(
        { call: '/settings/admissionSettings.json', status: 502, reason: 'down' },
        'The refresh of a kept answer failed',
      ),
    );
  });
});
