import { join } from 'node:path';
import { SCREENSHOT_DIR } from '../helpers/screenshots.ts';
import { atBothWidths } from './both-widths.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

/**
 * Two revisions compared (issue 36), at 360 px as a clerk on a phone: a title changed and saved,
 * then "What changed" beside the newest version shows the old and new titles side by side,
 * with no sideways scroll, and the older one can be restored from there. The walk goes once, at
 * 360 px; the comparison's look is checked at both widths (decision 086).
 */
test.use({ viewport: { width: 360, height: 800 } });

test('a comparison shows the old and the new title', async ({ page, studio }) => {
  test.setTimeout(60_000);
  await page.goto(`${studio.url}/sign-in`);
  await page.getByLabel('Username').fill(studio.username);
  await page.getByLabel('Password').fill(studio.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');

  // A demo notice no other test opens: the workers share one studio, and the newest notice in
  // the list may be one another test is publishing at that moment.
  await page.goto(`${studio.url}/items/notice?q=${encodeURIComponent('Value Added Courses')}`);
  await page.getByRole('link', { name: 'Routine of the Value Added Courses' }).click();
  const title = page.getByLabel('Title');
  const old = `${await title.inputValue()} (compared)`;
  // Two saves: an item imported and never edited here has no revision before its first.
  for (const words of [old, `${old}, changed`]) {
    await title.fill(words);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText(/^Saved as a draft\./)).toBeVisible();
    await expect(title).toHaveValue(words);
  }

  const revisions = page.getByRole('link', { name: 'Revisions', exact: true });
  await page.goto(`${studio.url}${await revisions.getAttribute('href')}`);
  await page
    .getByRole('link', { name: /^What changed in version/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^Compare version \d+ with version \d+$/,
  );
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Title' }) });
  await expect(row.getByRole('cell').first()).toContainText(old);
  await expect(row.locator('ins')).toContainText('changed');
  await atBothWidths(page, async (width) => {
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: join(SCREENSHOT_DIR, `studio-compare-${width}.png`),
      fullPage: true,
    });
  });

  await page
    .getByRole('button', { name: /^Restore version/ })
    .first()
    .click();
  await expect(page.getByLabel('Title')).toHaveValue(old);
});
