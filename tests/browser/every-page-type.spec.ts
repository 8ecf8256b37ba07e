import { CAROUSEL_INTERVAL_MS } from '../../src/contract/constants.ts';
import { expect, test } from './fixtures.ts';
import { layoutShifts, watchLayoutShifts } from './layout-shifts.ts';
import { PAGE_TYPES } from './page-types.ts';

/** The page types in this many runs per width, so that the two workers share them evenly. */
const PARTS = 3;

/**
 * CLS 0 (issue 9): nothing on any page type moves by itself while it loads, is enhanced and gets its
 * font, nor on the home page while it rotates its events. Layout-shift entries are counted from
 * the first paint on, as the browser reports them (timings are not asserted: the test machine is
 * shared). The page types are loaded one after the other in one tab (a fresh tab per page costs
 * more than the page); each load counts its own shifts. The holiday pop-up's page is checked in
 * home-holiday.spec.ts.
 */
test.describe('no layout shift', () => {
  for (const width of [360, 1280]) {
    for (let part = 0; part < PARTS; part++) {
      const pages = PAGE_TYPES.filter((_, i) => i % PARTS === part);
      test(`at ${width} px: ${pages.map((p) => p.name).join(', ')}`, async ({ page }) => {
        test.setTimeout(120_000);
        await page.setViewportSize({ width, height: 800 });
        await watchLayoutShifts(page);
        const shifted: Record<string, unknown> = {};
        for (const { name, path } of pages) {
          await page.goto(path);
          await page.evaluate(() => document.fonts.ready);
          // The home page's events move on by themselves: long enough for them to do so twice.
          // Elsewhere, a moment for what the enhancements and the font set off to be painted.
          await page.waitForTimeout(path === '/' ? CAROUSEL_INTERVAL_MS * 2.5 : 500);
          const shifts = await layoutShifts(page);
          if (shifts.length > 0) shifted[name] = shifts;
        }
        expect(shifted).toEqual({});
      });
    }
  }
});
