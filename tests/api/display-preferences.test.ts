import { describe, expect, it } from 'vitest';
import { useApi } from '../helpers/api.ts';

/** GET /preferences (src/server/display-preferences.routes.ts); the pages: tests/server. */
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

  it('A+ and A− step from the size in effect, up to 200 % and down to the smallest', async () => {
    const step = async (choice: 'larger' | 'smaller', size?: string) => {
      const response = await get(
        `/preferences?text=${choice}&return=%2F`,
        size ? `text_size=${size}` : undefined,
      );
      expect(response.statusCode).toBe(303);
      return /^text_size=([^;]+);/.exec(String(response.headers['set-cookie']))?.[1];
    };
    // From the usual size (no cookie) up, step by step, to 200 %, where A+ stays.
    const sizes: string[] = [];
    let size: string | undefined;
    for (let i = 0; i < 5; i++) sizes.push((size = await step('larger', size))!);
    expect(sizes).toEqual(['large', 'x-large', 'xx-large', 'xxx-large', 'xxx-large']);
    expect(await step('smaller', 'xxx-large')).toBe('xx-large');
    expect(await step('smaller', 'normal')).toBe('small');
    expect(await step('smaller', 'small')).toBe('small');
    // An unknown cookie counts as the usual size.
    expect(await step('larger', 'huge')).toBe('large');
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

  it('no longer serves a stylesheet of its own: the pages carry the preferences', async () => {
    expect((await get('/preferences.css', 'text_size=large')).statusCode).toBe(404);
  });
});
