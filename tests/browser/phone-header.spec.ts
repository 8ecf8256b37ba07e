import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * A phone first (issue 37, decision 095), at 360 × 780: the header (the accessibility bar, the
 * college's or department's name, and the sticky bar of Menu and search) within 200 px, in
 * English and in Assamese; and no control the keyboard reaches ever under the sticky bar
 * (WCAG 2.4.11), on a notice list and a faculty profile.
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

/** The focused element's box and the sticky bar's, once the scroll has settled. */
async function focusAgainstBar(page: Page) {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const before = window.scrollY;
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === before)));
      }),
  );
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    const box = focused.getBoundingClientRect();
    const bar = document.querySelector('.menu-bar')!.getBoundingClientRect();
    const name = `${focused.tagName} ${(focused.textContent ?? '').trim().slice(0, 40)}`;
    // Under the bar: the element's box starts above the bar's bottom while the bar is at the
    // top of the screen (stuck), and the element is not inside the bar itself.
    const stuck = bar.top <= 0;
    const inBar = focused.closest('.menu-bar') !== null;
    const covered = stuck && !inBar && box.height > 0 && box.top < bar.bottom - 0.5;
    return { name, covered, top: box.top, barBottom: bar.bottom };
  });
}

test.describe('no focused control under the sticky bar at 360 × 780', () => {
  for (const path of ['/notifications/academic', '/department/PHY/faculty/single?id=151']) {
    test(`tabbing through ${path}`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      // From the main content on, which is where the page scrolls under the bar.
      await page.locator('main').focus();
      const covered: string[] = [];
      let checked = 0;
      for (let stop = 0; stop < 60; stop++) {
        await page.keyboard.press('Tab');
        const inMain = await page.evaluate(
          () => document.querySelector('main')!.contains(document.activeElement),
        );
        if (!inMain) break;
        const seen = await focusAgainstBar(page);
        checked++;
        if (seen.covered) covered.push(`${seen.name} (top ${seen.top}, bar ${seen.barBottom})`);
      }
      expect(checked).toBeGreaterThan(10);
      expect(covered).toEqual([]);
    });
  }
});
