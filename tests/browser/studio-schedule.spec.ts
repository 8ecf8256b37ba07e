import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { SCREENSHOT_DIR } from '../helpers/screenshots.ts';
import { atBothWidths } from './both-widths.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

/**
 * The schedule's fields at 360 px (decision 088): a new notice scheduled from the editor, and the
 * item and its list saying what waits. When it runs is the Vitest suites' (an injected clock,
 * and one real-time test over the compiled server).
 */
test.use({ viewport: { width: 360, height: 800 } });

test('a notice scheduled in the editor at 360 px is said to be scheduled in the item and the list', async ({
  page,
  studio,
}) => {
  test.setTimeout(60_000);
  await page.goto(`${studio.url}/sign-in`);
  await page.getByLabel('Username').fill(studio.username);
  await page.getByLabel('Password').fill(studio.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');

  await page.goto(`${studio.url}/items/notice/new`);
  await expect(page.getByRole('toolbar').first()).toBeVisible();
  const title = 'Results of the fifth semester at ten';
  await page.getByLabel('Title').fill(title);
  const schedule = page.getByRole('group', { name: 'Schedule' });
  await expect(
    schedule.getByText('YYYY-MM-DD HH:MM, 24-hour clock, India Standard Time').first(),
  ).toBeVisible();
  await schedule
    .getByRole('textbox', { name: 'Publish at (optional)', exact: true })
    .fill('2031-06-01 10:00');
  await schedule.getByRole('textbox', { name: 'Unpublish at (optional)' }).fill('2031-05-31 10:00');
  await schedule.getByRole('button', { name: 'Schedule' }).click();
  // Refused at the field; what was typed stays.
  await expect(page.getByText(/Unpublish at must come after Publish at/).first()).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await schedule.getByRole('textbox', { name: 'Unpublish at (optional)' }).fill('2031-06-30 17:00');
  await schedule.getByRole('button', { name: 'Schedule' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'scheduled' })).toBeVisible();
  const facts = page.locator('.item-facts');
  await expect(facts).toContainText(
    'Scheduled to publish at 10:00, 1 Jun 2031 (India Standard Time)',
  );
  await expect(facts).toContainText('Scheduled to unpublish at 17:00, 30 Jun 2031');
  // No sideways scroll at 360 px, and nothing axe finds.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await schedule.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'studio-schedule-360.png'), fullPage: true });

  // The same at 1280 px, for the record (the closing note).
  const item = page.url();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'studio-schedule-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  expect(item).toMatch(/\/items\/notice\/s\d+/);

  await page.goto(`${studio.url}/items/notice`);
  const row = page.locator('tbody tr').filter({ hasText: title });
  await expect(row).toContainText('Scheduled to publish at 10:00, 1 Jun 2031');
  await atBothWidths(page, async (width) => {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: join(SCREENSHOT_DIR, `studio-schedule-list-${width}.png`) });
  });
});
