import { expectNoAxeViolations, test } from './fixtures.ts';

// What the notifications pages list and where their links lead: tests/pages/notifications-events.test.ts;
// a type without notices this year: tests/pages/edited-content.test.ts.
test('notifications pages have no axe-core violations', async ({ page }) => {
  await page.goto('/notifications/tender');
  await expectNoAxeViolations(page);
  await page.goto('/notifications/eachievements');
  await expectNoAxeViolations(page);
});
