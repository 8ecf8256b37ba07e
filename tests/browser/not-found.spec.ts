import { expect, expectNoAxeViolations, test } from './fixtures.ts';

// The status, title, texts, suggestions and layout of the 404 page, with and without JavaScript:
// tests/pages/committees-rti-not-found.test.ts.
test.describe('404 page', () => {
  test('shows the layout and has no axe-core violations', async ({ page }) => {
    const response = await page.goto('/no-such-page?x=1');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
