import { expectNoAxeViolations, test } from './fixtures.ts';
import { collegeNotices, TEST_YEAR } from './demo-api.ts';

// What a notice's and an event's page say and where their links lead:
// tests/pages/notice-item.test.ts.
test.describe('notice and event pages', () => {
  test('has no axe-core violations', async ({ page, request }) => {
    const [notice] = await collegeNotices(request, 'COLLEGE_EVENT', TEST_YEAR);
    await page.goto(`/events/${TEST_YEAR}/${notice!.id}`);
    await expectNoAxeViolations(page);
  });
});
