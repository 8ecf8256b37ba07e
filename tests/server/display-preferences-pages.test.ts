import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useSiteApp } from '../helpers/site-app.ts';

/**
 * Decision 033: a page is rendered the same for everyone and fetches no stylesheet; a visitor
 * with display preferences gets it with their styles written into its head, private to them.
 */
const site = useSiteApp();
const get = (url: string, headers: Record<string, string> = {}) =>
  site.app.inject({ method: 'GET', url, headers });

const OWN_STYLE = /<style data-preferences="">([^<]*)<\/style>/;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('pages and the display preferences', () => {
  it('a visitor without preferences gets the page everyone gets, which a proxy may keep', async () => {
    const plain = await get('/events');
    expect(plain.statusCode).toBe(200);
    expect(plain.body).not.toMatch(OWN_STYLE);
    expect(plain.body).not.toContain('preferences.css');
    expect(plain.headers['cache-control']).toMatch(/^public, /);
    // Browsers and caches that keep a page must ask again once a preference cookie is there.
    expect(String(plain.headers.vary)).toMatch(/Cookie/);
    for (const cookie of ['text_size=normal; contrast=normal', 'text_size=huge', 'other=1']) {
      const same = await get('/events', { cookie });
      expect(same.body, cookie).toBe(plain.body);
      expect(same.headers.etag, cookie).toBe(plain.headers.etag);
    }
  });

  it('a visitor with preferences gets the same page with their styles, private to them', async () => {
    const path = '/department/PHY/faculty/single?id=151';
    const plain = await get(path);
    const theirs = await get(path, { cookie: 'text_size=large; contrast=high' });
    expect(theirs.statusCode).toBe(200);
    const css = OWN_STYLE.exec(theirs.body)?.[1] ?? '';
    expect(css).toContain(':root { font-size: 125%; }');
    expect(css).toContain('background-color: #000 !important');
    expect(css).toContain('[data-pref="text-large"]::after { content: "" / " (selected)"; }');
    // The style is the last thing in the head, so that it wins; nothing else differs.
    expect(theirs.body).toMatch(/<\/style><\/head>/);
    expect(theirs.body.replace(OWN_STYLE, '')).toBe(plain.body);
    expect(theirs.headers['cache-control']).toBe('private, no-cache');
    expect(String(theirs.headers.vary)).toMatch(/Cookie/);
    // The page's policy allows this style, as it allows the site's own.
    const policy = String(theirs.headers['content-security-policy']);
    expect(policy).toContain(sha256(css));
    expect(String(plain.headers['content-security-policy'])).not.toContain(sha256(css));
  });

  it('each choice has its styles, kept as one copy that answers 304 when unchanged', async () => {
    const small = await get('/events', { cookie: 'text_size=small' });
    expect(OWN_STYLE.exec(small.body)?.[1]).toContain(':root { font-size: 87.5%; }');
    expect(small.body).not.toContain('#000 !important');
    const high = await get('/events', { cookie: 'contrast=high' });
    expect(OWN_STYLE.exec(high.body)?.[1]).not.toContain('font-size');
    expect(high.headers.etag).not.toBe(small.headers.etag);
    const again = await get('/events', { cookie: 'text_size=small', 'accept-encoding': 'br' });
    expect(again.headers['content-encoding']).toBe('br');
    const unchanged = await get('/events', {
      cookie: 'text_size=small',
      'if-none-match': String(small.headers.etag),
    });
    expect(unchanged.statusCode).toBe(304);
  });

  it('a redirect stays a redirect, and a missing page a 404 with their styles', async () => {
    const moved = await get('/department/CHE/faculty/single?id=151', { cookie: 'contrast=high' });
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toMatch(/^\/department\/PHY\/faculty\/single\?id=151/);
    const missing = await get('/no-such-page', { cookie: 'contrast=high' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toMatch(OWN_STYLE);
  });
});
