import type { Locator, Page } from '@playwright/test';

/** Past this many presses a path is taken as missing: the test fails with the count. */
const MOST = 120;

/** Whether the target has the focus, without waiting for it to be there. */
const hasFocus = async (target: Locator) =>
  (await target.count()) === 1 &&
  (await target.evaluate((element) => element === document.activeElement));

/**
 * The keys a keyboard user presses to reach `target`, counted as the issue counted them (issue
 * 36: "17 Tabs from the top to 'New notice'"): Tab after Tab from where the focus is (the top of
 * a page just opened, or `from`), or, with `skip`, Tab to the skip link of that name, Enter on
 * it, then Tab to the target. The page is opened afresh first, so the count starts at the top.
 */
export async function keysTo(
  page: Page,
  url: string,
  target: (page: Page) => Locator,
  { from, skip }: { from?: (page: Page) => Locator; skip?: string } = {},
): Promise<number> {
  await page.goto(url);
  let presses = 0;
  if (from) await from(page).focus();
  if (skip) {
    presses += await tabUntil(page, page.getByRole('link', { name: skip }));
    await page.keyboard.press('Enter');
    presses += 1;
    // A skip link to a control focuses it; one to a heading moves where the next Tab starts.
    if (await hasFocus(target(page))) return presses;
  }
  return presses + (await tabUntil(page, target(page)));
}

async function tabUntil(page: Page, target: Locator): Promise<number> {
  for (let presses = 1; presses <= MOST; presses += 1) {
    await page.keyboard.press('Tab');
    if (await hasFocus(target)) return presses;
  }
  return Number.POSITIVE_INFINITY;
}
