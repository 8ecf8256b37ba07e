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
  test('shows the Arts departments by default, each card linking to its microsite', async ({
    page,
    request,
  }) => {
    const arts = await departmentsOf(request, 'ARTS');
    expect(arts.map((d) => d.dept_code)).toEqual(['ASM', 'ENG', 'HIS', 'ECO']);
    await page.goto('/departments');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Departments');
    const streams = page.getByRole('navigation', { name: 'Streams' });
    await expect(streams.getByRole('link')).toHaveText(['Arts', 'Science', 'Commerce', 'Others']);
    await expect(streams.getByRole('link', { name: 'Arts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      page.getByRole('main').getByRole('heading', { level: 2, name: 'Arts' }),
    ).toBeVisible();
    await expectCards(page, 'Arts', arts);
  });

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

  test('each stream has its own address', async ({ page, request }) => {
    await page.goto('/departments/science');
    await expectCards(page, 'Science', await departmentsOf(request, 'SCIENCE'));
    await page.goto('/departments/arts');
    await expectCards(page, 'Arts', await departmentsOf(request, 'ARTS'));
    await page.goto('/departments?stream=science');
    await expectCards(page, 'Science', await departmentsOf(request, 'SCIENCE'));
  });

  test('commerce and others say clearly that there are none', async ({ page }) => {
    await page.goto('/departments/commerce');
    await expect(
      page.getByRole('main').getByRole('heading', { level: 2, name: 'Commerce' }),
    ).toBeVisible();
    await expect(
      page.getByRole('main').getByText('The college has no commerce departments at present.'),
    ).toBeVisible();
    await page.goto('/departments/others');
    await expect(
      page.getByRole('main').getByText('The college has no other departments at present.'),
    ).toBeVisible();
    const response = await page.goto('/departments/law');
    expect(response?.status()).toBe(404);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the stream links load the other stream', async ({ page, request }) => {
      await page.goto('/departments');
      await page
        .getByRole('navigation', { name: 'Streams' })
        .getByRole('link', { name: 'Science' })
        .click();
      await expect(page).toHaveURL('/departments?stream=SCIENCE');
      await expectCards(page, 'Science', await departmentsOf(request, 'SCIENCE'));
    });
  });

  test('has no axe-core violations', async ({ page }) => {
    await page.goto('/departments');
    await expectNoAxeViolations(page);
    await page.goto('/departments/commerce');
    await expectNoAxeViolations(page);
  });
});
