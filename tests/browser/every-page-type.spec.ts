import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { CAROUSEL_INTERVAL_MS } from '../../src/contract/constants.ts';
import { preferencesCss } from '../../src/web/lib/display-preferences.ts';
import { EVERY_PAGE_SCREENSHOTS, SCREENSHOT_DIR } from '../helpers/screenshots.ts';
import { expect, test } from './fixtures.ts';
import { layoutShifts, watchLayoutShifts } from './layout-shifts.ts';
import { PAGE_TYPES } from './page-types.ts';

/** The page types in this many runs per width, so that the workers share them evenly. */
const PARTS = 3;
/** The narrowest width WCAG 1.4.10 asks a page to fit without scrolling sideways. */
const REFLOW_WIDTH = 320;
/**
 * The styles a visitor's copy of a page has after A+ once (text at 125 %): that copy is the page
 * with them as the last element of its head (tests/pages/display-preferences-html.test.ts).
 */
const LARGER_TEXT_CSS = preferencesCss({ text: 'large', contrast: 'normal' });

/**
 * One walk through every page type at 360 and 1280 px, each page loaded once for three checks:
 * - CLS 0 (issue 9): nothing moves by itself while the page loads, is enhanced and gets its
 *   font, nor on the home page while it rotates its events. Layout-shift entries are counted
 *   from the first paint on, as the browser reports them (timings are not asserted: the test
 *   machine is shared). The holiday pop-up's page is checked in home-holiday.spec.ts.
 * - No sideways scrolling of the page: wide tables become cards or scroll in their region.
 * - With SCREENSHOTS=1, a screenshot, left in reports/screenshots/{name}-{width}.png for people
 *   to look at (the layout checks themselves are in layout-system.spec.ts).
 * The pages are loaded one after the other in one tab (a fresh tab per page costs more than the
 * page); each load counts its own shifts.
 * The 360 px walk then narrows each page to 320 px: WCAG 1.4.10 (reflow), no page scrolls
 * sideways there either (moved from reflow.spec.ts, issue 35: the site's layout is CSS alone, so
 * the page narrowed is the page loaded at that width, without a load of its own), nor with the
 * root's text at 200 % (issue 37, decision 095). Before that, at 360 px, the page with the styles of
 * A+ once (125 %) written into its head as the visitor's copy has them: no page scrolls sideways
 * either (moved from reflow.spec.ts, issue 35: a load of every page type of its own, for styles
 * the copy adds to the same page).
 */
test.describe('every page type', () => {
  for (const width of [360, 1280]) {
    for (let part = 0; part < PARTS; part++) {
      const pages = PAGE_TYPES.filter((_, i) => i % PARTS === part);
      const narrowed =
        width === 360 ? ` (nor with the text at 125 %, nor at ${REFLOW_WIDTH} px)` : '';
      test(`at ${width} px, no layout shift and no sideways scrolling${narrowed}: ${pages.map((p) => p.name).join(', ')}`, async ({
        page,
      }, testInfo) => {
        test.setTimeout(180_000);
        await mkdir(SCREENSHOT_DIR, { recursive: true });
        await page.setViewportSize({ width, height: 800 });
        await watchLayoutShifts(page);
        const shifted: Record<string, unknown> = {};
        const wider: Record<string, number> = {};
        const widerLarge: Record<string, number> = {};
        const widerLarger: Record<string, number> = {};
        for (const { name, path } of pages) {
          await page.goto(path);
          await page.evaluate(() => document.fonts.ready);
          // A moment for what the enhancements and the font set off to be painted; the home
          // page's events move on by themselves: long enough for them to do so twice.
          await page.waitForLoadState('networkidle');
          if (path === '/') await page.waitForTimeout(CAROUSEL_INTERVAL_MS * 2.5);
          const shifts = await layoutShifts(page);
          if (shifts.length > 0) shifted[name] = shifts;

          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);

          if (EVERY_PAGE_SCREENSHOTS) {
            const file = join(SCREENSHOT_DIR, `${name}-${width}.png`);
            await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
            await testInfo.attach(`${name}-${width}`, { path: file, contentType: 'image/png' });
          }

          if (width === 360) {
            const larger = await page.evaluate((css) => {
              // A constructed sheet: the page's policy (style-src) refuses a <style> added by a
              // script, and the copy's own is allowed by the copy's policy. Adopted sheets come
              // after the document's, as the copy's style comes after the site's.
              const sheet = new CSSStyleSheet();
              sheet.replaceSync(css);
              document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
              const width = document.scrollingElement!.scrollWidth;
              const size = getComputedStyle(document.documentElement).fontSize;
              document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
              return { width, size };
            }, LARGER_TEXT_CSS);
            expect(larger.size, `${path}: the text at 125 %`).toBe('20px');
            if (larger.width > width) widerLarger[path] = larger.width;
            await page.setViewportSize({ width: REFLOW_WIDTH, height: 800 });
            const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
            if (scrollWidth > REFLOW_WIDTH) wider[path] = scrollWidth;
            // The browser's own text at 200 % (WCAG 1.4.4 with 1.4.10): the root's font size in
            // the page already loaded, as a visitor's setting or A+ at its largest makes it.
            const large = await page.evaluate(() => {
              const root = document.documentElement;
              root.style.fontSize = '200%';
              const width = document.scrollingElement!.scrollWidth;
              root.style.fontSize = '';
              return width;
            });
            if (large > REFLOW_WIDTH) widerLarge[path] = large;
            await page.setViewportSize({ width, height: 800 });
          }
        }
        expect(shifted).toEqual({});
        expect(widerLarger, `at ${width} px with A+ once, pages wider than the screen`).toEqual({});
        expect(wider, `at ${REFLOW_WIDTH} px, pages wider than the screen`).toEqual({});
        expect(widerLarge, `at ${REFLOW_WIDTH} px with text at 200 %, pages wider`).toEqual({});
        expect(testInfo.attachments).toHaveLength(EVERY_PAGE_SCREENSHOTS ? pages.length : 0);
      });
    }
  }
});
