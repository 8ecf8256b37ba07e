import { expect, expectNoAxeViolations, test } from './fixtures.ts';

test.describe('404 page', () => {
  test('answers an unknown address with status 404', async ({ request }) => {
    for (const address of ['/no-such-page', '/aboutus/about/extra/levels', '/launch/more']) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(404);
      expect(await response.text()).toContain('Page not found');
    }
  });

  test('helps the visitor on inside the college layout', async ({ page }) => {
    const response = await page.goto('/no-such-page?x=1');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Page not found | Kopoubari College');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    const main = page.getByRole('main');
    await expect(main).toContainText('There is no page at /no-such-page on this site.');
    const suggestions = {
      Home: '/',
      'About the College': '/aboutus/about',
      Notifications: '/notifications/administrative',
      Departments: '/departments',
      'Contact Us': '/contactus',
    };
    for (const [name, href] of Object.entries(suggestions)) {
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    // The layout is all there: top bar, menu, footer.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoAxeViolations(page);

    await main.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kopoubari College');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('is the same page', async ({ page }) => {
      await page.goto('/missing/page');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await expect(page.getByRole('main')).toContainText('/missing/page');
    });
  });
});
