import type { Page } from '@playwright/test';

/** The phone and the desktop widths the studio's walks are checked at. */
export const WIDTHS = [360, 1280] as const;

/**
 * Runs `check` (axe-core, a screenshot) on the page as it is at each of the two widths: first at
 * the width the walk goes at, then at the other one, then back. A walk through a screen of the
 * studio goes once, at 360 px, and what it checks of the screen's look is checked at both widths
 * (issue 35: a walk twice, once per width, cost twice the CPU for the same clicks).
 */
export async function atBothWidths(page: Page, check: (width: number) => Promise<unknown>) {
  const size = page.viewportSize();
  if (!size) throw new Error('the page has no viewport');
  const walked = size.width;
  for (const width of [walked, ...WIDTHS.filter((each) => each !== walked)]) {
    if (width !== page.viewportSize()?.width) await resize(page, { ...size, width });
    await check(width);
  }
  if (page.viewportSize()?.width !== walked) await resize(page, size);
}

/** A new width, and two frames for what the page does on a resize (media queries' listeners). */
async function resize(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}
