import { expectNoAxeViolations, test } from './fixtures.ts';

// What the administration pages say is read from their HTML in
// tests/pages/administrations-research.test.ts; axe-core needs the page as a browser lays it out.
test('administration pages have no axe-core violations', async ({ page }) => {
  for (const path of ['principal', 'gb', 'officestaff']) {
    await page.goto(`/administrations/${path}`);
    await expectNoAxeViolations(page);
  }
});
