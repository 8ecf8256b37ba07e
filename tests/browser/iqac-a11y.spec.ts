import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { IQAC_LINKS, demoWalk, levelUrl } from './iqac-helpers.ts';

/**
 * One page of each view the IQAC route has: the fifteen document codes share one view and differ
 * only in their demo content (iqac-documents.spec.ts reads each of them), so two of them stand
 * for all (axe-core takes seconds a page).
 */
const CHECKED = ['strategies', 'ssr', 'teams', 'matrix', 'co_po'];

test.describe('IQAC pages have no axe-core violations', () => {
  for (const entry of IQAC_LINKS.filter(({ link }) => CHECKED.includes(link))) {
    test(`/iqac/${entry.link}`, async ({ page }) => {
      await page.goto(`/iqac/${entry.link}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.label);
      await expectNoAxeViolations(page);
    });
  }

  type Walk = Awaited<ReturnType<typeof demoWalk>>;
  const MATRIX_VIEWS: [string, (walk: Walk) => string][] = [
    ['criteria, filtered', (w) => levelUrl(w.group.id, w.type, undefined, undefined, 'teach')],
    ['serial numbers', (w) => levelUrl(w.group.id, w.type, w.criterion.id)],
    [
      'serial numbers, filtered',
      (w) => levelUrl(w.group.id, w.type, w.criterion.id, undefined, w.serial.sr_no.slice(0, 3)),
    ],
    ['files', (w) => levelUrl(w.group.id, w.type, w.criterion.id, w.serial.id)],
    [
      'files, nothing matching the filter',
      (w) => levelUrl(w.group.id, w.type, w.criterion.id, w.serial.id, 'no such file'),
    ],
    [
      'an unknown serial number, with its message',
      (w) => levelUrl(w.group.id, w.type, w.criterion.id, 999999),
    ],
  ];
  for (const [name, address] of MATRIX_VIEWS) {
    test(`NAAC metrics: ${name}`, async ({ page, request }) => {
      await page.goto(address(await demoWalk(request)));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('NAAC Metrics');
      await expectNoAxeViolations(page);
    });
  }

  test('the 404 page of an unknown IQAC link', async ({ page }) => {
    await page.goto('/iqac/no-such-page');
    await expectNoAxeViolations(page);
  });
});
