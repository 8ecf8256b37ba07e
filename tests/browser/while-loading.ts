import type { Locator, Page } from '@playwright/test';

/**
 * What the page says as a status while the page a link leads to is on its way: the request for
 * `next` is held until the status has been seen. Read from the page itself (a MutationObserver
 * reporting through the console), since Playwright's locators wait for a navigation in flight.
 */
export async function statusWhileLoading(page: Page, link: Locator, next: RegExp) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(next, async (route) => {
    await held;
    await route.continue();
  });
  const said = new Promise<string>((resolve) =>
    page.on('console', (message) => {
      if (message.text().startsWith('status: ')) resolve(message.text().slice('status: '.length));
    }),
  );
  await page.evaluate(() => {
    const main = document.getElementById('main')!;
    new MutationObserver(() => {
      const status = main.querySelector('[role="status"]');
      if (status) console.log(`status: ${status.textContent}`);
    }).observe(main, { childList: true });
  });
  // A plain click waits for the navigation it starts, which is held until the status is seen.
  await link.evaluate((a: HTMLAnchorElement) => a.click());
  const status = await said;
  release();
  return status;
}
