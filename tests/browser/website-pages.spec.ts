import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { DEMO_CONTENT_DIR } from '../helpers/today.ts';
import { expect, test } from './fixtures.ts';

const NEW_TAB = '(external site, opens in a new tab)';

/** The college's social links, as college.yaml gives them. */
async function socialLinks(): Promise<Record<string, string>> {
  const college = parse(await readFile(`${DEMO_CONTENT_DIR}/college.yaml`, 'utf8')) as {
    social: Record<string, string>;
  };
  return college.social;
}

test.describe('the footer of every page', () => {
  for (const [width, path] of [
    [360, '/'],
    [1280, '/department/PHY/faculty'],
  ] as const) {
    test(`at ${width} px (${path}): the National Portal and social links marked as new tabs`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      // The links and their addresses are read from the HTML in tests/pages/website-pages.test.ts;
      // here what the style sheet adds: the new-tab mark, seen and announced.
      const footer = page.getByRole('contentinfo');
      const portal = footer.getByRole('link', { name: /^National Portal of India/ });
      await expect(portal).toHaveAccessibleName(`National Portal of India ${NEW_TAB}`);
      const social = await socialLinks();
      expect(Object.keys(social).length).toBeGreaterThan(0);
      for (const href of Object.values(social)) {
        const link = footer.locator(`a[href="${href}"]`);
        await expect(link).toBeVisible();
        await expect(link).toHaveAccessibleName(/ \(external site, opens in a new tab\)$/);
        // The mark is visible too, not only read out.
        const mark = await link.evaluate((a) => getComputedStyle(a, '::after').content);
        expect(mark).toContain('↗');
      }
    });
  }
});

// Each page's text, date, the feedback page and the notices' last update: tests/pages/website-pages.test.ts.
test.describe('the website’s own pages', () => {
  test('links to other sites in content say that they open in a new tab', async ({ page }) => {
    // Their target, and the unmarked links within the site: tests/pages/website-pages.test.ts.
    await page.goto('/screen-reader-access');
    const nvda = page.getByRole('main').getByRole('link', { name: /^nvaccess\.org/ });
    await expect(nvda).toHaveAccessibleName(`nvaccess.org ${NEW_TAB}`);
  });

  test('the tour video has captions on and a transcript one link away', async ({ page }) => {
    await page.route(/youtube(-nocookie)?\.com/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Player</title>' }),
    );
    await page.goto('/');
    await page.getByRole('button', { name: /^Play video/ }).click();
    await expect(page.locator('iframe')).toHaveAttribute('src', /[?&]cc_load_policy=1(&|$)/);
    await page.getByRole('link', { name: /^Read the transcript/ }).click();
    await expect(page).toHaveURL('/campus-tour/transcript');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Campus tour: transcript');
    await expect(page.getByRole('main')).toContainText('Narrator:');
  });
});
