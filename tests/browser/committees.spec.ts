import { expectNoAxeViolations, test } from './fixtures.ts';

// What the committees pages list and where their links lead:
// tests/pages/committees-rti-not-found.test.ts.
test('committees pages have no axe-core violations', async ({ page }) => {
  await page.goto('/committees');
  await expectNoAxeViolations(page);
  await page.goto('/committees?code=IQAC');
  await expectNoAxeViolations(page);
});
