import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

/** Where the test run leaves its screenshots (an artifact of CI, not committed). */
export const SCREENSHOT_DIR = resolve(import.meta.dirname, '..', '..', 'reports', 'screenshots');

/**
 * Screenshots of a page on a 360 px phone and a 1280 px desktop, saved as
 * reports/screenshots/{name}-{width}.png and attached to the test's report. Returns the files.
 */
export async function savePageScreenshots(
  page: Page,
  testInfo: TestInfo,
  name: string,
  url: string,
): Promise<{ width: number; path: string }[]> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const saved = [];
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(url);
    const path = join(SCREENSHOT_DIR, `${name}-${width}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`${name}-${width}`, { path, contentType: 'image/png' });
    saved.push({ width, path });
  }
  return saved;
}
