import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { atBothWidths } from './both-widths.ts';
import { faculty } from './department-api.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { keysTo } from './keyboard-path.ts';
import { demoTeacher } from './studio-teacher-account.ts';
import { TEST_TODAY } from '../helpers/today.ts';

const PDF = resolve(import.meta.dirname, '..', 'fixtures', 'studio', 'timetable.pdf');
/** The quarter of the test servers' day (2026-06-15): the 2nd. */
const QUARTER = '2026-2nd';

/** Three entries as a reference manager exports them, their titles marked with the width. */
const bibtex = (width: number) =>
  ['one', 'two', 'three']
    .map(
      (n) =>
        `@article{e2e${n}, title = {Browser paste ${n} (${width})}, journal = {Journal of E2E}, year = {2026}}`,
    )
    .join('\n');

/** The public page shows the text within five seconds of a publish (asked outside the browser's cache). */
async function expectOnPublicSite(page: Page, url: string, text: string) {
  await expect
    .poll(async () => (await (await page.request.get(url)).text()).includes(text), {
      timeout: 5_000,
      intervals: [250],
    })
    .toBe(true);
}

async function shoot(page: Page, name: string, width: number) {
  await page.screenshot({
    path: `reports/screenshots/studio-${name}-${width}.png`,
    fullPage: true,
  });
}

/** axe-core and a screenshot of the screen as it is, at 360 and at 1280 px. */
const checkAtBothWidths = (page: Page, name: string) =>
  atBothWidths(page, async (width) => {
    await expectNoAxeViolations(page);
    await shoot(page, name, width);
  });

// The walk once, on a phone; each screen it passes is checked by axe-core at both widths.
const width = 360;
test.describe(`a teacher in the studio at ${width} px`, () => {
  test.use({ viewport: { width, height: 800 } });

  test('adds a research paper with its PDF, pastes BibTeX, moves a row, and cannot open another teacher’s profile (axe-core at 360 and 1280 px)', async ({
    page,
    browser,
    studio,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    expect(TEST_TODAY.slice(0, 7)).toBe('2026-06');
    const teacher = await demoTeacher();
    await page.goto(`${studio.url}/`);
    await page.getByLabel('Username').fill(teacher.username);
    await page.getByLabel('Password').fill(teacher.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    await atBothWidths(page, (each) => shoot(page, 'teacher-dashboard', each));

    await page.getByRole('link', { name: 'Your profile and quarterly reports' }).click();
    await expect(page).toHaveURL(new RegExp(`/profiles/${teacher.personId}$`));
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!;
    await checkAtBothWidths(page, 'teacher-profile');

    // A research paper of this quarter, with its PDF.
    const title = `Browser paper at ${width} px: iron in the tube wells`;
    await page.getByRole('link', { name: 'Research Papers' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Research Papers');
    await page.getByLabel('Title of Paper').fill(title);
    await page.getByLabel('Journal').fill('Journal of the Assam Science Society');
    await expect(page.getByLabel('Quarter')).toHaveValue(QUARTER);
    await page.getByLabel('Choose a file').setInputFiles(PDF);
    await page.getByRole('button', { name: 'Add the row' }).click();
    await expect(page.getByRole('status')).toContainText('The row is added and saved');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await checkAtBothWidths(page, 'teacher-section');
    // The add-row form below every row, a few keys from the top (the issue counted 46 Tabs).
    const addRowKeys = await keysTo(page, page.url(), (on) => on.getByLabel('Title of Paper'), {
      skip: 'Skip to add a row',
    });
    expect(addRowKeys, 'keys from the top to the add-row form').toBeLessThanOrEqual(5);

    // A row on its own page, and the basic details: both well formed and usable at this width.
    await page.getByRole('link', { name: /^Edit row 1$/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Research Papers: row 1');
    await checkAtBothWidths(page, 'teacher-row');
    await page.goto(`${studio.url}/profiles/${teacher.personId}/basic`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Basic details');
    await expect(page.getByRole('toolbar').first()).toBeVisible();
    await checkAtBothWidths(page, 'teacher-basic');
    await page.goto(`${studio.url}/profiles/${teacher.personId}`);

    // The quarter's report before it is public: the site's own page with the draft.
    const preview = await page.request.get(
      `${studio.url}/profile-preview/${teacher.personId}/${QUARTER}`,
    );
    expect(await preview.text()).toContain(title);

    await page.getByRole('button', { name: 'Publish my changes' }).click();
    await expect(page.getByRole('status')).toContainText('Published');
    const dept = (await page
      .getByRole('link', { name: 'See your public profile' })
      .getAttribute('href'))!.match(/\/department\/([^/]+)\//)![1]!;
    const query = new URLSearchParams({ id: String(teacher.personId), name });
    await expectOnPublicSite(page, `${baseURL}/department/${dept}/faculty/single?${query}`, title);
    query.set('qr', QUARTER);
    await expectOnPublicSite(
      page,
      `${baseURL}/department/${dept}/faculty/quarterlyreport?${query}`,
      title,
    );
    await expectOnPublicSite(page, `${baseURL}/research/${dept}`, title);

    // Three BibTeX entries: read, reviewed, then three rows.
    await page.goto(`${studio.url}/profiles/${teacher.personId}/paste`);
    await page.getByLabel('The entries').fill(bibtex(width));
    await page.getByRole('button', { name: 'Read the entries' }).click();
    await expect(
      page.getByRole('heading', { name: /3 rows to add to Research Papers/ }),
    ).toBeVisible();
    await checkAtBothWidths(page, 'teacher-paste');
    await page.getByRole('button', { name: 'Add these 3 rows' }).click();
    await expect(page.getByRole('status')).toContainText('The publications are added');
    for (const n of ['one', 'two', 'three'])
      await expect(
        page.getByRole('heading', { name: `Browser paste ${n} (${width})` }),
      ).toBeVisible();

    // Three rows of one date (2026): Move down by the keyboard keeps the focus on the moved row,
    // with JavaScript (the page drawn in place) and without (the page loaded, autofocus).
    const row = (n: string) =>
      page
        .locator('.profile-row')
        .filter({ has: page.getByRole('heading', { name: `Browser paste ${n} (${width})` }) });
    const titles = () => page.locator('.profile-row-title').allTextContents();
    await row('one')
      .getByRole('button', { name: /^Move down/ })
      .focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toContainText('The row is moved');
    await expect(row('one').getByRole('button', { name: /^Move down/ })).toBeFocused();
    const moved = await titles();
    expect(moved.indexOf(`Browser paste two (${width})`)).toBe(
      moved.indexOf(`Browser paste one (${width})`) - 1,
    );
    const plain = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
      viewport: { width, height: 800 },
    });
    const noScript = await plain.newPage();
    await noScript.goto(page.url().replace(/\?.*$/, ''));
    const rowThere = (n: string) =>
      noScript
        .locator('.profile-row')
        .filter({ has: noScript.getByRole('heading', { name: `Browser paste ${n} (${width})` }) });
    await rowThere('one')
      .getByRole('button', { name: /^Move up/ })
      .focus();
    await noScript.keyboard.press('Enter');
    await expect(noScript.getByRole('status')).toContainText('The row is moved');
    // First of its date again: its Move up is gone, its Move down has the focus.
    await expect(rowThere('one').getByRole('button', { name: /^Move down/ })).toBeFocused();
    await plain.close();

    // Another teacher's profile, by its address: 403, and it stays as it was.
    const others = await faculty(page.request, dept === 'PHY' ? 'CHE' : 'PHY');
    const other = others[0]!;
    const before = await (
      await page.request.post(`${baseURL}/api/getmyprofiledata`, {
        headers: { unit: 'website' },
        data: { id: other.id },
      })
    ).json();
    const refused = await page.goto(`${studio.url}/profiles/${other.id}`);
    expect(refused?.status()).toBe(403);
    const posted = await page.request.post(`${studio.url}/profiles/${other.id}/basic`, {
      headers: { origin: studio.url },
      multipart: { version: '1', name: 'Taken over' },
    });
    expect(posted.status()).toBe(403);
    const after = await (
      await page.request.post(`${baseURL}/api/getmyprofiledata`, {
        headers: { unit: 'website' },
        data: { id: other.id },
      })
    ).json();
    expect(after).toEqual(before);
  });
});
