import { expectNoAxeViolations, test } from './fixtures.ts';

// sitemap.xml, robots.txt and what the site map page lists: tests/pages/feeds-and-previews.test.ts.
test('the site map page has no axe-core violations', async ({ page }) => {
  await page.goto('/sitemap');
  await expectNoAxeViolations(page);
});
