import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  contains,
  demoWalk,
  expectWindowMarked,
  levelUrl,
  markWindow,
  urlEnding,
} from './iqac-helpers.ts';

const table = (page: Page) => page.getByRole('table');
const bodyRows = (page: Page) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

/** The NAAC filter form (the header's site search is another search landmark). */
const filter = (page: Page) => page.getByRole('search', { name: 'NAAC metrics filter' });

/**
 * Types the filter text and presses the filter's Search; done when the address carries it (with
 * JavaScript the new view replaces the old one in the same step as the address, and the old view
 * may pass a count meant for the new one).
 */
async function search(page: Page, name: string, q: string) {
  await filter(page).getByRole('searchbox', { name }).fill(q);
  await filter(page).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === q);
}

/** Every marked text is the filter text, in any case. */
async function expectMarksOf(page: Page, q: string) {
  const marks = table(page).locator('mark');
  expect(await marks.count()).toBeGreaterThan(0);
  for (const text of await marks.allTextContents())
    expect(text.toLowerCase()).toBe(q.toLowerCase());
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`NAAC metrics filter ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test('filters the criteria by criterion and by metric question, ignoring case, and marks the matches', async ({
      page,
      request,
    }) => {
      const walk = await demoWalk(request);
      const all = walk.criteria;
      const level1 = levelUrl(walk.group.id, walk.type);
      await page.goto(level1);
      if (javaScriptEnabled) await markWindow(page);

      // A word of a criterion, typed in capitals.
      const q = walk.criterion.criterion.split(/\s+/).at(-1)!.toUpperCase();
      const kept = all.filter((c) => contains(c.criterion, q) || contains(c.metric_question, q));
      expect(kept.length).toBeGreaterThan(0);
      expect(kept.length).toBeLessThan(all.length);
      await search(page, 'Filter criteria', q);
      await expect(page).toHaveURL(
        urlEnding(levelUrl(walk.group.id, walk.type, undefined, undefined, q)),
      );
      await expect(bodyRows(page)).toHaveCount(kept.length);
      for (const criterion of kept) {
        await expect(table(page).getByRole('link', { name: criterion.criterion })).toBeVisible();
      }
      await expect(
        table(page).getByRole('link', { name: walk.criterion.criterion }).locator('mark'),
      ).toHaveText(new RegExp(`^${q}$`, 'i'));
      await expectMarksOf(page, q);
      await expect(page.getByRole('status')).toHaveText(
        `${kept.length} of ${all.length} criteria match “${q}”; the matching text is highlighted.`,
      );
      await expect(filter(page).getByRole('searchbox', { name: 'Filter criteria' })).toHaveValue(q);

      // A word only a metric question has.
      const words = all.flatMap((c) => c.metric_question.match(/[A-Za-z]{6,}/g) ?? []);
      const questionWord = words.find((word) => {
        const n = all.filter((c) => contains(c.metric_question, word)).length;
        return n > 0 && n < all.length && !all.some((c) => contains(c.criterion, word));
      });
      expect(questionWord, 'a word found only in metric questions').toBeTruthy();
      await search(page, 'Filter criteria', questionWord!.toLowerCase());
      const byQuestion = all.filter((c) => contains(c.metric_question, questionWord!));
      await expect(bodyRows(page)).toHaveCount(byQuestion.length);
      await expect(
        bodyRows(page).first().getByRole('cell').nth(1).locator('mark').first(),
      ).toBeVisible();
      await expectMarksOf(page, questionWord!);

      // Nothing matches: a clear message instead of the table.
      await search(page, 'Filter criteria', 'no such metric');
      await expect(table(page)).toHaveCount(0);
      await expect(page.getByText('No criteria match “no such metric”.')).toBeVisible();

      // Reset: the same level without a filter.
      await filter(page).getByRole('link', { name: 'Reset' }).click();
      await expect(page).toHaveURL(urlEnding(level1));
      await expect(bodyRows(page)).toHaveCount(all.length);
      await expect(table(page).locator('mark')).toHaveCount(0);
      await expect(filter(page).getByRole('searchbox', { name: 'Filter criteria' })).toHaveValue(
        '',
      );
      await expect(page.getByRole('status')).toHaveText('');
      if (javaScriptEnabled) await expectWindowMarked(page);
    });

    test('filters the serial numbers by serial number and the files by title, keeping the level', async ({
      page,
      request,
    }) => {
      const walk = await demoWalk(request);
      const level2 = levelUrl(walk.group.id, walk.type, walk.criterion.id);
      await page.goto(level2);
      if (javaScriptEnabled) await markWindow(page);

      const q = walk.serial.sr_no.slice(0, 3);
      const kept = walk.serials.filter(
        (s) => contains(s.sr_no, q) || contains(s.metric_question, q),
      );
      expect(kept.length).toBeLessThan(walk.serials.length);
      await search(page, 'Filter serial numbers', q);
      await expect(page).toHaveURL(
        urlEnding(levelUrl(walk.group.id, walk.type, walk.criterion.id, undefined, q)),
      );
      await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(
        walk.criterion.criterion,
      );
      await expect(bodyRows(page)).toHaveCount(kept.length);
      await expect(
        table(page).getByRole('link', { name: walk.serial.sr_no }).locator('mark'),
      ).toHaveText(q);
      await expect(page.getByRole('status')).toContainText(
        `${kept.length} of ${walk.serials.length} serial numbers match “${q}”`,
      );

      // The files of a serial number, by title, in capitals.
      await page.goto(levelUrl(walk.group.id, walk.type, walk.criterion.id, walk.serial.id));
      if (javaScriptEnabled) await markWindow(page);
      const image = walk.files.find((f) => f.upload_info.some((u) => u.fileType === 'image'))!;
      const titleWord = image.title.split(/[\s-]+/)[0]!.toUpperCase();
      const files = walk.files.filter(
        (f) => contains(f.sr_no, titleWord) || contains(f.title, titleWord),
      );
      expect(files.length).toBeLessThan(walk.files.length);
      await search(page, 'Filter files', titleWord);
      await expect(bodyRows(page)).toHaveCount(files.length);
      await expect(bodyRows(page).first()).toContainText(image.title);
      await expectMarksOf(page, titleWord);
      await filter(page).getByRole('link', { name: 'Reset' }).click();
      await expect(page).toHaveURL(
        urlEnding(levelUrl(walk.group.id, walk.type, walk.criterion.id, walk.serial.id)),
      );
      await expect(bodyRows(page)).toHaveCount(walk.files.length);
      if (javaScriptEnabled) await expectWindowMarked(page);
    });
  });
}
