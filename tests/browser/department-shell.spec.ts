import { expect, expectNoAxeViolations, test } from './fixtures.ts';

/** The dark menu of SPEC §2, in order, and where each item points (docs/page-types.md). */
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
  test('has the header with the name and banner, the dark menu in order, a footer', async ({
    page,
  }) => {
    await page.goto('/department/PHY');
    const header = page.getByRole('banner');
    await expect(header.getByRole('img', { name: 'Department of Physics' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Kopoubari College' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(header.getByRole('link', { name: 'All departments' })).toHaveAttribute(
      'href',
      '/departments',
    );
    const menu = page.getByRole('navigation', { name: 'Department of Physics' });
    const links = menu.getByRole('link');
    await expect(links).toHaveText(MENU.map(([label]) => label));
    for (const [label, href] of MENU) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'href',
        href,
      );
    }
    await expect(page.getByRole('main')).toHaveAttribute('id', 'main');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main',
    );
    await expect(page.getByRole('contentinfo')).toContainText('Kopoubari College');
    await expect(page).toHaveTitle('Department of Physics | Kopoubari College');
  });

  test('every menu item leads to a page of the department', async ({ page }) => {
    await page.goto('/department/PHY');
    const menu = page.getByRole('navigation', { name: 'Department of Physics' });
    for (const [label, href] of MENU.slice(1)) {
      await menu.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(href);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    }
  });

  test('an unknown dept_code gets a 404 page that points back to /departments', async ({
    page,
  }) => {
    for (const address of [
      '/department/XYZ',
      '/department/XYZ/faculty',
      '/department/XYZ/gallery',
    ]) {
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Department not found');
      await expect(page.getByRole('link', { name: 'See all departments' })).toHaveAttribute(
        'href',
        '/departments',
      );
    }
    await expectNoAxeViolations(page);
  });

  test('an unknown page of a department is a 404 inside its shell', async ({ page }) => {
    const response = await page.goto('/department/PHY/nothing-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('navigation', { name: 'Department of Physics' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: "Go to the department's home page" }),
    ).toHaveAttribute('href', '/department/PHY');
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
