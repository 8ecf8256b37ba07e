import { expectNoAxeViolations, test } from './fixtures.ts';

// What the facility pages say is read from their HTML in tests/pages/college-sections.test.ts;
// axe-core needs the page as a browser lays it out.
test('facility pages have no axe-core violations', async ({ page }) => {
  await page.goto('/facility/cif');
  await expectNoAxeViolations(page);
});
