import { describe, expect, it } from 'vitest';
import { useSitePages } from '../helpers/site-pages.ts';

/**
 * The display preferences in the page's HTML (moved from tests/browser/display-preferences.spec.ts,
 * issue 35: it reads headers and HTML only). The page is the same for every visitor without
 * preferences and may be kept by shared caches; a choice comes in a copy of its own.
 */
const pages = useSitePages();

describe('text size and contrast (GIGW) in the HTML', () => {
  it.each(['/', '/department/PHY/faculty/single?id=151'])(
    'pages are the same for every visitor without preferences; a choice comes in its own copy: %s',
    async (path) => {
      const own = /<style data-preferences="">[^<]*<\/style>/;
      const [plain, theirs] = await Promise.all([
        pages.get(path),
        pages.site.app.inject({
          method: 'GET',
          url: path,
          headers: { cookie: 'text_size=large; contrast=high' },
        }),
      ]);
      expect(plain.statusCode).toBe(200);
      expect(theirs.statusCode).toBe(200);
      // Nothing to fetch before the first paint for anyone (decision 033).
      expect(plain.body).not.toMatch(/rel="stylesheet"/);
      expect(plain.body).not.toMatch(own);
      expect(plain.headers['cache-control']).toMatch(/public/);
      expect(theirs.body.replace(own, '')).toBe(plain.body);
      expect(theirs.body).toContain('font-size: 125%');
      expect(theirs.headers['cache-control']).toBe('private, no-cache');
    },
  );

  it('A− and A+ are steps from the size in effect; the largest copy has the text at 200 %', async () => {
    const { document } = await pages.load('/notifications/academic');
    const hrefs = Array.from(
      document.querySelectorAll('.display-controls [data-pref^="text-"]'),
      (link) => link.getAttribute('href'),
    );
    expect(hrefs).toEqual([
      '/preferences?text=smaller&return=%2Fnotifications%2Facademic',
      '/preferences?text=normal&return=%2Fnotifications%2Facademic',
      '/preferences?text=larger&return=%2Fnotifications%2Facademic',
    ]);
    const largest = await pages.site.app.inject({
      method: 'GET',
      url: '/notifications/academic',
      headers: { cookie: 'text_size=xxx-large' },
    });
    expect(largest.body).toContain(':root { font-size: 200%; }');
  });
});
