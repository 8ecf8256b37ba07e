import { expect, expectNoAxeViolations, test } from './fixtures.ts';

/** The site search: the header's form on every page and /search rendered on the server. */
test.describe('site search', () => {
  test('the header of a college page and of a department page has the search form', async ({
    page,
  }) => {
    for (const address of ['/', '/department/PHY']) {
      await page.goto(address);
      const form = page.getByRole('search', { name: 'Site' });
      await expect(form.getByRole('searchbox', { name: 'Search the site' })).toBeVisible();
      await expect(form.getByRole('button', { name: 'Search' })).toBeVisible();
    }
  });

  test('a query shows the results grouped by kind with counts, the words marked', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('search', { name: 'Site' }).getByRole('searchbox').fill('tender');
    await page.getByRole('search', { name: 'Site' }).getByRole('button').click();
    await expect(page).toHaveURL('/search?q=tender');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “tender”');
    await expect(page).toHaveTitle('Search results for “tender” | Kopoubari College');
    const notices = page.getByRole('region', { name: /^Notices and documents \(\d+\)$/ });
    const first = notices.getByRole('listitem').first().getByRole('link');
    await expect(first).toHaveText(/^Tender /);
    await expect(first.locator('mark')).toHaveText('Tender');
    await notices.getByRole('link', { name: /^All \d+ results in Notices and documents$/ }).click();
    await expect(page).toHaveURL(/\/search\?q=tender&kind=notice$/);
    await page.getByRole('main').getByRole('listitem').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/notifications\/tender\/2026\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Tender /);
  });

  // A typo forgiven, nothing matching, an empty or long query, noindex:
  // tests/pages/search.test.ts.
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the header form searches', async ({ page }) => {
      await page.goto('/contactus');
      await page.getByRole('search', { name: 'Site' }).getByRole('searchbox').fill('Arundhati');
      await page.getByRole('search', { name: 'Site' }).getByRole('button').click();
      await expect(page.getByRole('region', { name: 'Faculty (1)' }).getByRole('link')).toHaveText(
        'Dr. Arundhati Goswami',
      );
    });
  });

  test('has no axe-core violations', async ({ page }) => {
    for (const address of ['/search', '/search?q=hostel', '/search?q=qwxzv']) {
      await page.goto(address);
      await expectNoAxeViolations(page);
    }
  });
});
