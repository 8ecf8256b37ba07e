import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * A phone first (issue 37, decision 095), at 360 × 780: the header (the accessibility bar, the
 * college's or department's name, and the sticky bar of Menu and search) within 200 px, in
 * English and in Assamese; and no control the keyboard reaches ever under the sticky menu bar
 * or the admission bar docked at the bottom (WCAG 2.4.11), on a notice list and a faculty
 * profile, Tab forwards and Shift+Tab back.
 */
const PHONE = { width: 360, height: 780 };
const HEADER_MAX_PX = 200;

test.use({ viewport: PHONE });

/** From the top of the accessibility bar to the bottom of the sticky menu bar, in px. */
const headerHeight = (page: Page) =>
  page.evaluate(() => {
    const top = document.querySelector('.display-controls')!.getBoundingClientRect().top;
    const bar = document.querySelector('.menu-bar')!.getBoundingClientRect().bottom;
    return bar - top;
  });

test.describe('the header on a 360 × 780 phone', () => {
  for (const path of ['/', '/as/', '/notifications/academic', '/as/department/PHY/faculty']) {
    test(`is at most ${HEADER_MAX_PX} px tall, with the name, Menu and the search: ${path}`, async ({
      page,
    }) => {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      expect(await headerHeight(page)).toBeLessThanOrEqual(HEADER_MAX_PX);
      const bar = page.locator('.menu-bar');
      await expect(bar.locator('.menu-button')).toBeVisible();
      await expect(bar.getByRole('searchbox')).toBeVisible();
      // One search form shows at a time: the header's is the wider screens'.
      await expect(page.getByRole('searchbox')).toHaveCount(1);
    });
  }
});

/** Whether the focused element lies under the sticky menu bar or the docked admission bar. */
async function focusAgainstBars(page: Page) {
  // Once the scroll has settled (the site scrolls at once: nothing smooth, decision 095).
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const before = window.scrollY;
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve(window.scrollY === before)),
        );
      }),
  );
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    const box = focused.getBoundingClientRect();
    const menu = document.querySelector('.menu-bar')!.getBoundingClientRect();
    const dock = document.querySelector('.admission-button')?.getBoundingClientRect();
    const name = `${focused.tagName} ${(focused.textContent ?? '').trim().slice(0, 40)}`;
    // The room the bars leave: below the menu bar (main is below it even before it sticks),
    // above the admission bar. What fits in the part of the screen a scroll brings things into
    // (html's scroll-padding) must lie wholly in the room; a region taller than that (a long
    // table, focusable to scroll it) must show at least in part (WCAG 2.4.11).
    const top = menu.bottom;
    const bottom = dock ? dock.top : window.innerHeight;
    const html = getComputedStyle(document.documentElement);
    const snapport =
      window.innerHeight - parseFloat(html.scrollPaddingTop) - parseFloat(html.scrollPaddingBottom);
    const covered =
      box.height <= snapport
        ? box.top < top - 0.5 || box.bottom > bottom + 0.5
        : box.bottom <= top || box.top >= bottom;
    return { name, covered: box.height > 0 && covered, top: box.top };
  });
}

test.describe('no focused control under a sticky bar at 360 × 780', () => {
  for (const path of ['/notifications/academic', '/department/PHY/faculty/single?id=151']) {
    test(`tabbing through ${path}, forwards and back`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      const inMain = () =>
        page.evaluate(() => document.querySelector('main')!.contains(document.activeElement));
      const covered: string[] = [];
      let checked = 0;
      // Forwards, the page scrolls up under the bars from below; backwards, down from above:
      // the menu bar at the top covers what Shift+Tab reaches (scroll-padding-top).
      for (const key of ['Tab', 'Shift+Tab']) {
        if (key === 'Tab') await page.locator('main').focus();
        for (let stop = 0; stop < 80; stop++) {
          await page.keyboard.press(key);
          if (!(await inMain())) break;
          const seen = await focusAgainstBars(page);
          checked++;
          if (seen.covered) covered.push(`${key}: ${seen.name} (top ${seen.top})`);
        }
        // Back into the content from where forwards stopped.
        if (key === 'Tab') await page.keyboard.press('Shift+Tab');
      }
      expect(checked).toBeGreaterThan(20);
      expect(covered).toEqual([]);
    });
  }
});
