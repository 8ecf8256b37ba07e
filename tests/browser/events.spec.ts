import type { Page } from '@playwright/test';
import type { ServerProcess } from '../../harness/server-process.ts';
import { startSiteServer } from '../helpers/site-server.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { collegeNotices, expectLoaded } from './demo-api.ts';

// What the events page lists, its archive's links and each event's photograph (src and alt):
// tests/pages/notifications-events.test.ts. Here what needs a browser.
test.describe('events page', () => {
  test('a past event’s photograph loads', async ({ page, request }) => {
    const [event] = (await collegeNotices(request, 'COLLEGE_EVENT', 2022)).filter((e) => e.photo);
    await page.goto('/events?year=2022');
    await expectLoaded(page.getByRole('img', { name: event!.photo!.alt, exact: true }));
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
    // The site alone: nothing here reads the studio, whose process costs half a start (decision 099).
    site = await startSiteServer({ today: '2026-12-10', env: { STUDIO: 'off' } });
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
