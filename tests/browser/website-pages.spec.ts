import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { DEMO_CONTENT_DIR } from '../helpers/today.ts';
import { TEST_YEAR, collegeNotices } from './demo-api.ts';
import { expect, test } from './fixtures.ts';

/** The website's own pages (GIGW) and the heading each shows. */
const HELP = [
  ['Help', '/help'],
  ['Feedback', '/feedback'],
  ['Accessibility Statement', '/accessibility-statement'],
  ['Screen Reader Access', '/screen-reader-access'],
] as const;
const POLICIES = [
  ['Copyright Policy', '/website-policies/copyright'],
  ['Hyperlinking Policy', '/website-policies/hyperlinking'],
  ['Privacy Policy', '/website-policies/privacy'],
  ['Terms & Conditions', '/website-policies/terms-and-conditions'],
  ['Disclaimer', '/website-policies/disclaimer'],
  ['Content Archival Policy', '/website-policies/content-archival'],
] as const;
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
    test(`at ${width} px (${path}): help, policies, National Portal, social links`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const footer = page.getByRole('contentinfo');
      for (const [label, href] of [...HELP, ...POLICIES]) {
        await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute(
          'href',
          href,
        );
      }
      const portal = footer.getByRole('link', { name: /^National Portal of India/ });
      await expect(portal).toHaveAttribute('href', 'https://www.india.gov.in/');
      await expect(portal).toHaveAttribute('target', '_blank');
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

test.describe('the website’s own pages', () => {
  test('each shows its text and the date it was last changed', async ({ page }) => {
    for (const [label, path] of [...HELP, ...POLICIES]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
      const updated = page.getByRole('main').getByText(/^Last updated: \d{1,2} \w+ \d{4}$/);
      await expect(updated, path).toBeVisible();
      await expect(updated.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
      await expect(
        page.getByRole('main').getByRole('navigation', { name: 'Policies of this website' }),
      ).toBeVisible();
    }
  });

  test('feedback gives addresses and a phone, and has no form (the site is read-only)', async ({
    page,
  }) => {
    await page.goto('/feedback');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'office@example.edu.in' })).toHaveAttribute(
      'href',
      'mailto:office@example.edu.in',
    );
    await expect(main.getByRole('link', { name: '+91 90000 00100' })).toBeVisible();
    await expect(main).toContainText('Kopoubari College, P.O. Kopoubari');
    await expect(main.locator('form')).toHaveCount(0);
    await expect(main.getByRole('textbox')).toHaveCount(0);
  });

  test('links to other sites in content say that they open in a new tab', async ({ page }) => {
    await page.goto('/screen-reader-access');
    const nvda = page.getByRole('main').getByRole('link', { name: /^nvaccess\.org/ });
    await expect(nvda).toHaveAccessibleName(`nvaccess.org ${NEW_TAB}`);
    await expect(nvda).toHaveAttribute('target', '_blank');
    // A link within the site is not marked.
    await page.goto('/help');
    const inside = page.getByRole('main').getByRole('link', { name: 'Feedback' });
    await expect(inside).toHaveCount(2); // the text's and the side list's
    for (const link of await inside.all())
      await expect(link).not.toHaveAttribute('target', '_blank');
  });

  test('notices pages say when they were last updated: the newest notice’s date', async ({
    page,
    request,
  }) => {
    const notices = await collegeNotices(request, 'COLLEGE_ACADEMIC_NOTICE', TEST_YEAR);
    const newest = (notices as unknown as { date: string }[])
      .map((n) => n.date)
      .sort()
      .at(-1)!;
    await page.goto('/notifications/academic');
    await expect(page.getByRole('main').locator('.last-updated time')).toHaveAttribute(
      'datetime',
      newest,
    );
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
