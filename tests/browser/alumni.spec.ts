import { expectNoAxeViolations, test } from './fixtures.ts';

// What the alumni pages say is read from their HTML in tests/pages/college-sections.test.ts;
// axe-core needs the page as a browser lays it out.
test('alumni pages have no axe-core violations', async ({ page }) => {
  await page.goto('/alumni/list');
  await expectNoAxeViolations(page);
  await page.goto('/alumni/association');
  await expectNoAxeViolations(page);
});
