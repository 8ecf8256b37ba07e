import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { SCREENSHOT_DIR } from '../helpers/screenshots.ts';
import { atBothWidths } from './both-widths.ts';
import { expect, expectNoAxeViolations, test, type StudioFixture } from './fixtures.ts';
import { addStudioAccount } from './studio-account.ts';

const NEW_PASSWORD = 'the river runs past the college';

/** An admin of this spec's own, signed in past its second factor (enrolled here). */
async function signInAsNewAdmin(page: Page, studio: StudioFixture, username: string) {
  const password = await addStudioAccount(
    { DATABASE_PATH: join(process.env.E2E_DATA_DIR ?? '', 'college.sqlite') },
    username,
    'admin',
  );
  await page.goto(`${studio.url}/sign-in`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const secret = (await page.locator('.studio-secret').textContent())!.replaceAll(' ', '');
  const code = TOTP.generate({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  await page.getByLabel('Code from your app').fill(code);
  await page.getByRole('button', { name: 'Turn on and continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
}

// The walk once, on a phone; each screen it passes is checked at both widths.
const width = 360;
test.describe(`the account import at ${width} px`, () => {
  test.use({ viewport: { width, height: 900 } });

  test('an admin imports a CSV with one bad row; a new account sets its password through its link, once (axe-core at 360 and 1280 px)', async ({
    page,
    browser,
    studio,
  }) => {
    test.setTimeout(120_000);
    await signInAsNewAdmin(page, studio, `admin-e2e-${width}`);
    await page.goto(`${studio.url}/accounts`);
    await page.getByRole('link', { name: 'Import accounts from a CSV file' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Import accounts');
    await page
      .getByLabel('The accounts, as CSV')
      .fill(
        [
          'name,email,role,department',
          `Clerk ${width},clerk.${width}@college.example,office,`,
          `Nobody ${width},nobody.${width}@college.example,janitor,`,
          `Physics Head ${width},phy.head.${width}@college.example,department,PHY`,
        ].join('\n'),
      );
    await page.getByRole('button', { name: 'Make the accounts' }).click();
    await expect(page.getByText('One row was not imported')).toBeVisible();
    await expect(page.getByText(`Line 3 (Nobody ${width}): the role is not one of`)).toBeVisible();
    await expect(page.getByText('2 accounts were made.')).toBeVisible();
    expect(await sideways(page), 'the links wrap on the phone').toBeLessThanOrEqual(0);
    await atBothWidths(page, async (each) => {
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: join(SCREENSHOT_DIR, `studio-accounts-import-${each}.png`),
        fullPage: true,
      });
    });
    const link = await page
      .getByRole('row', { name: new RegExp(`clerk\\.${width}`) })
      .locator('code')
      .textContent();

    // The clerk, in a browser of their own, with no session.
    const own = await browser.newContext({ viewport: { width, height: 900 } });
    const clerk = await own.newPage();
    await clerk.goto(link!);
    await expect(clerk.getByRole('heading', { level: 1 })).toHaveText('Set your password');
    await atBothWidths(clerk, () => expectNoAxeViolations(clerk));
    await clerk.getByLabel('New password').fill('short');
    await clerk.getByLabel('The same password again').fill('short');
    await clerk.getByRole('button', { name: 'Set my password' }).click();
    await expect(clerk.getByText(/at least 12 characters long/).first()).toBeVisible();
    await atBothWidths(clerk, (each) =>
      clerk.screenshot({
        path: join(SCREENSHOT_DIR, `studio-set-password-${each}.png`),
        fullPage: true,
      }),
    );
    await clerk.getByLabel('New password').fill(NEW_PASSWORD);
    await clerk.getByLabel('The same password again').fill(NEW_PASSWORD);
    await clerk.getByRole('button', { name: 'Set my password' }).click();
    await expect(clerk.getByText('Your password is set. Sign in with it.')).toBeVisible();
    await clerk.getByLabel('Username').fill(`clerk.${width}`);
    await clerk.getByLabel('Password').fill(NEW_PASSWORD);
    await clerk.getByRole('button', { name: 'Sign in' }).click();
    await expect(clerk.getByRole('heading', { level: 1 })).toHaveText('Dashboard');

    // Used once: the link is refused now.
    await clerk.goto(link!);
    await expect(clerk.getByRole('heading', { level: 1 })).toHaveText('This link cannot be used');
    await expect(clerk.getByText('This link has been used already')).toBeVisible();
    await own.close();

    // The accounts and the audit log on the phone: nothing off the screen sideways, Disable and
    // Set a new password within reach (issue 36).
    for (const screen of ['/accounts', '/audit']) {
      await page.goto(`${studio.url}${screen}`);
      expect(await sideways(page), screen).toBeLessThanOrEqual(0);
    }
    await page.goto(`${studio.url}/accounts`);
    for (const control of [
      page.getByRole('button', { name: `Disable clerk.${width}` }),
      page.getByRole('link', { name: `Set a new password for clerk.${width}` }),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
  });
});

/** How far the page reaches past the window's right edge, in CSS pixels. */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
