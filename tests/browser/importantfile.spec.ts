import { expectNoAxeViolations, test } from './fixtures.ts';

// What the important information pages say is read from their HTML in tests/pages/college-sections.test.ts;
// axe-core needs the page as a browser lays it out.
test('important information pages have no axe-core violations', async ({ page }) => {
  await page.goto('/importantfile');
  await expectNoAxeViolations(page);
});
