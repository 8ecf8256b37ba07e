import type { APIRequestContext } from '@playwright/test';
import { TEST_TODAY } from '../helpers/today.ts';
import { api, type Profile } from './department-api.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

type Entry = { title_paper?: string; title_book?: string; title?: string; quarter?: string };
const CATEGORIES = [
  'research_projects',
  'research_papers',
  'other_publications',
  'text_books',
  'magazines',
  'popular_books',
  'news_papers',
  'e_contents',
] as const;
const CURRENT_YEAR = Number(TEST_TODAY.slice(0, 4));
/** SPEC §5: from 2017-1st to {current year}-4th. */
const inWindow = (quarter = '') => {
  const year = Number(/^(\d{4})-(1st|2nd|3rd|4th)$/.exec(quarter)?.[1]);
  return year >= 2017 && year <= CURRENT_YEAR;
};
const titleOf = (entry: Entry) => entry.title_paper ?? entry.title ?? entry.title_book ?? '';

async function research(request: APIRequestContext, dept: string) {
  const profiles = await api<Profile[]>(request, '/employeeprofilewithdeptcode', {
    dept_code: dept,
  });
  const entries = profiles.flatMap((profile) =>
    CATEGORIES.flatMap((category) =>
      (profile[category] as Entry[]).map((entry) => ({ person: profile.name, category, entry })),
    ),
  );
  return { profiles, entries };
}

test.describe('research page', () => {
  test("shows 'Home > Research', the departments, and the first department by default", async ({
    page,
    request,
  }) => {
    const departments = await (await request.get('/api/getdepartments')).json();
    await page.goto('/research');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Research']);
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Research');
    const list = page.getByRole('navigation', { name: 'Departments' });
    await expect(list.getByRole('link')).toHaveText(
      departments.map((d: { dept_name: string }) => d.dept_name),
    );
    await expect(list.getByRole('link').first()).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2 })).toContainText([
      `Research of ${departments[0].dept_name}`,
    ]);
    await list.getByRole('link', { name: 'Chemistry' }).click();
    await expect(page).toHaveURL('/research/CHE');
    await expect(page.getByRole('heading', { name: 'Research of Chemistry' })).toBeVisible();
  });

  for (const address of ['/research/PHY', '/department/PHY/research']) {
    test(`${address} shows only entries whose quarter lies in 2017-1st … ${CURRENT_YEAR}-4th`, async ({
      page,
      request,
    }) => {
      const { profiles, entries } = await research(request, 'PHY');
      const outside = entries.filter(({ entry }) => !inWindow(entry.quarter));
      const inside = entries.filter(({ entry }) => inWindow(entry.quarter));
      // The demo has 2016 papers, which must not show.
      expect(outside.some(({ entry }) => entry.quarter?.startsWith('2016'))).toBe(true);
      expect(inside.length).toBeGreaterThan(0);
      await page.goto(address);
      const main = page.getByRole('main');
      // Titles repeat across years in the demo: an entry is its title in its quarter's row.
      for (const { entry } of outside) {
        const row = main.getByRole('row').filter({ hasText: titleOf(entry) });
        await expect(row.filter({ hasText: entry.quarter ?? '' })).toHaveCount(0);
      }
      await expect(main).not.toContainText(/\b2016-(1st|2nd|3rd|4th)\b/);
      for (const profile of profiles) {
        const mine = inside.filter((e) => e.person === profile.name);
        const section = main.getByRole('region', { name: new RegExp(`^${profile.name}`) });
        if (mine.length === 0) {
          await expect(section).toHaveCount(0);
          continue;
        }
        // One table per category, one row per entry in the window.
        const rows = section.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
        await expect(rows).toHaveCount(mine.length);
        await expect(section.getByRole('table', { name: 'Research Papers' })).toHaveCount(
          mine.some((e) => e.category === 'research_papers') ? 1 : 0,
        );
      }
    });
  }

  test('an unknown department is a 404', async ({ page }) => {
    const response = await page.goto('/research/XYZ');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });

  test('has no axe-core violations', async ({ page }) => {
    await page.goto('/research/PHY');
    await expectNoAxeViolations(page);
    await page.goto('/department/PHY/research');
    await expectNoAxeViolations(page);
  });
});
