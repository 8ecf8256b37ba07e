import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { useSitePages } from '../helpers/site-pages.ts';

/**
 * Every page of the main menu, as the server sends it (moved from tests/browser/layout.spec.ts,
 * issue 35: it reads the menu's links and each page's HTML, nothing a browser draws).
 */
const pages = useSitePages();

/** The status and the h1s of an address, as the server sends them. */
async function headings(href: string) {
  const response = await pages.get(href);
  const html = response.body;
  const h1 = [...html.matchAll(/<h1[\s>][\s\S]*?<\/h1>/g)].map((match) =>
    match[0].replace(/<[^>]+>/g, '').trim(),
  );
  return { status: response.statusCode, html, h1 };
}

describe('every page of the main menu', () => {
  it('is found, with an h1 of its own, a title and a description', async () => {
    // What a page must not look like: the 404 page, and the layout's own heading.
    const missing = await headings('/no-such-page');
    expect([missing.status, missing.h1]).toEqual([404, ['Page not found']]);
    const home = await headings('/');
    expect(home.h1).toEqual(['Kopoubari College']);

    const { screen } = await pages.load('/');
    const menu = screen.getByRole('navigation', { name: 'Main' });
    const hrefs = within(menu)
      .getAllByRole('link', { hidden: true })
      .map((link) => link.getAttribute('href') ?? '');
    const found = new Set(hrefs.filter((href) => !href.startsWith('#') && href !== '/'));
    expect(found.size).toBeGreaterThan(60);
    for (const href of found) {
      const { status, html, h1 } = await headings(href);
      expect(status, `${href} is found`).toBe(200);
      expect(h1, `one h1 on ${href}`).toHaveLength(1);
      // A page that failed to load says 'This page could not be loaded' in its h1.
      expect(h1[0], `the h1 of ${href}`).not.toMatch(/^(Page not found|This page could not)/);
      expect(h1[0], `the h1 of ${href}`).not.toBe(home.h1[0]);
      expect(html, `a title on ${href}`).toMatch(/<title>[^<]+<\/title>/);
      expect(html, `a description on ${href}`).toMatch(/<meta name="description" content="[^"]+"/);
    }
  }, 120_000);
});
