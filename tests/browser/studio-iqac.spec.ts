import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { SCREENSHOT_DIR } from '../helpers/screenshots.ts';
import { atBothWidths } from './both-widths.ts';
import { expect, expectNoAxeViolations, test, type StudioFixture } from './fixtures.ts';
import { addStudioAccount } from './studio-account.ts';

const PDF = resolve(import.meta.dirname, '..', 'fixtures', 'studio', 'timetable.pdf');

/** An IQAC account of this spec's own, made with the production users command. */
async function iqacAccount(username: string) {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  const password = await addStudioAccount(
    { DATABASE_PATH: join(dir, 'college.sqlite') },
    username,
    'iqac',
  );
  return { username, password };
}

async function signIn(
  page: Page,
  studio: StudioFixture,
  account: { username: string; password: string },
) {
  await page.goto(`${studio.url}/sign-in`);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
}

/** The editor once React has taken over (its selects and file control are live then). */
async function newItem(page: Page, studio: StudioFixture, entity: string, heading: string) {
  await page.goto(`${studio.url}/items/${entity}/new`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await page.waitForLoadState('networkidle');
}

async function published(page: Page) {
  await expect(
    page.getByText('Published. It is on the public site within a few seconds.'),
  ).toBeVisible();
}

/** axe-core and a screenshot of the screen as it is, at 360 and at 1280 px. */
const checkAtBothWidths = (page: Page, name: string) =>
  atBothWidths(page, async (width) => {
    await expectNoAxeViolations(page);
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true });
  });

// The walk once, on a phone; each screen it passes is checked at both widths.
const width = 360;
test.describe(`the IQAC's NAAC tree at ${width} px`, () => {
  test.use({ viewport: { width, height: 900 } });

  test('the IQAC adds a metric with two files under criterion 3, and the public drill-down shows it at all three levels (axe-core at 360 and 1280 px)', async ({
    page,
    studio,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const serial = `3.8.${width}`;
    const titles = [`Outreach camp reports (${width})`, `Partner letters (${width})`];
    await signIn(page, studio, await iqacAccount(`iqac-e2e-${width}`));
    await expect(
      page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'NAAC metrics' }),
    ).toBeVisible();

    // The metric, under criterion III of the first group's qualitative metrics.
    await newItem(page, studio, 'naac_metric', 'New NAAC metric');
    const criterion = page.getByLabel('Criterion');
    const third = await criterion
      .locator('option', { hasText: /^QlM · Criterion III - / })
      .first()
      .getAttribute('value');
    await criterion.selectOption(third!);
    await page.getByLabel('Serial number').fill(serial);
    await page
      .getByRole('textbox', { name: /^Metric/ })
      .fill('Outreach with the neighbouring villages.');
    await checkAtBothWidths(page, 'studio-iqac-metric');
    await page.getByRole('button', { name: 'Publish' }).click();
    await published(page);
    // Headed by its number and words, with the way to its files (issue 36).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${serial} Outreach with the neighbouring villages.`,
    );
    const addFile = await page
      .getByRole('link', { name: 'Add a file to this metric' })
      .getAttribute('href');

    // A serial number the group has already is refused at its field, the form kept.
    await newItem(page, studio, 'naac_metric', 'New NAAC metric');
    await page.getByLabel('Criterion').selectOption(third!);
    await page.getByLabel('Serial number').fill(serial);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(
      page.getByText(new RegExp(`has a metric ${serial.replaceAll('.', '\\.')} already`)).first(),
    ).toBeVisible();
    await expect(page.getByLabel('Serial number')).toHaveValue(serial);

    // Its two files, each an entry of the metric's list with a PDF, the metric chosen by the link.
    for (const [n, title] of titles.entries()) {
      await page.goto(`${studio.url}${addFile}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('New NAAC metric file');
      await page.waitForLoadState('networkidle');
      await expect(page.getByLabel('Metric', { exact: true })).toHaveValue(
        new RegExp(`^${third}/\\d+$`),
      );
      await page.getByLabel('Number in the list').fill(String(n + 1));
      await page.getByLabel('Title').fill(title);
      await page.getByLabel(/Add files/).setInputFiles({
        name: `entry-${n + 1}.pdf`,
        mimeType: 'application/pdf',
        buffer: await readFile(PDF),
      });
      await expect(page.getByRole('link', { name: `entry-${n + 1}.pdf` })).toBeVisible({
        timeout: 20_000,
      });
      if (n === 1) {
        await checkAtBothWidths(page, 'studio-iqac-file');
      }
      await page.getByRole('button', { name: 'Publish' }).click();
      await published(page);
    }

    // The metrics' list at 360 px: cards that say each one's group, type and criterion, and no
    // sideways scroll (issue 36).
    await page.goto(`${studio.url}/items/naac_metric`);
    await expect(page.locator('tbody td[data-label=Group]').first()).toBeVisible();
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
    await checkAtBothWidths(page, 'studio-iqac-metrics');

    // The public NAAC view: criterion III (level 1), its serial numbers (2), the files (3).
    const matrix = new URL('/iqac/matrix', baseURL).href;
    const [group, type, criterionId] = third!.split('/');
    const level2 = `${matrix}?group=${group}&type=${type}&criterion=${criterionId}`;
    await expect
      .poll(async () => (await (await page.request.get(level2)).text()).includes(serial), {
        timeout: 5_000,
        intervals: [250],
      })
      .toBe(true);
    await page.goto(`${matrix}?group=${group}&type=${type}`);
    await page
      .getByRole('link', { name: /Criterion III/ })
      .first()
      .click();
    await expect(page).toHaveURL(level2);
    await page.getByRole('link', { name: serial, exact: true }).click();
    await expect(page).toHaveURL(/&sr=\d+/);
    for (const title of titles) await expect(page.getByText(title).first()).toBeVisible();
    await atBothWidths(page, (each) =>
      page.screenshot({
        path: join(SCREENSHOT_DIR, `studio-iqac-public-${each}.png`),
        fullPage: true,
      }),
    );
  });
});
