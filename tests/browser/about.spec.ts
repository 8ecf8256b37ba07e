import { expectNoAxeViolations, test } from './fixtures.ts';

// What the about us pages say is read from their HTML in tests/pages/college-sections.test.ts;
// axe-core needs the page as a browser lays it out.
test('about us pages have no axe-core violations', async ({ page }) => {
  await page.goto('/aboutus/vision');
  await expectNoAxeViolations(page);
});
