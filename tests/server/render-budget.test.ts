import { describe, expect, it } from 'vitest';
import { CONTRACT_HEADERS } from '../../src/contract/client.ts';
import { useSiteApp } from '../helpers/site-app.ts';

// A small budget and a small general limit to reach them; TRUST_PROXY so each test speaks from
// an address of its own.
const site = useSiteApp({
  RATE_LIMIT_PER_MINUTE: '5',
  RATE_LIMIT_RENDERS_PER_MINUTE: '3',
  TRUST_PROXY: 'true',
});

const get = (url: string, address: string) =>
  site.app.inject({ url, headers: { 'x-forwarded-for': address } });

/** Pages of the demo site; each is rendered once, by the first request that asks for it. */
const PAGES = ['/events', '/aboutus/history', '/notifications/academic', '/department/ENG'];

describe('the budget of renders per address', () => {
  it('refuses a fourth new page with a 429 page in words, while kept pages and other addresses are served', async () => {
    const statuses = [];
    for (const page of PAGES.slice(0, 3))
      statuses.push((await get(page, '198.51.100.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200]);

    const refused = await get(PAGES[3]!, '198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.body).toMatch(/<h1>Too many new pages from your address<\/h1>/);
    expect(refused.body).toMatch(/try again in \d+ seconds/);
    // The security headers of every other page.
    expect(refused.headers['content-security-policy']).toContain("default-src 'none'");
    expect(refused.headers['strict-transport-security']).toContain('max-age=');
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    expect(refused.headers['permissions-policy']).toContain('camera=()');

    // Kept pages cost nothing: the same address is served them however often it asks.
    for (let i = 0; i < 10; i++) {
      expect((await get(PAGES[i % 3]!, '198.51.100.1')).statusCode).toBe(200);
    }
    // Another address has a budget of its own; once it is rendered, the page is kept for all.
    expect((await get(PAGES[3]!, '198.51.100.2')).statusCode).toBe(200);
    expect((await get(PAGES[3]!, '198.51.100.1')).statusCode).toBe(200);
  });

  it('refuses an Assamese page in Assamese, with Assamese digits (issue 37)', async () => {
    const assamese = ['/as/events', '/as/aboutus/history', '/as/notifications/academic'];
    for (const page of assamese) expect((await get(page, '198.51.100.9')).statusCode).toBe(200);
    const refused = await get('/as/department/ENG', '198.51.100.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain('<html lang="as">');
    expect(refused.body).toMatch(/<h1>আপোনাৰ ঠিকনাৰ পৰা অতি বেছি নতুন পৃষ্ঠা বিচৰা হৈছে<\/h1>/);
    expect(refused.body).toMatch(/[০-৯]+ ছেকেণ্ড পিছত/);
    // No English word and no ASCII digit in what it says.
    const words = refused.body.replace(/<[^>]*>/g, ' ');
    expect(words).not.toMatch(/[A-Za-z0-9]/);
  });

  it('never refuses a kept page by the general limit (a campus behind one address), but still limits /api', async () => {
    expect((await get('/events', '198.51.100.3')).statusCode).toBe(200);
    const pages = [];
    for (let i = 0; i < 50; i++) pages.push((await get('/events', '198.51.100.3')).statusCode);
    expect(pages).toEqual(Array(50).fill(200));

    const api = [];
    for (let i = 0; i < 6; i++) {
      const answer = await site.app.inject({
        method: 'POST',
        url: '/api/getnoticesbytypedept',
        headers: { ...CONTRACT_HEADERS, 'x-forwarded-for': '198.51.100.3' },
        payload: { dept_code: 'TNC', type: 'COLLEGE_TENDER', year: '' },
      });
      api.push(answer);
    }
    expect(api.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 429]);
    // The API's refusal stays JSON.
    expect(api[5]!.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
  });
});
