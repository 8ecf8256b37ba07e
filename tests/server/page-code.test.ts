import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useSiteApp } from '../helpers/site-app.ts';
import { PAGE_TYPES } from '../browser/page-types.ts';

const site = useSiteApp();

const { script } = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '..', '..', 'build', 'enhance.json'), 'utf8'),
) as { script: string };

/** What a page asks the browser to run or fetch as code: script and modulepreload addresses. */
const codeOf = (html: string) => [
  ...[...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]),
  ...[...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)].map((m) => m[0]),
];

/** The stylesheets a page makes the browser fetch. */
const stylesheetsOf = (html: string) =>
  [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);

// Decision 030: React renders on the server only; a page's one script is the enhancements.
// Decision 031: a page's own CSS is written into it. Decision 033: so are a visitor's preferences.
describe('the code a page sends to the browser', () => {
  it.each(PAGE_TYPES)(
    '$name ($path): the enhancement module and its own CSS, and nothing else',
    async ({ path }) => {
      const response = await site.app.inject({ method: 'GET', url: path });
      expect([200, 404]).toContain(response.statusCode);
      expect(codeOf(response.body)).toEqual([script]);
      expect(response.body).toContain(`<script type="module" src="${script}">`);
      // No framework hand-over: React Router's context and route modules stay on the server.
      expect(response.body).not.toMatch(/__reactRouter|entry\.client|data-discover/);
      expect(stylesheetsOf(response.body)).toEqual([]);
      expect(response.body).toMatch(/<style>[^<]*\.site-footer[^<]*<\/style>/);
    },
  );

  it('is small, fingerprinted and cached for a year, as brotli', async () => {
    expect(script).toMatch(/^\/assets\/enhance-[A-Z0-9]{8}\.js$/);
    const response = await site.app.inject({
      method: 'GET',
      url: script,
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The budget of the whole page is 130 KB of JavaScript; this is all of it.
    expect(response.rawPayload.length).toBeLessThan(8 * 1024);
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('data-enhance');
  });
});
