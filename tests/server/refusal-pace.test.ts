import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CONTRACT_HEADERS } from '../../src/contract/client.ts';
import { useSiteApp } from '../helpers/site-app.ts';

const PAUSE_MS = 400;
// One new page and one API call a minute, refusals held PAUSE_MS; TRUST_PROXY so each test
// speaks from an address of its own.
const site = useSiteApp({
  RATE_LIMIT_PER_MINUTE: '1',
  RATE_LIMIT_RENDERS_PER_MINUTE: '1',
  REFUSAL_DELAY_MS: String(PAUSE_MS),
  TRUST_PROXY: 'true',
});

const from = (address: string) => ({ ...CONTRACT_HEADERS, 'x-forwarded-for': address });

/** A request, and the milliseconds its answer took. */
async function timed(request: InjectOptions) {
  const started = performance.now();
  const answer = await site.app.inject(request);
  return { answer, ms: performance.now() - started };
}

/**
 * A client over its budget is answered after a pause (decision 064): ignoring Retry-After, it
 * gets one refusal per connection and pause. Only a lower bound is asserted: a pause is never
 * shorter than asked, whatever the machine's load.
 */
describe('refusals past a per-address limit', () => {
  it('answer a page past the budget of renders after the pause, while a kept page is served meanwhile', async () => {
    const address = '192.0.2.10';
    expect((await site.app.inject({ url: '/events', headers: from(address) })).statusCode).toBe(
      200,
    );

    let keptFirst = false;
    const refused = timed({ url: '/aboutus/history', headers: from(address) });
    const kept = site.app.inject({ url: '/events', headers: from(address) }).then((answer) => {
      keptFirst = true;
      return answer;
    });
    const { answer, ms } = await refused;
    expect(answer.statusCode).toBe(429);
    expect(answer.body).toContain('Too many new pages from your address');
    expect(ms).toBeGreaterThanOrEqual(PAUSE_MS - 1);
    // The same address's kept page did not wait for its refusal.
    expect(keptFirst).toBe(true);
    expect((await kept).statusCode).toBe(200);
  });

  it('answer an API call past the limit after the pause, with its JSON and Retry-After', async () => {
    const call = () => timed({ url: '/api/getdepartments', headers: from('192.0.2.11') });
    expect((await call()).answer.statusCode).not.toBe(429);
    const { answer, ms } = await call();
    expect(answer.statusCode).toBe(429);
    expect(answer.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(ms).toBeGreaterThanOrEqual(PAUSE_MS - 1);
  });

  it('answer redirects to the canonical address past the limit after the pause, still as redirects, and another address at once', async () => {
    // RATE_LIMIT_PER_MINUTE (1 here) is also the budget of redirects (decision 067).
    const redirect = (address: string, n: number) =>
      timed({ url: `/events?x=${n}`, headers: from(address) });
    const first = await redirect('192.0.2.12', 1);
    expect(first.answer.statusCode).toBe(301);
    expect(first.answer.headers.location).toBe('/events');

    let otherFirst = false;
    const held = redirect('192.0.2.12', 2);
    const other = redirect('192.0.2.13', 3).then((result) => {
      otherFirst = true;
      return result;
    });
    const { answer, ms } = await held;
    // Held, never refused: a crowd behind one address still gets where its link points.
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe('/events');
    expect(ms).toBeGreaterThanOrEqual(PAUSE_MS - 1);
    expect(otherFirst).toBe(true);
    expect((await other).answer.statusCode).toBe(301);
  });
});
