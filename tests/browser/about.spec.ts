import { expect, expectNoAxeViolations, test } from './fixtures.ts';

const SIDE_LIST = ['About', 'History', 'Vision & Mission', 'Aims & Objectives'];

test.describe('about us pages', () => {
  test('each page shows its text under its title, with the side list', async ({ page }) => {
    const pages = [
      {
        path: '/aboutus/about',
        h1: 'About the College',
        current: 'About',
        text: 'founded in 1967',
      },
      { path: '/aboutus/history', h1: 'Our History', current: 'History', text: 'early 1960s' },
      {
        path: '/aboutus/icv',
        h1: 'Aims & Objectives',
        current: 'Aims & Objectives',
        text: 'The college aims',
      },
      // Mission has no entry of its own: it belongs to Vision & Mission.
      {
        path: '/aboutus/mission',
        h1: 'Mission',
        current: 'Vision & Mission',
        text: 'first-generation learners',
      },
    ];
    for (const { path, h1, current, text } of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      const side = page.getByRole('navigation', { name: 'About Us' });
      await expect(side.getByRole('link')).toHaveText(SIDE_LIST);
      await expect(side.getByRole('link', { name: current })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByRole('main')).toContainText(text);
    }
  });

  test('Vision & Mission shows both texts', async ({ page }) => {
    await page.goto('/aboutus/vision');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vision & Mission');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Vision' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Mission' })).toBeVisible();
    await expect(main).toContainText('To be a centre of learning');
    await expect(
      page.getByRole('navigation', { name: 'About Us' }).getByRole('link', { name: 'History' }),
    ).toHaveAttribute('href', '/aboutus/history');
  });

  test('an unknown page is a 404 inside the layout', async ({ page }) => {
    const response = await page.goto('/aboutus/principal');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
    await expect(page).toHaveTitle('Page not found | Kopoubari College');
  });

  test('has no axe-core violations', async ({ page }) => {
    await page.goto('/aboutus/vision');
    await expectNoAxeViolations(page);
  });
});
