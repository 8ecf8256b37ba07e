import { join } from 'node:path';
import { SCREENSHOT_DIR } from '../helpers/screenshots.ts';
import { atBothWidths } from './both-widths.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

/**
 * A clerk on a phone finds a 2023 notice among some three hundred by two words of its title and
 * its year, and opens it (issue 36): the list is pages of fifty, the search a form.
 */
test.use({ viewport: { width: 360, height: 800 } });

test('a clerk finds a 2023 notice by two words of its title and opens it', async ({
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
  await find.getByRole('combobox', { name: 'Year' }).selectOption('2023');
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
});
