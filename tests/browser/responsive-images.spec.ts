import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Every page type that shows content images, at 360 px on a phone with two device pixels per
 * CSS pixel: each image comes in one of the sizes made at import, never (much) larger than its
 * box needs. Chromium takes the narrowest version of srcset at least as wide as the box needs;
 * the widths made at import go up in steps of at most 1.28, hence the tolerance.
 */
const PAGES = [
  '/',
  '/emblem',
  '/organo',
  '/launch',
  '/administrations/principal',
  '/administrations/officestaff',
  '/departments?stream=SCIENCE',
  '/department/PHY',
  '/department/PHY/faculty',
  '/department/PHY/faculty/single?id=151&name=Dr.+Dilip+Kumar+Hazarika',
  '/department/PHY/gallery',
  '/iqac/matrix?group=1&type=QlM&criterion=2&sr=3',
];
const DPR = 2;
const TOLERANCE = 1.3;

interface Measured {
  src: string;
  srcset: string;
  /** Pixels of the file the browser chose. */
  pixels: number;
  /** CSS pixels the picture is drawn at (object-fit counted): what the file must cover. */
  drawn: number;
  /** The narrowest candidate of srcset: nothing smaller could be chosen. */
  narrowest: number;
}

/**
 * Loads the lazy images at once (the candidate of srcset the browser takes depends on the box and
 * the screen, not on when it loads: scrolling a long profile through took 16 s), then measures
 * what each one needed and got.
 */
async function measureImages(page: Page): Promise<Measured[]> {
  await page.evaluate(() => {
    for (const img of document.images) img.loading = 'eager';
  });
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images].every(
          (img) => img.complete || img.getBoundingClientRect().width === 0,
        ),
      ),
    )
    .toBe(true);
  return page.evaluate(async () => {
    const results: Measured[] = [];
    for (const img of document.images) {
      const box = img.getBoundingClientRect();
      if (!img.currentSrc || box.width === 0 || /\.svg(\?|$)/.test(img.currentSrc)) continue;
      // naturalWidth is corrected by srcset's density: load the chosen file alone to count it.
      const probe = new Image();
      probe.src = img.currentSrc;
      await probe.decode();
      const fit = getComputedStyle(img).objectFit;
      const scales = [box.width / probe.naturalWidth, box.height / probe.naturalHeight];
      const scale =
        fit === 'cover'
          ? Math.max(...scales)
          : fit === 'contain'
            ? Math.min(...scales)
            : scales[0]!;
      const widths = [...img.srcset.matchAll(/\s(\d+)w/g)].map((m) => Number(m[1]));
      results.push({
        src: img.currentSrc,
        srcset: img.srcset,
        pixels: probe.naturalWidth,
        drawn: probe.naturalWidth * scale,
        narrowest: Math.min(...widths, probe.naturalWidth),
      });
    }
    return results;
  });
}

test.describe('content images on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, deviceScaleFactor: DPR });

  for (const path of PAGES) {
    test(`${path}: no image is larger than its box needs`, async ({ page }) => {
      await page.goto(path);
      const images = await measureImages(page);
      const content = images.filter((image) => new URL(image.src).pathname.startsWith('/uploads/'));
      expect(content.length, 'the page shows content images').toBeGreaterThan(0);
      for (const image of content) {
        const needed = Math.ceil(image.drawn * DPR);
        const label = `${image.src}: ${image.pixels} px for ${needed} px`;
        // Every content image comes with the versions made at import…
        expect(image.srcset, label).toContain('/uploads/_variants/');
        // …and the browser takes one about as wide as the box needs.
        if (image.pixels > image.narrowest) {
          expect(image.pixels, label).toBeLessThanOrEqual(needed * TOLERANCE + 2);
        }
      }
    });
  }
});
