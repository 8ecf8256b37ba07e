import { startFailingBackend, type FailingBackend } from '../helpers/failing-backend.ts';
import type { ServerProcess } from '../../harness/server-process.ts';
import { startSiteServer } from '../helpers/site-server.ts';
import { expect, test } from './fixtures.ts';

// A site whose backend fails two of the home page's sources (the upcoming events and the tenders)
// and the faculty profiles.
test.describe('pages when a data source fails', () => {
  test.describe.configure({ mode: 'serial' });
  let backend: FailingBackend;
  let site: ServerProcess;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    backend = await startFailingBackend(`${process.env.E2E_BASE_URL}/api`, {
      paths: ['/getupcomingevents', '/getmyprofiledata'],
      types: ['COLLEGE_TENDER'],
    });
    site = await startSiteServer({
      env: { API_URL: backend.apiUrl, API_CACHE_TTL_MS: '0' },
    });
  });
  test.afterAll(async () => {
    await site?.stop();
    await backend?.stop();
  });

  test('shows the rest of the page and says what is missing in place', async ({ page }) => {
    const response = await page.goto(`${site.url}/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kopoubari College');

    const events = page.getByRole('region', { name: 'Upcoming Events' });
    await expect(events).toContainText('The upcoming events could not be loaded just now');
    await expect(events.getByRole('link', { name: 'All events' })).toBeVisible();

    const tenders = page.getByRole('region', { name: 'Tenders' });
    await expect(tenders).toContainText('The notices could not be loaded just now');
    await expect(tenders.getByRole('link', { name: /^View All/ })).toHaveAttribute(
      'href',
      '/notifications/tender',
    );

    for (const name of ['Student Notification', 'Announcements']) {
      await expect(page.getByRole('region', { name }).getByRole('listitem').first()).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'About The College' })).toContainText(
      'Kopoubari College is a provincialised',
    );
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('a faculty profile says in the page that it could not be loaded, in the department shell', async ({
    page,
  }) => {
    const response = await page.goto(`${site.url}/department/PHY/faculty/single?id=151`);
    expect(response?.status()).toBeGreaterThanOrEqual(500);
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { level: 1 })).toHaveText(
      /^(Temporarily unavailable|This page could not be loaded)$/,
    );
    await expect(alert.getByRole('link', { name: 'try again' })).toHaveAttribute(
      'href',
      '/department/PHY/faculty/single?id=151',
    );
    // The department's shell stays: only the profile's part of the page says it failed.
    await expect(page.getByRole('navigation', { name: 'Department of Physics' })).toBeVisible();
  });
});
