import { describe, expect, it } from 'vitest';
import { formatLongDate } from '../../src/lib/dates.ts';
import { PAGE_TYPES } from '../browser/page-types.ts';
import { useSiteApp } from '../helpers/site-app.ts';
import { TEST_TODAY } from '../helpers/today.ts';

const site = useSiteApp();

/** Every page type but the home page, the launch page and the 404: the site's content pages. */
const CONTENT_PAGES = PAGE_TYPES.filter(
  ({ name }) => !['home', 'launch', 'not-found'].includes(name),
);

/** The "Last updated" line of a page (GIGW): its ISO date and the date as shown. */
const LAST_UPDATED =
  /<p class="last-updated">Last updated: <time dateTime="([\d-]{10})">([^<]+)<\/time><\/p>/i;

// GIGW: every content page says when it last changed: its content's own date, else the day its
// content was imported (decision 048).
describe('"Last updated" on every content page', () => {
  it.each(CONTENT_PAGES)('$name ($path)', async ({ path }) => {
    const response = await site.app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    const [, date, label] = LAST_UPDATED.exec(response.body) ?? [];
    expect(date, 'a "Last updated" line').toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(date! <= TEST_TODAY, `${date} is not after today`).toBe(true);
    expect(label).toBe(formatLongDate(date!));
  });

  it('a text without a date of its own (/aboutus/about) gives the day its content was imported', async () => {
    const response = await site.app.inject({ method: 'GET', url: '/aboutus/about' });
    expect(LAST_UPDATED.exec(response.body)?.[1]).toBe(TEST_TODAY);
  });
});
