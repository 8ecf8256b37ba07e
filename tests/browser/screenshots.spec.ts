import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { SCREENSHOT_DIR } from '../helpers/screenshots.ts';
import { expect, test } from './fixtures.ts';
import { PAGE_TYPES } from './page-types.ts';

const WIDTHS = [360, 1280];

// One screenshot of every page type at each width, left in reports/screenshots/{name}-{width}.png
// for people to look at (the layout checks themselves are in layout-system.spec.ts).
test.describe('screenshots of every page type', () => {
  for (const width of WIDTHS) {
    test(`at ${width} px, and no page scrolls sideways`, async ({ page }, testInfo) => {
      test.setTimeout(180_000);
      await mkdir(SCREENSHOT_DIR, { recursive: true });
      await page.setViewportSize({ width, height: 800 });
      for (const { name, path } of PAGE_TYPES) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => document.fonts.ready);
        const file = join(SCREENSHOT_DIR, `${name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
        await testInfo.attach(`${name}-${width}`, { path: file, contentType: 'image/png' });
        // No sideways scrolling of the page: wide tables become cards or scroll in their region.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
      expect(testInfo.attachments).toHaveLength(PAGE_TYPES.length);
    });
  }
});
