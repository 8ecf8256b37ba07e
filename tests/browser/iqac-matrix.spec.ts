import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { sizeText } from './demo-api.ts';
import { expect, test } from './fixtures.ts';
import {
  criteriaOf,
  demoWalk,
  escapeRegExp,
  expectWindowMarked,
  groups,
  levelUrl,
  markWindow,
  urlEnding,
} from './iqac-helpers.ts';

const levelsNav = (page: Page) => page.getByRole('navigation', { name: 'NAAC metrics levels' });
const levelHeading = (page: Page) => page.getByRole('heading', { level: 2 }).first();
const table = (page: Page) => page.getByRole('table');
/** Data rows of the level's table (the header row left out). */
const bodyRows = (page: Page) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

for (const javaScriptEnabled of [false, true]) {
  test.describe(`NAAC metrics ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test('drills down from criterion to serial number to files and back through the breadcrumb; each level opened directly looks the same', async ({
      page,
      request,
    }) => {
      const walk = await demoWalk(request);
      const main = page.getByRole('main');
      await page.goto('/iqac/matrix');
      if (javaScriptEnabled) await markWindow(page);

      // Level 1: the first group and its first metric type are chosen by default.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('NAAC Metrics');
      const groupNav = page.getByRole('navigation', { name: 'NAAC group' });
      await expect(groupNav.getByRole('link', { name: walk.group.name })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(
        page.getByRole('navigation', { name: 'Metric type' }).getByRole('link', {
          name: walk.type,
        }),
      ).toHaveAttribute('aria-current', 'true');
      await expect(levelHeading(page)).toHaveText('Criteria');
      await expect(table(page)).toHaveAccessibleName(
        new RegExp(`^Criteria of ${escapeRegExp(walk.group.name)}`),
      );
      await expect(bodyRows(page)).toHaveCount(walk.criteria.length);
      for (const criterion of walk.criteria) {
        await expect(table(page).getByRole('link', { name: criterion.criterion })).toBeVisible();
      }
      const levels: { url: string; snapshot: string }[] = [
        { url: '/iqac/matrix', snapshot: await main.ariaSnapshot() },
      ];

      // Level 2: the serial numbers of the criterion.
      await table(page).getByRole('link', { name: walk.criterion.criterion }).click();
      const level2 = levelUrl(walk.group.id, walk.type, walk.criterion.id);
      await expect(page).toHaveURL(urlEnding(level2));
      await expect(levelHeading(page)).toHaveText(walk.criterion.criterion);
      // With JavaScript the focus follows to the new level instead of falling to the page's start.
      if (javaScriptEnabled) await expect(levelHeading(page)).toBeFocused();
      await expect(main.getByText(walk.criterion.metric_question)).toBeVisible();
      await expect(bodyRows(page)).toHaveCount(walk.serials.length);
      for (const serial of walk.serials) {
        const row = bodyRows(page).filter({ has: page.getByRole('link', { name: serial.sr_no }) });
        await expect(row).toContainText(serial.metric_question);
      }
      levels.push({ url: level2, snapshot: await main.ariaSnapshot() });

      // Level 3: the files of the serial number; an image as an image, a PDF as a link.
      await table(page).getByRole('link', { name: walk.serial.sr_no, exact: true }).click();
      const level3 = levelUrl(walk.group.id, walk.type, walk.criterion.id, walk.serial.id);
      await expect(page).toHaveURL(urlEnding(level3));
      await expect(levelHeading(page)).toHaveText(`Serial number ${walk.serial.sr_no}`);
      await expect(main.getByText(walk.serial.metric_question)).toBeVisible();
      await expect(bodyRows(page)).toHaveCount(walk.files.length);
      for (const file of walk.files) {
        const row = bodyRows(page).filter({ hasText: file.title });
        await expect(row.getByRole('cell').first()).toHaveText(file.sr_no);
        for (const upload of file.upload_info) {
          if (upload.fileType === 'image') {
            const image = row.getByRole('img', { name: file.title });
            await expect(image).toHaveAttribute('src', upload.url);
            // Its own size reserves its place (its shape); it is drawn as a 10rem thumbnail.
            const original = await request.get(upload.url);
            const { width, height } = await sharp(await original.body()).metadata();
            await expect(image).toHaveAttribute('width', String(width));
            await expect(image).toHaveAttribute('height', String(height));
            expect((await image.boundingBox())?.width).toBe(160);
            await expect(image).toHaveAttribute('loading', 'lazy');
            await expect(row.getByRole('link', { name: file.title })).toHaveAttribute(
              'href',
              upload.url,
            );
          } else {
            // The link gives the file's type and size before the title it belongs to.
            expect(upload.size, `${file.title}: size`).toBeDefined();
            await expect(
              row.getByRole('link', {
                name: new RegExp(
                  `^View PDF \\(PDF, ${escapeRegExp(sizeText(upload.size!))}\\)\\s*: ${escapeRegExp(file.title)}$`,
                ),
              }),
            ).toHaveAttribute('href', upload.url);
          }
        }
      }
      await expect(levelsNav(page).getByText(walk.serial.sr_no)).toHaveAttribute(
        'aria-current',
        'page',
      );
      levels.push({ url: level3, snapshot: await main.ariaSnapshot() });

      // Back up through the breadcrumb, one level at a time.
      await levelsNav(page).getByRole('link', { name: walk.criterion.criterion }).click();
      await expect(page).toHaveURL(urlEnding(level2));
      await expect(main).toMatchAriaSnapshot(levels[1]!.snapshot);
      await levelsNav(page).getByRole('link', { name: 'All criteria' }).click();
      await expect(page).toHaveURL(urlEnding(levelUrl(walk.group.id, walk.type)));
      await expect(levelHeading(page)).toHaveText('Criteria');
      await expect(main).toMatchAriaSnapshot(levels[0]!.snapshot);
      if (javaScriptEnabled) await expectWindowMarked(page);

      // Each level's address, opened directly, shows what the clicks showed.
      for (const level of levels) {
        await page.goto(level.url);
        expect(await main.ariaSnapshot(), level.url).toBe(level.snapshot);
      }
    });

    test('changing the metric type or the group goes back to the criteria', async ({
      page,
      request,
    }) => {
      const walk = await demoWalk(request);
      const [, otherGroup] = await groups(request);
      const otherType = walk.group.types[1];
      expect(otherGroup, 'the demo content has a second group').toBeTruthy();
      expect(otherType, 'the demo content has a second metric type').toBeTruthy();
      await page.goto(levelUrl(walk.group.id, walk.type, walk.criterion.id, walk.serial.id, 'a'));
      if (javaScriptEnabled) await markWindow(page);

      await page
        .getByRole('navigation', { name: 'Metric type' })
        .getByRole('link', { name: otherType! })
        .click();
      await expect(page).toHaveURL(urlEnding(levelUrl(walk.group.id, otherType!)));
      await expect(levelHeading(page)).toHaveText('Criteria');
      await expect(levelsNav(page).getByRole('link')).toHaveCount(0);
      const otherCriteria = await criteriaOf(request, walk.group, otherType!);
      await expect(bodyRows(page)).toHaveCount(otherCriteria.length);
      await expect(
        page.getByRole('navigation', { name: 'Metric type' }).getByRole('link', {
          name: otherType!,
        }),
      ).toHaveAttribute('aria-current', 'true');
      await expect(
        page.getByRole('search', { name: 'NAAC metrics filter' }).getByRole('searchbox'),
      ).toHaveValue('');

      // Down one level, then a change of group resets again.
      await table(page).getByRole('link', { name: otherCriteria[0]!.criterion }).click();
      await expect(levelHeading(page)).toHaveText(otherCriteria[0]!.criterion);
      await page
        .getByRole('navigation', { name: 'NAAC group' })
        .getByRole('link', { name: otherGroup!.name })
        .click();
      const firstType = otherGroup!.types[0]!;
      await expect(page).toHaveURL(urlEnding(levelUrl(otherGroup!.id, firstType)));
      await expect(levelHeading(page)).toHaveText('Criteria');
      await expect(bodyRows(page)).toHaveCount(
        (await criteriaOf(request, otherGroup!, firstType)).length,
      );
      await expect(
        page.getByRole('navigation', { name: 'NAAC group' }).getByRole('link', {
          name: otherGroup!.name,
        }),
      ).toHaveAttribute('aria-current', 'true');
      if (javaScriptEnabled) await expectWindowMarked(page);
    });
  });
}

test.describe('NAAC metrics addresses that do not fit the content', () => {
  test.use({ javaScriptEnabled: false });

  test('fall back to the nearest valid level with a message, never an error', async ({
    page,
    request,
  }) => {
    const walk = await demoWalk(request);
    const [first] = await groups(request);
    const otherType = walk.group.types[1]!;
    const otherCriteria = await criteriaOf(request, walk.group, otherType);
    const cases = [
      {
        url: '/iqac/matrix?group=9999&type=QlM&criterion=1&sr=1',
        message: `There is no NAAC group 9999. Showing ${first!.name}.`,
        heading: 'Criteria',
      },
      {
        url: '/iqac/matrix?group=abc',
        message: `There is no NAAC group abc. Showing ${first!.name}.`,
        heading: 'Criteria',
      },
      {
        url: `/iqac/matrix?group=${walk.group.id}&type=NOPE&criterion=${walk.criterion.id}`,
        message: `${walk.group.name} has no metric type NOPE.`,
        heading: 'Criteria',
      },
      {
        // A criterion of the other metric type is not a criterion of this one.
        url: levelUrl(walk.group.id, walk.type, otherCriteria[0]!.id),
        message: `There is no criterion ${otherCriteria[0]!.id} in ${walk.group.name}`,
        heading: 'Criteria',
      },
      {
        url: `/iqac/matrix?group=${walk.group.id}&type=${walk.type}&sr=${walk.serial.id}`,
        message: 'A serial number opens from its criterion. Showing all criteria.',
        heading: 'Criteria',
      },
      {
        url: levelUrl(walk.group.id, walk.type, walk.criterion.id, 999999),
        message: `There is no serial number 999999 under ${walk.criterion.criterion}. Showing its serial numbers.`,
        heading: walk.criterion.criterion,
      },
    ];
    for (const { url, message, heading } of cases) {
      const response = await page.goto(url);
      // Not an address of the site (404), but the page shows the level above and says why.
      expect(response?.status(), url).toBe(404);
      await expect(page.getByRole('note')).toContainText(message);
      await expect(levelHeading(page)).toHaveText(heading);
      await expect(bodyRows(page).first()).toBeVisible();
    }
  });
});
