import { expect, expectNoAxeViolations, test } from './fixtures.ts';

/** The dark menu of SPEC §2, in order (docs/page-types.md). */
const MENU = [
  ['ABOUT', '/department/PHY'],
  ['PROFILE', '/department/PHY/profile'],
  ['FACULTY MEMBERS', '/department/PHY/faculty'],
  ['COURSES & PROGRAMMES', '/department/PHY/course'],
  ['JOURNAL & MAGAZINES', '/department/PHY/journal'],
  ['EVENTS', '/department/PHY/events'],
  ['NOTIFICATIONS', '/department/PHY/notifications'],
  ['COs & POs', '/department/PHY/co_po'],
  ['GALLERY', '/department/PHY/gallery'],
  ['ALUMNI', '/department/PHY/alumni'],
] as const;

test.describe('department shell', () => {
  // The header, the menu's items and addresses, the footer, the title and the 404 pages:
  // tests/pages/department-shell.test.ts. Here what the style sheet shows at each width.
  test('on a desktop the dark menu shows its items in order, and no Menu button', async ({
    page,
  }) => {
    await page.goto('/department/PHY');
    const menu = page.getByRole('navigation', { name: 'Department of Physics' });
    await expect(menu.getByRole('link')).toHaveText(MENU.map(([label]) => label));
    await expect(
      page.getByRole('banner').getByRole('img', { name: 'Department of Physics' }),
    ).toBeVisible();
  });

  test('the 404 page of an unknown department has no axe-core violations', async ({ page }) => {
    const response = await page.goto('/department/XYZ/faculty');
    expect(response?.status()).toBe(404);
    await expectNoAxeViolations(page);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the menu folds behind a Menu button', async ({ page }) => {
      await page.goto('/department/PHY');
      const button = page.getByRole('button', { name: 'Menu' });
      await expect(button).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Department of Physics' });
      await expect(nav.getByRole('button', { name: 'Menu' })).toBeVisible();
      // What the Menu button folds: the element its aria-controls names.
      const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);
      await expect(menu).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.click();
      await expect(menu).toBeVisible();
      await menu.getByRole('link', { name: 'GALLERY' }).click();
      await expect(page).toHaveURL('/department/PHY/gallery');
      await expect(menu).toBeHidden();
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });
      test('the Menu link unfolds the menu', async ({ page }) => {
        await page.goto('/department/PHY');
        const link = page.getByRole('link', { name: 'Menu' });
        const menu = page.locator((await link.getAttribute('href'))!);
        await expect(menu).toBeHidden();
        await link.click();
        await expect(menu).toBeVisible();
        await menu.getByRole('link', { name: 'ALUMNI' }).click();
        await expect(page).toHaveURL('/department/PHY/alumni');
      });
    });
  });
});
