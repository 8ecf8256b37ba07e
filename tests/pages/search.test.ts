import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { textOf, useSitePages } from '../helpers/site-pages.ts';

/**
 * What /search answers, read from its HTML; typing in the header's form, following the results
 * and axe-core stay in tests/browser/search.spec.ts.
 */
const pages = useSitePages();

describe('site search', () => {
  it('forgives a typo and says when nothing matches, with what to try', async () => {
    const typo = await pages.load('/search?q=phisics');
    const departments = within(typo.screen.getByRole('region', { name: /^Departments/ }));
    expect(textOf(departments.getAllByRole('link')[0])).toBe('Department of Physics');
    const { screen } = await pages.load('/search?q=qwxzv');
    expect(textOf(screen.getByRole('status'))).toBe('Nothing on the site matches “qwxzv”.');
    expect(screen.getByRole('heading', { name: 'Try' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Site map' }).getAttribute('href')).toBe('/sitemap');
  });

  it('an empty query shows the form and how to search; a long one is cut', async () => {
    const empty = await pages.load('/search');
    expect(textOf(empty.screen.getByRole('heading', { level: 1 }))).toBe('Search');
    expect(empty.screen.getByRole('heading', { name: 'How to search' })).toBeTruthy();
    const long = await pages.load(`/search?q=${'a'.repeat(300)}`);
    const boxes = long.screen.getAllByRole('searchbox', { name: 'Search the site' });
    expect(boxes.at(-1)!.getAttribute('value')).toBe('a'.repeat(100));
  });

  it('search results are not for search engines', async () => {
    const { document } = await pages.load('/search?q=library');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex, follow',
    );
  });
});
