import type { Page } from '@playwright/test';
import { facultyUrl, profile, type Profile } from './department-api.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

const PERSON = { id: 151, name: 'Dr. Dilip Kumar Hazarika' };
const reportUrl = facultyUrl('PHY', 'quarterlyreport', PERSON.id, PERSON.name);

const SECTIONS = [
  'Courses Covered(1)',
  'Extension Activities(2)',
  'Student Related Activity(3)',
  'In-Campus Activity(4)',
  'Academic Works(5)',
];

/** Rows (without the header row) of a table, by its caption. */
const rows = (page: Page, caption: string) =>
  page
    .getByRole('table', { name: caption, exact: true })
    .getByRole('row')
    .filter({
      hasNot: page.getByRole('columnheader'),
    });

/** A quarter of the report that has extension activities, and one that has none. */
function pickQuarters(data: Profile) {
  const quarters = data.qr_list.map((report) => report.quarter);
  const extension = (q: string) => data.social_activities.filter((a) => a.quarter === q);
  const withExtension = quarters.find((q) => extension(q).length > 0);
  const withoutExtension = quarters.find((q) => extension(q).length === 0);
  if (!withExtension || !withoutExtension) throw new Error('demo report lacks the quarters');
  return { quarters, extension, withExtension, withoutExtension };
}

test.describe('quarterly report', () => {
  test('a missing or unknown id redirects to the faculty list; a bad quarter is not found', async ({
    request,
  }) => {
    for (const query of ['', '?name=Someone', '?id=999', '?id=x1']) {
      const response = await request.get(`/department/PHY/faculty/quarterlyreport${query}`, {
        maxRedirects: 0,
      });
      expect(response.status(), query).toBe(302);
      expect(new URL(response.headers().location!, 'http://x').pathname).toBe(
        '/department/PHY/faculty',
      );
    }
    // Not a quarter at all: no such page (addresses-refused.spec.ts has the other cases).
    const response = await request.get(`${reportUrl}&qr=2024-5th`, { maxRedirects: 0 });
    expect(response.status()).toBe(404);
  });

  test("shows 'Quarterly Report of', the person, the quarter tabs and the five sections", async ({
    page,
    request,
  }) => {
    const data = await profile(request, PERSON.id);
    await page.goto(reportUrl);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Quarterly Report of ${PERSON.name}`,
    );
    await expect(page.getByRole('main')).toContainText(
      `${data.designation}, Department of ${data.dept_name}`,
    );
    const tabs = page.getByRole('navigation', { name: 'Select the quarter' });
    await expect(tabs.getByRole('link')).toHaveText([
      'All',
      ...data.qr_list.map((report) => report.quarter),
    ]);
    await expect(tabs.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    await expect(
      page.getByRole('heading', { level: 2 }).filter({ hasText: /\S\(\d\)$/ }),
    ).toHaveText(SECTIONS);
    // ALL: every extension activity and every course covered.
    await expect(rows(page, 'Extension Activities')).toHaveCount(data.social_activities.length);
    const courses = data.qr_list.reduce((n, report) => n + report.courses_covered.length, 0);
    await expect(rows(page, 'Courses Covered')).toHaveCount(courses);
  });

  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
      test.use({ javaScriptEnabled });
      test('choosing a quarter puts it in the address and changes the entries shown', async ({
        page,
        request,
      }) => {
        const data = await profile(request, PERSON.id);
        const { extension, withExtension, withoutExtension } = pickQuarters(data);
        await page.goto(reportUrl);
        const tabs = page.getByRole('navigation', { name: 'Select the quarter' });

        // With JavaScript the report is fetched again without reloading the page.
        const refetch = javaScriptEnabled
          ? page.waitForRequest(
              (r) => r.resourceType() === 'fetch' && /quarterlyreport\?.*qr=/.test(r.url()),
            )
          : null;
        await tabs.getByRole('link', { name: withExtension, exact: true }).click();
        if (refetch) await refetch;
        await expect(page).toHaveURL(new RegExp(`[?&]qr=${withExtension}(&|#|$)`));
        await expect(tabs.getByRole('link', { name: withExtension })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expect(page.getByText(`Showing: Quarter ${withExtension}`)).toBeVisible();
        const shown = extension(withExtension);
        await expect(rows(page, 'Extension Activities')).toHaveCount(shown.length);
        await expect(rows(page, 'Extension Activities').first()).toContainText(shown[0]!.name!);
        const report = data.qr_list.find((r) => r.quarter === withExtension)!;
        await expect(rows(page, 'Courses Covered')).toHaveCount(report.courses_covered.length);

        await tabs.getByRole('link', { name: withoutExtension, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`[?&]qr=${withoutExtension}(&|#|$)`));
        const section = page.getByRole('region', { name: 'Extension Activities(2)' });
        await expect(section.getByRole('table')).toHaveCount(0);
        await expect(section).toContainText('No details given.');

        await tabs.getByRole('link', { name: 'All' }).click();
        await expect(rows(page, 'Extension Activities')).toHaveCount(data.social_activities.length);
      });
    });
  }

  test('has no axe-core violations', async ({ page }) => {
    await page.goto(`${reportUrl}&qr=2026-1st`);
    await expectNoAxeViolations(page);
  });
});
