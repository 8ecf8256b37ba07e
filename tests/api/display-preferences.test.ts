import { describe, expect, it } from 'vitest';
import { useApi } from '../helpers/api.ts';

/** GET /preferences and /preferences.css (src/server/display-preferences.routes.ts). */
describe('display preferences', () => {
  const api = useApi();
  const get = (url: string, cookie?: string) =>
    api.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('a plain link sets the preference for a year and goes back to the page', async () => {
    const response = await get('/preferences?text=large&return=%2Fevents%3Fyear%3D2021');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/events?year=2021');
    expect(response.headers['cache-control']).toBe('no-store');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^text_size=large; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it('sets the contrast alone, and goes home without a return path', async () => {
    const response = await get('/preferences?contrast=high');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    expect(String(response.headers['set-cookie'])).toMatch(/^contrast=high;/);
  });

  it.each([
    '/preferences',
    '/preferences?text=huge',
    '/preferences?contrast=dark&return=/',
    '/preferences?text=large&return=//evil.example/',
    '/preferences?text=large&return=https://evil.example/',
    '/preferences?text=large&return=/%5Cevil.example',
  ])('refuses %s with a 400 and sets nothing (no open redirect)', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers.location).toBeUndefined();
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('the stylesheet follows the cookies, kept by no shared cache', async () => {
    const plain = await get('/preferences.css');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('private, no-cache');
    expect(plain.headers.vary).toMatch(/Cookie/);
    expect(plain.body).toContain(':root { font-size: 100%; }');

    const chosen = await get('/preferences.css', 'text_size=large; contrast=high');
    expect(chosen.body).toContain(':root { font-size: 125%; }');
    expect(chosen.body).toContain('background-color: #000 !important');
    expect(chosen.headers.etag).not.toBe(plain.headers.etag);
  });

  it('answers 304 to a visitor whose preferences did not change', async () => {
    const first = await get('/preferences.css', 'text_size=small');
    const again = await api.app.inject({
      method: 'GET',
      url: '/preferences.css',
      headers: { cookie: 'text_size=small', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
