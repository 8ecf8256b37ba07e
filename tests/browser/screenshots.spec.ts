import { stat } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'notices', path: '/notifications/academic' },
  { name: 'departments', path: '/departments' },
];
const WIDTHS = [360, 1280];

test.describe('screenshots of the main pages', () => {
  for (const { name, path } of PAGES) {
    for (const width of WIDTHS) {
      test(`${name} at ${width} px`, async ({ page }, testInfo) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        // Lazy images below the fold are not in the picture; the layout is what matters here.
        const file = testInfo.outputPath(`${name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
        await testInfo.attach(`${name}-${width}`, { path: file, contentType: 'image/png' });
        expect((await stat(file)).size).toBeGreaterThan(10_000);
        // No sideways scrolling of the page: wide tables scroll inside their own region.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  }

  test('no page of the college scrolls sideways on a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    for (const path of [
      '/administrations/officestaff',
      '/administrations/gb',
      '/administrations/principal',
      '/committees?code=IQAC',
      '/nirf',
      '/contactus',
      '/importantfile',
      '/organo',
      '/events',
      '/alumni/list',
      '/students/routines',
    ]) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
