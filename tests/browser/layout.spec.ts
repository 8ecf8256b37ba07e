import type { Page } from '@playwright/test';
import { testConfig } from '../helpers/test-config.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/** Every section of SPEC §2's main college layout, by the start of its addresses. */
const SECTIONS = [
  '/aboutus/',
  '/notifications/',
  '/events',
  '/administrations/',
  '/departments',
  '/students/',
  '/facility/',
  '/iqac/',
  '/rti/',
  '/alumni/',
  '/committees',
  '/nirf',
  '/contactus',
  '/research',
  '/importantfile',
  '/emblem',
  '/organo',
];

test.describe('college layout: top bar and footer', () => {
  test('the top bar shows the college name, postal address, phone and email', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: /^Kopoubari College/ })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(banner).toContainText(
      'Kopoubari College, P.O. Kopoubari, Dist. Nalbari, Assam 781399',
    );
    await expect(banner.getByRole('link', { name: '+91 90000 00100' })).toHaveAttribute(
      'href',
      'tel:+919000000100',
    );
    await expect(banner.getByRole('link', { name: 'office@example.edu.in' })).toHaveAttribute(
      'href',
      'mailto:office@example.edu.in',
    );
  });

  test('the footer has the usual links; Subscribe Now sets a local flag and leads to the follow choice, sending nothing', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contactus',
    );
    await expect(footer.getByRole('link', { name: 'NIRF' })).toHaveAttribute('href', '/nirf');
    expect(await page.evaluate(() => localStorage.getItem('college.subscribed'))).toBeNull();
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
    });

    // SPEC's flag, then the follow choice of decision 101, kept on the device only.
    await footer.getByRole('link', { name: 'Subscribe Now' }).click();
    await expect(page).toHaveURL(/\/subscribe$/);
    expect(await page.evaluate(() => localStorage.getItem('college.subscribed'))).toBe('1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Follow notices');
    expect(dialogs).toEqual([]);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(writes).toEqual([]);
  });

  test('the skip link is the first thing to focus and takes focus to the main content', async ({
    page,
  }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('the admission button shows the session and links to the content\u2019s admission link when status is 1', async ({
    page,
    request,
  }) => {
    const settings = (await (await request.get('/api/settings/admissionSettings.json')).json()) as {
      status: number;
      session: string;
      link: string;
    };
    // The demo's admission notice of the session links to the same address (issue 24).
    expect(settings).toEqual({
      status: 1,
      session: '2026-27',
      link: 'https://admission.example.edu.in/fyugp-2026-27',
    });

    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const button = page
        .getByRole('complementary', { name: 'Online admission' })
        .getByRole('link', { name: `Online Admission ${settings.session}` });
      await expect(button).toBeVisible();
      // The content's link wins over the server's ADMISSION_URL.
      expect(settings.link).not.toBe(testConfig({}).admissionUrl);
      await expect(button).toHaveAttribute('href', settings.link);
    }
  });
});

test.describe('college layout: the admission button in high contrast', () => {
  /** The button's border and what it is drawn on. */
  const edge = (page: Page) =>
    page.locator('.admission-button').evaluate((button) => {
      const style = getComputedStyle(button);
      return {
        width: parseFloat(style.borderTopWidth),
        style: style.borderTopStyle,
        color: style.borderTopColor,
        background: style.backgroundColor,
      };
    });

  test('keeps a visible border in forced colours and in the site\u2019s high contrast', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize(PHONE);
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto('/');
    const forced = await edge(page);
    expect(forced).toMatchObject({ style: 'solid' });
    expect(forced.width).toBeGreaterThanOrEqual(2);
    expect(forced.color).not.toBe(forced.background);

    await page.emulateMedia({ forcedColors: 'none' });
    await context.addCookies([{ name: 'contrast', value: 'high', url: baseURL! }]);
    await page.goto('/');
    const high = await edge(page);
    expect(high).toMatchObject({ style: 'solid', background: 'rgb(0, 0, 0)' });
    expect(high.width).toBeGreaterThanOrEqual(2);
    expect(high.color).not.toBe(high.background);
  });
});

test.describe('college layout: main menu', () => {
  test('reaches every section of the college site', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main' });
    const hrefs = await menu
      .getByRole('link', { includeHidden: true })
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const section of SECTIONS) {
      expect(
        hrefs.some((href) => href.startsWith(section)),
        `a link to ${section}…`,
      ).toBe(true);
    }
  });

  test('on a desktop, a group opens and Escape closes it', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    const history = menu.getByRole('link', { name: 'History' });
    await expect(history).toBeHidden();

    await menu.getByText('About Us', { exact: true }).click();
    await expect(history).toBeVisible();
    await expect(history).toHaveAttribute('href', '/aboutus/history');
    await page.keyboard.press('Escape');
    await expect(history).toBeHidden();
    await expect(menu.getByText('About Us', { exact: true })).toBeFocused();

    // A click elsewhere closes an open group too.
    await menu.getByText('Notifications', { exact: true }).click();
    await expect(menu.getByRole('link', { name: 'Tender' })).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(menu.getByRole('link', { name: 'Tender' })).toBeHidden();
  });

  test('stays visible at the top (sticky) after the page scrolls', async ({ page }) => {
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      const bar =
        viewport === DESKTOP
          ? page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })
          : page.getByRole('button', { name: 'Menu' });
      await expect(bar).toBeInViewport();
      const box = await bar.boundingBox();
      expect(box?.y).toBeLessThan(60);
    }
  });

  test.describe('on a 360 px phone with JavaScript', () => {
    test.use({ viewport: PHONE });

    test('folds behind the Menu button (aria-expanded), which Escape closes', async ({ page }) => {
      await page.goto('/');
      const button = page.getByRole('button', { name: 'Menu' });
      // What the Menu button folds: the element its aria-controls names.
      const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();

      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
      await menu.getByText('IQAC', { exact: true }).click();
      const organogram = menu.getByRole('link', { name: 'Organogram' });
      // The open menu is taller than the phone: it fits the screen and scrolls inside itself, so
      // the last entry of the longest group can be reached while the bar stays at the top.
      const menuBox = await menu.evaluate((nav) => ({
        height: nav.getBoundingClientRect().height,
        scrolls: nav.scrollHeight > nav.clientHeight,
      }));
      expect(menuBox.height).toBeLessThan(PHONE.height);
      expect(menuBox.scrolls).toBe(true);
      await organogram.scrollIntoViewIfNeeded();
      await expect(organogram).toBeInViewport();
      await expect(button).toBeInViewport();

      await page.keyboard.press('Escape'); // closes the group
      await expect(organogram).toBeHidden();
      await page.keyboard.press('Escape'); // closes the menu
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
    });
  });

  test.describe('on a 360 px phone without JavaScript', () => {
    test.use({ viewport: PHONE, javaScriptEnabled: false });

    test('the Menu link unfolds the menu (:target) and Close menu folds it', async ({ page }) => {
      await page.goto('/');
      const link = page.getByRole('link', { name: 'Menu' });
      // What the Menu link unfolds: the element it points to.
      const menu = page.locator((await link.getAttribute('href'))!);
      await expect(menu).toBeHidden();

      await link.click();
      await expect(page).toHaveURL(/#site-menu$/);
      await expect(menu).toBeVisible();
      await menu.getByText('Notifications', { exact: true }).click();
      await expect(menu.getByRole('link', { name: 'Tender' })).toHaveAttribute(
        'href',
        '/notifications/tender',
      );
      await expect(menu.getByRole('link', { name: 'Tender' })).toBeVisible();

      await menu.getByRole('link', { name: 'Close menu' }).click();
      await expect(menu).toBeHidden();
    });
  });
});

// 'every page of the main menu › is found, with an h1 of its own, a title and a description'
// reads the menu's links and each page's HTML: tests/pages/main-menu-pages.test.ts (issue 35).

// Admission status other than 1 (no button): tests/pages/edited-content.test.ts.

test.describe('college layout: accessibility', () => {
  test('has no axe-core violations with the phone menu open', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByText('Students', { exact: true })
      .click();
    await expectNoAxeViolations(page);
  });
});
