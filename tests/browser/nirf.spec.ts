import { expectNoAxeViolations, test } from './fixtures.ts';

// What the NIRF pages say is read from their HTML in tests/pages/college-sections.test.ts;
// axe-core needs the page as a browser lays it out.
test('NIRF pages have no axe-core violations', async ({ page }) => {
  await page.goto('/nirf');
  await expectNoAxeViolations(page);
});
