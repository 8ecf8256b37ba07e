import { CAROUSEL_INTERVAL_MS } from '../../src/contract/constants.ts';
import { expect, test } from './fixtures.ts';

/**
 * CLS 0 (issue 9): nothing on the page moves by itself while it loads, hydrates, gets its font
 * and rotates its events. Layout-shift entries are counted from the first paint on, as the
 * browser reports them (timings are not asserted: the test machine is shared).
 */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'faculty profile', path: '/department/PHY/faculty/single?id=151' },
  { name: 'department home', path: '/department/ASM' },
];

test.describe('no layout shift', () => {
  for (const width of [360, 1280]) {
    for (const { name, path } of PAGES) {
      test(`at ${width} px: ${name}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.addInitScript(() => {
          const shifts: { value: number; sources: string[] }[] = [];
          (window as unknown as { shifts: typeof shifts }).shifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as {
              value: number;
              hadRecentInput: boolean;
              sources: { node?: Node }[];
            }[]) {
              if (entry.hadRecentInput) continue;
              shifts.push({
                value: entry.value,
                sources: entry.sources.map((s) =>
                  s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : '?',
                ),
              });
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => document.fonts.ready);
        // Long enough for the events to move on twice.
        await page.waitForTimeout(CAROUSEL_INTERVAL_MS * 2.5);
        const shifts = await page.evaluate(
          () => (window as unknown as { shifts: { value: number; sources: string[] }[] }).shifts,
        );
        expect(shifts).toEqual([]);
      });
    }
  }
});
