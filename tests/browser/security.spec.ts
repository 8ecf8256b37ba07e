import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

/** Collects the page's Content-Security-Policy violations from its first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
}

// The test machine is offline: the video's player and the map answer with an empty page.
test.beforeEach(async ({ page }) => {
  await page.route(/^https:\/\/www\.(youtube-nocookie\.com|openstreetmap\.org)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>embed</title>' }),
  );
});

test.describe('Content-Security-Policy in the browser', () => {
  test("runs the site's own scripts, the video and the map after a click, and nothing else", async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    await page.goto('/');
    // Hydrated: the placeholder link became the player's button, which loads the player.
    await page.getByRole('button', { name: /^Play video/ }).click();
    await expect(
      page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]'),
    ).toBeVisible();
    expect(await violations()).toEqual([]);

    await page.goto('/contactus');
    await page.getByRole('button', { name: 'Show map' }).click();
    await expect(page.locator('iframe[src^="https://www.openstreetmap.org/"]')).toBeVisible();
    await page.goto('/department/ENG/faculty/single?id=121&name=Dr.+Arundhati+Goswami');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations()).toEqual([]);

    // A script slipped into the page runs not, and neither does an image from elsewhere load.
    const ran = await page.evaluate(async () => {
      // Both refusals reported: by then the script would have run, had it been allowed to.
      let refused = 0;
      const bothRefused = new Promise<void>((resolve) =>
        document.addEventListener('securitypolicyviolation', () => {
          if (++refused === 2) resolve();
        }),
      );
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
      const image = new Image();
      image.src = 'https://tracker.example/pixel.gif';
      document.body.append(image);
      await bothRefused;
      return (window as unknown as { injected?: boolean }).injected ?? false;
    });
    expect(ran).toBe(false);
    expect(await violations()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^script-src-elem inline/),
        expect.stringMatching(/^img-src https:\/\/tracker\.example/),
      ]),
    );
  });
});

test.describe('demo content', () => {
  test('every kind of page says it is demo content of a fictional college', async ({ page }) => {
    for (const path of ['/', '/launch', '/department/ENG', '/no-such-page']) {
      await page.goto(path);
      const notice = page.getByRole('complementary', { name: 'Demo site' });
      await expect(notice, path).toBeVisible();
      await expect(notice).toContainText('this is demo content of a fictional college');
    }
    await expectNoAxeViolations(page);
  });
  // A college's own content (no notice): tests/pages/edited-content.test.ts, without a second server.
});
