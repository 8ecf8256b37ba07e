import type { Page } from '@playwright/test';
import type { ServerProcess } from '../../harness/server-process.ts';
import { startSiteServer } from '../helpers/site-server.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { TEST_YEAR, collegeNotices, expectLoaded } from './demo-api.ts';

/** This year, the years since 2023 (which have events), and the fixed years of SPEC §9. */
const ARCHIVE = [
  `This year (${TEST_YEAR})`,
  String(TEST_YEAR - 1),
  String(TEST_YEAR - 2),
  '2023',
  '2022',
  '2021',
  '2020',
  '2019',
];

test.describe('events page', () => {
  test('shows this year’s events, and the archive of the years with events and of 2023 to 2019', async ({
    page,
    request,
  }) => {
    const events = await collegeNotices(request, 'COLLEGE_EVENT', TEST_YEAR);
    expect(events.length).toBeGreaterThan(0);
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events');
    const archive = page.getByRole('navigation', { name: 'Archive' });
    await expect(archive.getByRole('link')).toHaveText(ARCHIVE);
    await expect(archive.getByRole('link', { name: ARCHIVE[0] })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: String(TEST_YEAR) })).toBeVisible();
    await expect(main.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(
      events.map((e) => e.title),
    );
  });

  test('the year lives in the address and the archive switches it', async ({ page, request }) => {
    const events2021 = await collegeNotices(request, 'COLLEGE_EVENT', 2021);
    expect(events2021.length).toBe(5);
    await page.goto('/events?year=2021');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(5);
    await expect(page.getByRole('main')).toContainText('COVID-19 vaccination camp');
    await page
      .getByRole('navigation', { name: 'Archive' })
      .getByRole('link', { name: '2022' })
      .click();
    await expect(page).toHaveURL('/events?year=2022');
    const events2022 = await collegeNotices(request, 'COLLEGE_EVENT', 2022);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(events2022.length);
    await expect(
      page.getByRole('navigation', { name: 'Archive' }).getByRole('link', { name: '2022' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle('Events 2022 | Kopoubari College');
  });

  test('past events show their own photograph, described by its alt text', async ({
    page,
    request,
  }) => {
    const events = await collegeNotices(request, 'COLLEGE_EVENT', 2022);
    const shown = events.filter((event) => event.photo);
    expect(shown.length).toBeGreaterThan(2);
    expect(new Set(shown.map((event) => event.photo!.url)).size).toBe(shown.length);
    await page.goto('/events?year=2022');
    for (const event of shown) {
      const article = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: event.title, exact: true }) });
      const photo = article.getByRole('img', { name: event.photo!.alt, exact: true });
      await expect(photo).toHaveAttribute('src', event.photo!.url);
    }
    await expectLoaded(page.getByRole('img', { name: shown[0]!.photo!.alt, exact: true }));
  });

  test('an event without a photograph shows none', async ({ page, request }) => {
    let found: { year: number; title: string } | undefined;
    for (let year = TEST_YEAR; year >= 2019 && !found; year -= 1) {
      const without = (await collegeNotices(request, 'COLLEGE_EVENT', year)).find((e) => !e.photo);
      if (without) found = { year, title: without.title };
    }
    expect(found, 'the demo has an event without a photograph').toBeDefined();
    await page.goto(found!.year === TEST_YEAR ? '/events' : `/events?year=${found!.year}`);
    const article = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: found!.title, exact: true }) });
    await expect(article).toHaveCount(1);
    await expect(article.getByRole('img')).toHaveCount(0);
  });

  test('a year without events says so', async ({ page, request }) => {
    expect(await collegeNotices(request, 'COLLEGE_EVENT', 2020)).toEqual([]);
    await page.goto('/events?year=2020');
    await expect(page.getByRole('main').getByText('No Events found')).toBeVisible();
  });

  test('a year without events outside the archive, or this year by number, goes to /events', async ({
    request,
  }) => {
    // The years since 2023 have events now (issue 24): the year after next has none.
    for (const year of [TEST_YEAR + 2, 2018, TEST_YEAR]) {
      const response = await request.get(`/events?year=${year}`, { maxRedirects: 0 });
      expect(response.status(), String(year)).toBe(302);
      expect(response.headers()['location']).toBe('/events');
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the archive links work', async ({ page, request }) => {
      const [first] = await collegeNotices(request, 'COLLEGE_EVENT', 2019);
      await page.goto('/events');
      await page
        .getByRole('navigation', { name: 'Archive' })
        .getByRole('link', { name: '2019' })
        .click();
      await expect(page).toHaveURL('/events?year=2019');
      await expect(page.getByRole('main')).toContainText(first!.title);
    });
  });

  test('has no axe-core violations', async ({ page }) => {
    await page.goto('/events');
    await expectNoAxeViolations(page);
    await page.goto('/events?year=2020');
    await expectNoAxeViolations(page);
  });
});

/**
 * The links of the home page's upcoming events, each with its title (reduced motion lists them
 * all at once).
 */
async function upcomingLinks(page: Page, home: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(home);
  const links = page
    .getByRole('region', { name: 'Upcoming Events' })
    .getByRole('listitem')
    .getByRole('link');
  await expect(links.first()).toBeVisible();
  return Promise.all(
    (await links.all()).map(async (link) => ({
      title: (await link.innerText()).trim(),
      href: (await link.getAttribute('href'))!,
    })),
  );
}

// In December the upcoming events run into next year: each still has an address (issue 13).
test.describe('every upcoming event of the home page can be found on the events page', () => {
  test.describe.configure({ mode: 'serial' });
  let site: ServerProcess;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    site = await startSiteServer({ today: '2026-12-10' });
  });
  test.afterAll(async () => site?.stop());

  for (const width of [360, 1280]) {
    test(`at ${width} px, next year's among them`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const events = await upcomingLinks(page, `${site.url}/`);
      expect(events.length).toBeGreaterThan(3);
      expect(events.some((event) => event.href.startsWith('/events?year=2027#'))).toBe(true);
      for (const event of events) {
        await page.goto(`${site.url}${event.href}`);
        const entry = page.locator(`article#${event.href.split('#')[1]}`);
        await expect(entry.getByRole('heading'), event.href).toHaveText(event.title);
        await expect(entry).toBeInViewport();
      }
      // The archive offers next year too, beside the fixed years of SPEC §9.
      await expect(
        page.getByRole('navigation', { name: 'Archive' }).getByRole('link', { name: '2027' }),
      ).toHaveAttribute('href', '/events?year=2027');
      await expect(
        page.getByRole('navigation', { name: 'Archive' }).getByRole('link', { name: '2019' }),
      ).toBeVisible();
    });
  }
});
