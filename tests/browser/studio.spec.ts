import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { atBothWidths } from './both-widths.ts';
import { expect, expectNoAxeViolations, test, type StudioFixture } from './fixtures.ts';

const PDF = resolve(import.meta.dirname, '..', 'fixtures', 'studio', 'timetable.pdf');

/** A photograph of noise, which JPEG cannot shrink: over a megabyte, so it goes in two parts. */
async function largePhoto(): Promise<Buffer> {
  const [width, height] = [1500, 1100];
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919 + (i >> 5) * 104729) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

async function signIn(page: Page, studio: StudioFixture) {
  await page.goto(`${studio.url}/`);
  await expect(page).toHaveURL(/\/sign-in/);
  await page.getByLabel('Username').fill(studio.username);
  await page.getByLabel('Password').fill(studio.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
}

/**
 * The editor once React has taken over the page (the rich-text toolbar is drawn then): typing or
 * clicking earlier would race the hydration.
 */
// The notice form has two editors (the description and its Assamese, decision 060): the
// toolbar buttons these tests press are the first editor's, the description's.
async function editorReady(page: Page) {
  await expect(page.getByRole('toolbar').first()).toBeVisible();
}

/**
 * The public site shows the text within five seconds of a publish (its caches refresh). Asked
 * outside the browser's own cache: the site lets a browser keep a page for a minute (max-age),
 * so a tab that loaded the page before the publish would show its own copy, as it would to a
 * visitor. Then the page is opened and the text seen.
 */
async function expectOnPublicSite(page: Page, url: string, text: string) {
  await expect
    .poll(async () => (await (await page.request.get(url)).text()).includes(text), {
      timeout: 5_000,
      intervals: [250],
    })
    .toBe(true);
  await page.goto(url);
  await expect(page.getByText(text).first()).toBeVisible();
}

/** axe-core on the screen as it is, at 360 and at 1280 px. */
const axeAtBothWidths = (page: Page) => atBothWidths(page, () => expectNoAxeViolations(page));

// The walk once, on a phone; each screen it passes is checked by axe-core at both widths.
test.describe('the studio at 360 px', () => {
  test.use({ viewport: { width: 360, height: 900 } });

  test('an office clerk posts a notice with a PDF and a photo, previews, publishes, edits, unpublishes and restores it (axe-core at 360 and 1280 px)', async ({
    page,
    studio,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const title = 'Timetable of the unit tests (360)';
    await signIn(page, studio);
    await axeAtBothWidths(page);

    // The menu, then the list, then a new notice.
    await page
      .getByRole('navigation', { name: 'Studio' })
      .getByRole('link', { name: 'Notices' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notices');
    await axeAtBothWidths(page);
    await page.getByRole('link', { name: 'New notice' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New notice');
    await editorReady(page);

    await page.getByLabel('Title').fill(title);
    // The rich-text editor, by keyboard: a bold word, then plain text.
    const editor = page.getByRole('textbox', { name: 'Description' });
    await editor.click();
    await page.keyboard.press('Control+b');
    await page.keyboard.type('Bring');
    await expect(page.getByRole('button', { name: 'Bold' }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' the admit card.');

    // Files go at once, in parts; each is listed with its kind and size.
    const parts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/uploads?action=part')) parts.push(request.url());
    });
    const files = page.getByLabel(/Add files/);
    await files.setInputFiles([
      { name: 'timetable.pdf', mimeType: 'application/pdf', buffer: await readFile(PDF) },
      { name: 'exam-hall.jpg', mimeType: 'image/jpeg', buffer: await largePhoto() },
    ]);
    await expect(page.getByRole('link', { name: 'timetable.pdf' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('link', { name: 'exam-hall.jpg' })).toBeVisible({
      timeout: 20_000,
    });
    const list = page.locator('.file-list');
    await expect(list.getByText(/PDF, \d/)).toBeVisible();
    await expect(list.getByText(/JPEG image, 1\.\d MB/)).toBeVisible();
    // A screen reader hears each file arrive.
    await expect(
      page.getByRole('status').filter({ hasText: /exam-hall\.jpg is attached: JPEG image/ }),
    ).toHaveCount(1);
    // The PDF in one part, the photo (over a megabyte) in two.
    expect(parts).toHaveLength(3);
    await axeAtBothWidths(page);

    // Preview: saved, then the public page with the draft, framed.
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByText('Saved as a draft')).toBeVisible();
    const frame = page.frameLocator('iframe[title^="Preview of"]');
    await expect(frame.getByText(title).first()).toBeVisible({ timeout: 10_000 });
    await axeAtBothWidths(page);

    // Publish: on the public home page's panel and its own page within five seconds.
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(
      page.getByText('Published. It is on the public site within a few seconds.'),
    ).toBeVisible();
    const publicPage = await page
      .getByRole('link', { name: 'See it on the public site' })
      .getAttribute('href');
    const editorUrl = page.url().replace(/\?.*$/, '');
    await expectOnPublicSite(page, baseURL!, title);
    await expectOnPublicSite(page, new URL(new URL(publicPage!).pathname, baseURL).href, title);
    await expect(page.getByRole('link', { name: /timetable\.pdf|PDF/ }).first()).toBeVisible();

    // Edit: a changed title is a draft beside the published notice.
    await page.goto(editorUrl);
    await editorReady(page);
    await page.getByLabel('Title').fill(`${title}, revised`);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText(/^Saved as a draft\./)).toBeVisible();
    await expect(page.getByText('Changed since publishing').first()).toBeVisible();

    // Unpublish, once asked (decision 070).
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await page
      .getByRole('dialog', { name: 'Unpublish this notice?' })
      .getByRole('button', { name: 'Unpublish' })
      .click();
    await expect(page.getByText(/^Unpublished\. It leaves the public site/)).toBeVisible();
    await axeAtBothWidths(page);

    // Restore the first revision: it becomes the draft.
    await page.getByRole('link', { name: 'Revisions' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Revisions of/);
    await axeAtBothWidths(page);
    await page.getByRole('button', { name: /Restore version 1$/ }).click();
    await expect(page.getByText('The revision is restored as the draft.')).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(title);
  });
});

test('the editor’s toolbar is reached and used with the keyboard alone', async ({
  page,
  studio,
}) => {
  await signIn(page, studio);
  await page.goto(`${studio.url}/items/notice/new`);
  await editorReady(page);
  const editor = page.getByRole('textbox', { name: 'Description' });
  await editor.focus();
  await page.keyboard.type('Results');
  await page.keyboard.press('Shift+Tab');
  const link = page.getByRole('button', { name: 'Link' }).first();
  await expect(link).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Numbered list' }).first()).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Bulleted list' }).first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Bulleted list' }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(editor.locator('ul li')).toHaveText('Results');
});

test('a file whose part is lost on the way is sent again, and arrives whole', async ({
  page,
  studio,
}) => {
  await signIn(page, studio);
  await page.goto(`${studio.url}/items/notice/new`);
  await editorReady(page);
  let broken = 0;
  // The parts after the lost one are held until the test has seen the form waiting.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/uploads?action=part*', async (route) => {
    // The first part's connection breaks once: the browser waits, then sends it again.
    if (broken === 0) {
      broken += 1;
      return route.abort('connectionreset');
    }
    await released;
    return route.continue();
  });
  await page.getByLabel(/Add files/).setInputFiles(PDF);
  // While it is on its way the form waits: no save without the file.
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: 'Sending files' })).toHaveCount(1);
  await expect.poll(() => broken).toBe(1);
  release();
  await expect(page.getByRole('link', { name: 'timetable.pdf' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeEnabled();
  await expect(page.locator('.file-list').getByText(/PDF, \d/)).toBeVisible();
  expect(broken).toBe(1);
  await expect(page.getByRole('alert').filter({ hasText: /not sent/ })).toHaveCount(0);
});

test('the editors of a committee (rows of members) and of the principal (a photo) pass axe-core', async ({
  page,
  studio,
}) => {
  await signIn(page, studio);
  for (const entity of ['committee', 'principal']) {
    await page.goto(`${studio.url}/items/${entity}`);
    const first = page.locator('tbody th a').first();
    if (await first.count()) await first.click();
    await expect(page.locator('form.item-form')).toBeVisible();
    await expectNoAxeViolations(page);
  }
  // Rows: a member added in the browser gets labelled fields of its own.
  await page.goto(`${studio.url}/items/committee/new`);
  await editorReady(page);
  const rows = page.locator('.rows > li');
  const before = await rows.count();
  await page.getByRole('button', { name: 'Add a row' }).click();
  await expect(rows).toHaveCount(before + 1);
  await expect(page.getByRole('group', { name: `Members: row ${before + 1}` })).toBeVisible();
});
