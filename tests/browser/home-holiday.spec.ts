import type { HolidayAnswer } from '../../src/contract/schemas/notices.ts';
import { fileAddress } from '../../src/contract/file-address.ts';
import type { ServerProcess } from '../../harness/server-process.ts';
import { startSiteServer } from '../helpers/site-server.ts';
import { TEST_HOLIDAY_DAY } from '../helpers/today.ts';
import { demoCopy, expect, expectNoAxeViolations, test } from './fixtures.ts';
import { layoutShifts, watchLayoutShifts } from './layout-shifts.ts';

/** YYYY-MM-DD as DD/MM/YYYY (SPEC §9). */
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

// A site whose content was imported on TEST_TODAY, visited on a day of the demo holiday.
test.describe('home page on a holiday', () => {
  test.describe.configure({ mode: 'serial' });
  let site: ServerProcess;
  let holiday: NonNullable<HolidayAnswer['data']>;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // The site alone: nothing here reads the studio, whose process costs half a start (decision 099).
    site = await startSiteServer({
      // The demo as the global setup imported it on TEST_TODAY: a copy, not an import of its own.
      copyOf: demoCopy(),
      today: TEST_HOLIDAY_DAY,
      env: { STUDIO: 'off' },
    });
    const answer = (await (
      await fetch(`${site.url}/api/checkiftodayisholiday`)
    ).json()) as HolidayAnswer;
    expect(answer.status).toBe(true);
    holiday = answer.data!;
    // The demo holiday runs from 14 to 16 days after the day of import.
    expect([holiday.start_date, holiday.end_date]).toEqual(['2026-06-29', '2026-07-01']);
  });
  test.afterAll(async () => site?.stop());

  test('pops up on load with title, DD/MM/YYYY dates, description and attachment', async ({
    page,
  }) => {
    await page.goto(`${site.url}/`);
    const dialog = page.getByRole('dialog', { name: holiday.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      `From ${ddmmyyyy(holiday.start_date)} to ${ddmmyyyy(holiday.end_date)}`,
    );
    await expect(dialog).toContainText('From 29/06/2026 to 01/07/2026');
    await expect(dialog).toContainText('requisitioned as a polling station');
    await expect(dialog.getByRole('link', { name: /^View PDF/ })).toHaveAttribute(
      'href',
      fileAddress(holiday.upload_info[0]!, '/uploads'),
    );
    // It takes focus, and the page behind it is inert.
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Focus goes back where it was when the pop-up opened: nowhere in particular.
    await expect
      .poll(() => page.evaluate(() => document.activeElement === document.body))
      .toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kopoubari College');
  });

  test('closes with its Close button and with a click outside it, giving focus back', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${site.url}/`);
    const dialog = page.getByRole('dialog', { name: holiday.title });
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    await close.click();
    await expect(dialog).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => document.activeElement === document.body))
      .toBe(true);

    // On the next visit it opens again (as the original client did); the backdrop closes it.
    await page.reload();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: holiday.title })).toBeVisible();
  });

  test('nothing moves when the pop-up opens: the notice box stays in the page', async ({
    page,
  }) => {
    await watchLayoutShifts(page);
    await page.goto(`${site.url}/`);
    const dialog = page.getByRole('dialog', { name: holiday.title });
    await expect(dialog).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await layoutShifts(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('region', { name: holiday.title })).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('stands as a notice box at the top of the page', async ({ page }) => {
      await page.goto(`${site.url}/`);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const box = page.getByRole('region', { name: holiday.title });
      await expect(box).toBeVisible();
      await expect(box).toContainText('From 29/06/2026 to 01/07/2026');
      await expect(box).toContainText('requisitioned as a polling station');
      await expect(box.getByRole('link', { name: /^View PDF/ })).toHaveAttribute(
        'href',
        fileAddress(holiday.upload_info[0]!, '/uploads'),
      );
      // Above the hero.
      const [boxTop, h1Top] = await Promise.all([
        box.boundingBox(),
        page.getByRole('heading', { level: 1 }).boundingBox(),
      ]);
      expect(boxTop!.y).toBeLessThan(h1Top!.y);
    });
  });
});
