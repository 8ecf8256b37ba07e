import { expect, test } from './fixtures.ts';
import { PAGE_TYPES } from './page-types.ts';

/**
 * WCAG 1.4.10 (reflow): at 360 px with A+ once (125 %), no page type makes the page
 * itself scroll sideways. A wide table scrolls inside its own labelled region or becomes cards
 * (decisions 023 and 048). One tab walks every page type. At 360 px with the usual text size,
 * and at 320 px, every-page-type.spec.ts checks the same on its walk (decision 062, issue 35),
 * and at 320 px with the text at 200 % (decision 095).
 */
const RUNS = [{ width: 360, large: true }];

for (const { width, large } of RUNS) {
  test(`at ${width} px${large ? ' with the largest text' : ''}, no page scrolls sideways`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    if (large) await context.addCookies([{ name: 'text_size', value: 'large', url: baseURL! }]);
    await page.setViewportSize({ width, height: 800 });
    const wider: Record<string, number> = {};
    for (const { path } of PAGE_TYPES) {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
      if (scrollWidth > width) wider[path] = scrollWidth;
    }
    expect(wider).toEqual({});
  });
}
