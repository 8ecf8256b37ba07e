import { CAROUSEL_INTERVAL_MS } from '../../src/contract/constants.ts';
import { expect, test } from './fixtures.ts';
import { layoutShifts, watchLayoutShifts } from './layout-shifts.ts';
import { PAGE_TYPES } from './page-types.ts';

/**
 * CLS 0 (issue 9): nothing on any page type moves by itself while it loads, is enhanced and gets its
 * font, nor on the home page while it rotates its events. Layout-shift entries are counted from
 * the first paint on, as the browser reports them (timings are not asserted: the test machine is
 * shared). The holiday pop-up's page is checked in home-holiday.spec.ts.
 */
test.describe('no layout shift', () => {
  for (const width of [360, 1280]) {
    for (const { name, path } of PAGE_TYPES) {
      test(`at ${width} px: ${name}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await watchLayoutShifts(page);
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => document.fonts.ready);
        // The home page's events move on by themselves: long enough for them to do so twice.
        // Elsewhere, a moment for what the enhancements and the font set off to be painted.
        await page.waitForTimeout(path === '/' ? CAROUSEL_INTERVAL_MS * 2.5 : 500);
        expect(await layoutShifts(page)).toEqual([]);
      });
    }
  }
});
