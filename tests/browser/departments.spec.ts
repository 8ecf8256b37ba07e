import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { apiGet, whenEnhanced, type DemoDepartment } from './demo-api.ts';

async function departmentsOf(
  request: import('@playwright/test').APIRequestContext,
  stream: string,
) {
  const all = await apiGet<DemoDepartment[]>(request, '/getdepartments');
  return all.filter((d) => d.stream === stream);
}

/** The department cards of the page, checked against the API: name, Assamese name, link. */
async function expectCards(page: Page, stream: string, departments: DemoDepartment[]) {
  const cards = page.getByRole('list', { name: stream }).getByRole('listitem');
  await expect(cards).toHaveCount(departments.length);
  for (const [i, dept] of departments.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(dept.dept_name);
    await expect(card.getByRole('link', { name: dept.dept_name })).toHaveAttribute(
      'href',
      `/department/${dept.dept_code}`,
    );
    await expect(card.getByText(dept.dept_name_as)).toHaveAttribute('lang', 'as');
    const banner = card.locator('img');
    await expect(banner).toHaveAttribute('width', '1200');
    await expect(banner).toHaveAttribute('height', '300');
  }
}

test.describe('departments page', () => {
  // The cards of each stream, its address and its plain links: tests/pages/departments-contact.test.ts.
  test('the sidebar switches to Science without a reload', async ({ page, request }) => {
    const science = await departmentsOf(request, 'SCIENCE');
    await page.goto('/departments');
    // Let the page come alive, then mark the window: a reload would lose the mark.
    await whenEnhanced(page);
    await page.evaluate(() => ((window as unknown as { mark: string }).mark = 'same page'));
    await page
      .getByRole('navigation', { name: 'Streams' })
      .getByRole('link', { name: 'Science' })
      .click();
    await expect(page).toHaveURL('/departments?stream=SCIENCE');
    await expectCards(page, 'Science', science);
    expect(await page.evaluate(() => (window as unknown as { mark?: string }).mark)).toBe(
      'same page',
    );
    await expect(page).toHaveTitle('Science Departments | Kopoubari College');
  });

  test('has no axe-core violations', async ({ page }) => {
    await page.goto('/departments');
    await expectNoAxeViolations(page);
    await page.goto('/departments/commerce');
    await expectNoAxeViolations(page);
  });
});
