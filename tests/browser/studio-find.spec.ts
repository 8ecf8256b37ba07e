import { join } from 'node:path';
import { SCREENSHOT_DIR } from '../helpers/screenshots.ts';
import { atBothWidths } from './both-widths.ts';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { keysTo } from './keyboard-path.ts';

/**
 * A clerk on a phone finds a 2026 notice among some three hundred by two words of its title and
 * its year, and opens it (issue 36): the list is pages of fifty, the search a form. From the top,
 * "New notice" and a new notice's file box are a few keys away, and the box two Tabs from the
 * title (the issue counted 17 Tabs to "New notice" and 26 from the title to the file box).
 */
test.use({ viewport: { width: 360, height: 800 } });

test('a clerk finds a 2026 notice by two words of its title and opens it, and reaches New notice and the file box in a few keys', async ({
  page,
  studio,
}) => {
  await page.goto(`${studio.url}/sign-in`);
  await page.getByLabel('Username').fill(studio.username);
  await page.getByLabel('Password').fill(studio.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');

  await page.goto(`${studio.url}/items/notice`);
  await expect(page.locator('main tbody tr')).toHaveCount(50);
  const find = page.getByRole('search', { name: 'Find notices' });
  await find.getByRole('searchbox', { name: /Search/ }).fill('sessional even');
  await find.getByRole('combobox', { name: 'Year' }).selectOption('2026');
  await find.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('status').filter({ hasText: /found$/ })).toHaveText(
    /^1 of \d{3} notices found$/,
  );
  await atBothWidths(page, async (width) => {
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: join(SCREENSHOT_DIR, `studio-find-${width}.png`),
      fullPage: true,
    });
  });
  await page
    .getByRole('link', { name: 'Schedule of the sessional examinations, even semesters' })
    .click();
  await expect(page.getByLabel('Title')).toHaveValue(
    'Schedule of the sessional examinations, even semesters',
  );

  // The keyboard's shortcuts: a skip link, then the list's main action; the file box by its own.
  const newNotice = (on: Page) => on.getByRole('link', { name: 'New notice' });
  const fileBox = (on: Page) => on.getByLabel('Add files');
  const editor = `${studio.url}/items/notice/new`;
  const keys = {
    newNotice: await keysTo(page, `${studio.url}/items/notice`, newNotice, {
      skip: 'Skip to main content',
    }),
    fileBox: await keysTo(page, editor, fileBox, { skip: 'Skip to the file box' }),
    titleToFileBox: await keysTo(page, editor, fileBox, {
      from: (on) => on.getByLabel('Title', { exact: true }),
    }),
  };
  expect(keys.newNotice, 'keys from the top to New notice').toBeLessThanOrEqual(5);
  expect(keys.fileBox, 'keys from the top to the file box').toBeLessThanOrEqual(5);
  expect(keys.titleToFileBox, 'Tabs from the title to the file box').toBeLessThanOrEqual(5);
});
