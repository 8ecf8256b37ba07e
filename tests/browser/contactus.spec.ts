import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { whenEnhanced } from './demo-api.ts';

const MAP_HOST = 'www.openstreetmap.org';
const MAP_TITLE = 'Location of Kopoubari College';

test.describe('contact page', () => {
  // The addresses, links and the map's plain link: tests/pages/departments-contact.test.ts.
  test('the map loads only when the visitor asks for it', async ({ page }) => {
    const mapRequests: string[] = [];
    // The test machine is offline: answer the map's requests with an empty page, and count them.
    await page.route(`https://${MAP_HOST}/**`, (route) => {
      mapRequests.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<title>map</title>' });
    });
    await page.goto('/contactus');
    await whenEnhanced(page);
    await page.waitForLoadState('networkidle');
    expect(mapRequests).toEqual([]);
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('button', { name: 'Show map' }).click();
    const frame = page.locator(`iframe[title="${MAP_TITLE}"]`);
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed/);
    await expect(frame).toBeFocused();
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Show map' })).toHaveCount(0);
  });

  test('has no axe-core violations', async ({ page }) => {
    await page.goto('/contactus');
    await whenEnhanced(page);
    await expectNoAxeViolations(page);
  });
});
