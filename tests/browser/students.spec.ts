import { expectNoAxeViolations, test } from './fixtures.ts';

// What the students pages say is read from their HTML in tests/pages/college-sections.test.ts;
// axe-core needs the page as a browser lays it out.
test('students pages have no axe-core violations', async ({ page }) => {
  await page.goto('/students/routines');
  await expectNoAxeViolations(page);
  await page.goto('/students/grievances');
  await expectNoAxeViolations(page);
});
