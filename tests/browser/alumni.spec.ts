import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { apiGet, firstSentenceOf, type DemoDepartment } from './demo-api.ts';

const SIDE_LIST = [
  'Alumni Association',
  'Alumni Committee',
  'Alumni Support',
  'Alumni List',
  'Notable Alumni',
];

test.describe('alumni pages', () => {
  test('association, committee and support show their texts', async ({ page }) => {
    const pages = [
      { path: '/alumni/association', h1: 'Alumni Association', text: 'formed in 1992' },
      {
        path: '/alumni/committee',
        h1: 'Executive Committee of the Alumni Association',
        text: 'General Secretary',
      },
      { path: '/alumni/support', h1: 'Alumni Support', text: 'a reading room' },
    ];
    for (const { path, h1, text } of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page.getByRole('navigation', { name: 'Alumni' }).getByRole('link')).toHaveText(
        SIDE_LIST,
      );
      await expect(page.locator('.page-grid__main .prose')).toContainText(text);
    }
  });

  test('the list links to the alumni of every department', async ({ page, request }) => {
    const departments = await apiGet<DemoDepartment[]>(request, '/getdepartments');
    expect(departments.length).toBe(8);
    await page.goto('/alumni/list');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alumni List');
    const links = page.locator('.page-grid__main').getByRole('link');
    await expect(links).toHaveCount(departments.length);
    for (const [i, dept] of departments.entries()) {
      await expect(links.nth(i)).toHaveText(`Alumni of the Department of ${dept.dept_name}`);
      await expect(links.nth(i)).toHaveAttribute('href', `/department/${dept.dept_code}/alumni`);
    }
  });

  test('notable alumni keeps its title and shows the college\u2019s text under it', async ({
    page,
  }) => {
    await page.goto('/alumni/notable');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notable Alumni');
    await expect(page.locator('.page-grid__main')).toContainText(firstSentenceOf('alumni/notable'));
  });

  test('an unknown page is a 404', async ({ page }) => {
    expect((await page.goto('/alumni/meet'))?.status()).toBe(404);
  });

  test('has no axe-core violations', async ({ page }) => {
    await page.goto('/alumni/list');
    await expectNoAxeViolations(page);
    await page.goto('/alumni/association');
    await expectNoAxeViolations(page);
  });
});
