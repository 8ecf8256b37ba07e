import { expectNoAxeViolations, test } from './fixtures.ts';

// What the research pages say is read from their HTML in
// tests/pages/administrations-research.test.ts; axe-core needs the page as a browser lays it out.
test('research pages have no axe-core violations', async ({ page }) => {
  await page.goto('/research/PHY');
  await expectNoAxeViolations(page);
  await page.goto('/department/PHY/research');
  await expectNoAxeViolations(page);
});
