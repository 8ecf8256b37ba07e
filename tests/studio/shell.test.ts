import { describe, expect, it } from 'vitest';
import { STUDIO_TEST_ORIGIN, useStudio } from '../helpers/studio.ts';

describe('the studio, on its own', () => {
  const t = useStudio({ readsPublicSite: false });

  it('answers its pages with no caching and its own strict policy', async () => {
    const answer = await t.studio.inject({ url: '/sign-in' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(answer.headers['x-frame-options']).toBe('DENY');
    // Rendered whole on the server: no client-rendering fallback left in the page.
    expect(answer.body).toContain('</html>');
    expect(answer.body).not.toContain('Switched to client rendering');
  });

  it('refuses a write from another origin, and one with no Origin at all', async () => {
    for (const origin of ['https://evil.example', undefined]) {
      const answer = await t.studio.inject({
        method: 'POST',
        url: '/sign-in',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(origin ? { origin } : {}),
        },
        payload: 'username=a&password=b',
      });
      expect(answer.statusCode).toBe(403);
    }
    const same = await t.studio.inject({
      method: 'POST',
      url: '/sign-in',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: STUDIO_TEST_ORIGIN },
      payload: 'username=a&password=b',
    });
    expect(same.statusCode).not.toBe(403);
  });

  it('answers a form too large to read with a page that says so, and saves nothing', async () => {
    const answer = await t.studio.inject({
      method: 'POST',
      url: '/items/notice/new',
      headers: {
        origin: STUDIO_TEST_ORIGIN,
        'content-type': 'multipart/form-data; boundary=x',
      },
      payload: Buffer.alloc(61 * 1024 * 1024, 97),
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.body).toContain('<h1>The form is too large</h1>');
    expect(answer.body).toContain('Nothing was saved.');
    expect(answer.body).toContain('href="/items/notice/new"');
  });
});
