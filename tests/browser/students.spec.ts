import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { collegeNotices, firstSentenceOf } from './demo-api.ts';

const LINKS = [
  { link: 'notification', label: 'Notification', code: 'COLLEGE_ACADEMIC_NOTICE' },
  { link: 'downloads', label: 'Downloads', code: 'COLLEGE_DOWNLOADS' },
  { link: 'routines', label: 'Routines', code: 'CLASS_ROUTINES' },
  { link: 'results', label: 'Results', code: 'EXAM_RESULTS' },
  { link: 'exam-schedule', label: 'Exam Schedule', code: 'EXAM_SCHEDULE' },
  { link: 'clubs', label: 'Clubs', code: 'STUDENT_CLUBS' },
  { link: 'grievances', label: 'Grievances', code: '' },
];

test.describe('students pages', () => {
  test('each page lists the notices of its code, all years, newest first', async ({
    page,
    request,
  }) => {
    for (const { link, label, code } of LINKS.filter((l) => l.code)) {
      const notices = await collegeNotices(request, code, '');
      expect(notices.length).toBeGreaterThan(0);
      await page.goto(`/students/${link}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
      const side = page.getByRole('navigation', { name: 'Students' });
      await expect(side.getByRole('link')).toHaveText(LINKS.map((l) => l.label));
      await expect(side.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
      const articles = page.getByRole('main').getByRole('article');
      await expect(articles).toHaveCount(notices.length);
      await expect(articles.first().getByRole('heading', { level: 2 })).toContainText(
        notices[0]!.title,
      );
    }
  });

  test('routines spans the years of the archive', async ({ page, request }) => {
    const notices = await collegeNotices(request, 'CLASS_ROUTINES', '');
    const years = new Set(notices.map((n) => n.year));
    expect(years.size).toBeGreaterThan(1);
    await page.goto('/students/routines');
    for (const year of years) {
      await expect(
        page
          .getByRole('main')
          .locator('time')
          .filter({ hasText: String(year) })
          .first(),
      ).toBeVisible();
    }
  });

  test('grievances keeps its title and shows the college\u2019s text under it', async ({
    page,
  }) => {
    await page.goto('/students/grievances');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grievances');
    await expect(
      page.getByRole('navigation', { name: 'Students' }).getByRole('link', { name: 'Grievances' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('.page-grid__main')).toContainText(
      firstSentenceOf('students/grievances'),
    );
  });

  test('an unknown page is a 404', async ({ page }) => {
    const response = await page.goto('/students/hostel');
    expect(response?.status()).toBe(404);
  });

  test('has no axe-core violations', async ({ page }) => {
    await page.goto('/students/routines');
    await expectNoAxeViolations(page);
    await page.goto('/students/grievances');
    await expectNoAxeViolations(page);
  });
});
