import { describe, expect, it } from 'vitest';
import { useStudio } from '../helpers/studio.ts';

/**
 * SPEC §1: the public website has no login, no form and no submission. The studio runs beside
 * it in the same process (SERVE=all) and must add nothing to it: no address, cookie, form or
 * script of the studio's is reachable on the site's origin.
 */
describe('the public site, with the studio beside it', () => {
  const t = useStudio();
  const studioAddresses = [
    '/sign-in',
    '/sign-out',
    '/second-factor',
    '/account',
    '/accounts',
    '/audit',
    '/items/notice',
    '/items/notice/new',
    '/preview/notice/p1',
    '/uploads',
    '/files/studio/x.pdf',
    '/studio-assets/assets/entry.client.js',
  ];

  it('answers none of the studio’s addresses', async () => {
    for (const url of studioAddresses) {
      const answer = await t.site.inject({ url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body, url).not.toMatch(/sign in to the studio|<script[^>]+studio-assets/i);
    }
  });

  it('refuses a sign-in posted to it, and sets no cookie on any page', async () => {
    const post = await t.site.inject({
      method: 'POST',
      url: '/sign-in',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=office&password=x',
    });
    expect(post.statusCode).toBe(405);
    for (const url of ['/', '/notifications/academic', '/events', '/department/PHY']) {
      const page = await t.site.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['set-cookie'], url).toBeUndefined();
      expect(page.body, url).not.toMatch(/<form[^>]*method="post"/i);
      expect(page.body, url).not.toContain('studio');
    }
  });

  it('is served on its own origin: the studio answers its own pages on another listener', async () => {
    const studio = await t.studio.inject({ url: '/sign-in' });
    expect(studio.statusCode).toBe(200);
    const site = await t.site.inject({ url: '/sign-in' });
    expect(site.statusCode).toBe(404);
  });
});
