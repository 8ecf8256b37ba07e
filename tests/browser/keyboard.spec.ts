import type { Page } from '@playwright/test';
import { whenEnhanced } from './demo-api.ts';
import { expect, test } from './fixtures.ts';

/** True when the focused element is on top where it is drawn: nothing covers it (WCAG 2.4.11). */
const focusedIsUncovered = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return false;
    const box = focused.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !!top && (focused === top || focused.contains(top));
  });

/** What the live region of in-page changes says (src/web/enhance/in-page.ts). */
const announced = (page: Page) =>
  page.locator('[aria-live="polite"][aria-atomic="true"]').last().innerText();

test.describe('keyboard: an open menu never covers the focused control', () => {
  test('at 1280 px, a group closes when focus moves on out of it, forwards and back', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await whenEnhanced(page);
    const menu = page.getByRole('navigation', { name: 'Main' });
    const group = menu.getByText('About Us', { exact: true });
    const links = menu.getByRole('link', { name: /^(About|History|Vision & Mission)$/ });
    await group.focus();
    await page.keyboard.press('Enter');
    await expect(links.first()).toBeVisible();
    // Through the group's entries and on to the next item of the bar.
    const entries = await group.locator('..').getByRole('link').count();
    for (let i = 0; i < entries; i++) await page.keyboard.press('Tab');
    await expect(links.first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(links.first()).toBeHidden();
    await expect(menu.getByText('Administration', { exact: true })).toBeFocused();
    expect(await focusedIsUncovered(page)).toBe(true);

    // Back out of the group with Shift+Tab.
    await group.focus();
    await page.keyboard.press('Enter');
    await expect(links.first()).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(links.first()).toBeHidden();
    expect(await focusedIsUncovered(page)).toBe(true);
  });

  test('at 360 px, the phone menu closes when focus moves on past its end', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await whenEnhanced(page);
    const button = page.getByRole('button', { name: 'Menu' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);
    // Every entry of the bar (groups closed), then one more step.
    const stops = await menu.locator('summary, .site-menu__item > a').count();
    for (let i = 0; i < stops; i++) await page.keyboard.press('Tab');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    expect(await focusedIsUncovered(page)).toBe(true);
  });

  test('at 360 px, no link of the phone menu takes focus under the admission bar, every group opened by keyboard', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await whenEnhanced(page);
    const button = page.getByRole('button', { name: 'Menu' });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);
    const links = await menu.getByRole('link', { includeHidden: true }).count();
    const admission = page.getByRole('link', { name: /^Online Admission/ });
    await expect(admission).toBeVisible();
    const bar = (await admission.boundingBox())!;

    // Tab on through the menu, opening each group with Enter as its summary takes focus.
    const reached: string[] = [];
    const covered: string[] = [];
    for (let step = 0; step < 200; step++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const box = element.getBoundingClientRect();
        return {
          inMenu: !!element.closest('.site-menu'),
          tag: element.tagName,
          text: element.textContent?.trim() ?? '',
          bottom: box.bottom,
        };
      });
      if (!focused.inMenu) break;
      if (focused.tag === 'SUMMARY') await page.keyboard.press('Enter');
      if (focused.tag !== 'A') continue;
      reached.push(focused.text);
      // The bar spans the bottom of the screen: a link reaching below its top edge is under it.
      if (focused.bottom > bar.y) covered.push(focused.text);
    }
    expect(reached).toHaveLength(links);
    expect(covered).toEqual([]);
  });
});

test.describe('keyboard: where a link leaves the visitor', () => {
  for (const width of [360, 1280]) {
    test(`at ${width} px, a link of the page loads the next page, read from its start`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await whenEnhanced(page);
      const link = page.getByRole('contentinfo').getByRole('link', { name: 'NIRF', exact: true });
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/nirf');
      // A page load, which the browser announces by its title: the first stop is the skip link.
      expect(await page.title()).toMatch(/^NIRF \| /);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    });
  }

  test('another state of the same page keeps the control, or moves to the new view and reads its title', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/departments');
    await whenEnhanced(page);
    const science = page
      .getByRole('navigation', { name: 'Streams' })
      .getByRole('link', { name: 'Science' });
    await science.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/departments?stream=SCIENCE');
    // The stream's link is still there: focus stays on it, now marked as the current one.
    await expect(science).toBeFocused();
    await expect(science).toHaveAttribute('aria-current', 'page');

    // A NAAC criterion leads to its serial numbers: its link is gone, so focus goes to the new
    // level's heading and the page's title is read.
    await page.goto('/iqac/matrix');
    await whenEnhanced(page);
    const table = page.getByRole('table');
    await table.getByRole('link').first().press('Enter');
    await expect(page).toHaveURL(/[?&]criterion=/);
    await expect(page.locator('#matrix-level-heading')).toBeFocused();
    await expect.poll(() => announced(page)).toBe(await page.title());

    // A change that leaves the control in place (a NAAC filter typed) leaves the focus there.
    await page.goto('/iqac/matrix');
    await whenEnhanced(page);
    const filter = page.getByRole('search', { name: 'NAAC metrics filter' }).getByRole('searchbox');
    await filter.fill('student');
    await filter.press('Enter');
    await expect(page).toHaveURL(/[?&]q=student/);
    await expect(filter).toBeFocused();
  });
});

test.describe('every filtered view has a title of its own', () => {
  test('a quarter, a NAAC search, and the two organograms', async ({ page }) => {
    await page.goto('/department/PHY/faculty/quarterlyreport?id=151');
    const all = await page.title();
    const quarter = page.getByRole('navigation', { name: 'Select the quarter' }).getByRole('link');
    const chosen = (await quarter.nth(1).innerText()).trim();
    await page.goto(`/department/PHY/faculty/quarterlyreport?id=151&qr=${chosen}`);
    expect(await page.title()).toContain(`quarter ${chosen}`);
    expect(await page.title()).not.toBe(all);

    await page.goto('/iqac/matrix');
    const metrics = await page.title();
    await page.goto('/iqac/matrix?q=student');
    expect(await page.title()).toMatch(/^Search “student” \| /);
    expect(await page.title()).not.toBe(metrics);

    await page.goto('/organo');
    const college = await page.title();
    await page.goto('/iqac/organogram');
    expect(await page.title()).not.toBe(college);
    expect(await page.title()).toMatch(/^Organogram \| IQAC \| /);
  });
});
