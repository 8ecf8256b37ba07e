import { expectNoAxeViolations, test } from './fixtures.ts';

// What the department text, file and notice pages say is read from their HTML in
// tests/pages/department-pages.test.ts; axe-core needs the page as a browser lays it out.
test('department pages have no axe-core violations', async ({ page }) => {
  for (const child of ['course', 'facilities', 'syllabus', 'notifications']) {
    await page.goto(`/department/PHY/${child}`);
    await expectNoAxeViolations(page);
  }
});
