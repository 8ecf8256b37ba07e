import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { SCREENSHOT_DIR } from '../helpers/screenshots.ts';
import { atBothWidths } from './both-widths.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { addStudioAccount } from './studio-account.ts';

/**
 * A department head (decision 055): twelve gallery photos in one go, each with its words, then
 * the faculty put in another order and a member's profile turned live; the public pages show
 * both within five seconds. The album is made on a phone (360 px); its screen is checked by
 * axe-core and shot at 360 and 1280 px.
 */
let HEAD = '';
let password = '';
/** Accounts this worker made: a worker that comes back to the file runs beforeAll again. */
let made = 0;

// Once per worker and visit of the file (the file's tests share the workers, fullyParallel): an
// account of its own, so that a second worker, one started again after a failure, or the same
// worker back at the file after others, does not meet the first's.
test.beforeAll(async () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  made += 1;
  HEAD = `head-phy-e2e-${test.info().workerIndex}-${made}`;
  password = await addStudioAccount(
    { DATABASE_PATH: join(dir, 'college.sqlite') },
    HEAD,
    'department',
    ['--department', 'PHY'],
  );
});

async function signIn(page: Page, url: string) {
  await page.goto(`${url}/`);
  await page.getByLabel('Username').fill(HEAD);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
}

async function screenshot(page: Page, name: string, width: number) {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({
    path: join(SCREENSHOT_DIR, `studio-${name}-${width}.png`),
    fullPage: true,
  });
}

/** The public page, asked outside the browser's cache until it holds the text (5 s at most). */
async function expectOnPublicSite(page: Page, url: string, text: string) {
  await expect
    .poll(async () => (await (await page.request.get(url)).text()).includes(text), {
      timeout: 5_000,
      intervals: [250],
    })
    .toBe(true);
}

const photos = (seed: number) =>
  Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      sharp({
        create: {
          width: 160,
          height: 120,
          channels: 3,
          background: { r: (i * 20 + seed) % 256, g: 120, b: 40 + i * 15 },
        },
      })
        .jpeg()
        .toBuffer(),
    ),
  );

const width = 360;
test.describe(`a department head at ${width} px`, () => {
  test.use({ viewport: { width, height: 800 } });

  test('uploads twelve gallery photos with their alt texts in one go (axe-core at 360 and 1280 px)', async ({
    page,
    studio,
    baseURL,
  }) => {
    await signIn(page, studio.url);
    await page.goto(`${studio.url}/items/department_album/new`);
    await expect(page.getByRole('toolbar').or(page.getByLabel('Caption')).first()).toBeVisible();
    const caption = `Field trip to Kaziranga (${width})`;
    await page.getByLabel('Caption').fill(caption);
    const files = (await photos(width)).map((buffer, i) => ({
      name: `trip-${width}-${i + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer,
    }));
    await page.getByLabel('Add photos').setInputFiles(files);
    const boxes = page.getByLabel(/^What photo \d+ \(/);
    await expect(boxes).toHaveCount(12, { timeout: 20_000 });
    const words = files.map(
      (_, i) => `Students by the river at Kaziranga, photo ${i + 1} of ${width}`,
    );
    for (const [i, text] of words.entries()) {
      // Listed in the order chosen, whichever arrived first.
      await expect(boxes.nth(i)).toHaveAccessibleName(
        `What photo ${i + 1} (trip-${width}-${i + 1}.jpg) shows`,
      );
      await boxes.nth(i).fill(text);
    }
    // Issue 36: the third photo moved to the top with the keyboard, its words with it; the
    // focus stays on the moved photo's button (Move down once it is first).
    await page.getByRole('button', { name: 'Move up photo 3', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Move up photo 2', exact: true })).toBeFocused();
    await expect(boxes.nth(1)).toHaveValue(words[2]!);
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('button', { name: 'Move down photo 1', exact: true }),
    ).toBeFocused();
    await expect(boxes.nth(0)).toHaveAccessibleName(`What photo 1 (trip-${width}-3.jpg) shows`);
    for (const [i, text] of [words[2], words[0], words[1]].entries())
      await expect(boxes.nth(i)).toHaveValue(text!);
    await atBothWidths(page, async (each) => {
      await expectNoAxeViolations(page);
      await screenshot(page, 'department-gallery', each);
    });
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();
    await expectOnPublicSite(page, `${baseURL}/department/PHY/gallery`, words[11]!);
    const html = await (await page.request.get(`${baseURL}/department/PHY/gallery`)).text();
    for (const text of words) expect(html).toContain(text);
  });

  test('refuses an album whose photo has no words, at that photo, and saves nothing', async ({
    page,
    studio,
  }) => {
    await signIn(page, studio.url);
    await page.goto(`${studio.url}/items/department_album/new`);
    await page.getByLabel('Caption').fill(`Left without words (${width})`);
    const [first] = await photos(width + 7);
    await page
      .getByLabel('Add photos')
      .setInputFiles([{ name: 'alone.jpg', mimeType: 'image/jpeg', buffer: first! }]);
    await expect(page.getByLabel(/^What photo 1 \(/)).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Say what this photo shows').first()).toBeVisible();
    await page.goto(`${studio.url}/items/department_album`);
    await expect(page.getByText(`Left without words (${width})`)).toHaveCount(0);
  });
});

test.describe('a department head’s faculty list', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('puts the faculty in another order and turns a profile live: the public list links it within 5 s', async ({
    page,
    studio,
    baseURL,
  }) => {
    await signIn(page, studio.url);
    await page.goto(`${studio.url}/items/department_faculty/pPHY`);
    const boxes = page.getByRole('checkbox', { name: /^Profile live for / });
    const count = await boxes.count();
    let chosen = -1;
    for (let i = 0; i < count && chosen < 0; i += 1)
      if (!(await boxes.nth(i).isChecked())) chosen = i;
    expect(chosen).toBeGreaterThanOrEqual(0);
    const label = (await boxes.nth(chosen).getAttribute('id'))!;
    const name = (await page
      .locator(`label[for="${label}"] .visually-hidden`)
      .textContent())!.replace(/^for /, '');
    await boxes.nth(chosen).check();
    const first = (await page.locator('.member-list li strong').first().textContent())!;
    // Moved by the keyboard: the focus stays on the member's Move down (Move up when last).
    await page.getByRole('button', { name: `Move down ${first}` }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.member-list li strong').nth(1)).toHaveText(first);
    const members = await page.locator('.member-list li').count();
    await expect(
      page.getByRole('button', { name: `Move ${members > 2 ? 'down' : 'up'} ${first}` }),
    ).toBeFocused();
    await expectNoAxeViolations(page);
    await screenshot(page, 'department-faculty', 360);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();

    const list = `${baseURL}/department/PHY/faculty`;
    await expect
      .poll(
        async () => {
          const html = await (await page.request.get(list)).text();
          const card = html.slice(html.indexOf(`>${name}<`));
          return (
            card.indexOf('Visit Faculty Page') >= 0 &&
            card.indexOf('Visit Faculty Page') < card.indexOf('</article>')
          );
        },
        { timeout: 5_000, intervals: [250] },
      )
      .toBe(true);
    await page.goto(list);
    await expect(page.getByRole('link', { name: /Visit Faculty Page/ }).first()).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${studio.url}/items/department_faculty/pPHY`);
    await screenshot(page, 'department-faculty', 1280);
  });
});

test.describe('without JavaScript, at 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 }, javaScriptEnabled: false });

  test('twelve photos go with the form, which asks for each one’s words, then publishes them', async ({
    page,
    studio,
    baseURL,
  }) => {
    await signIn(page, studio.url);
    await page.goto(`${studio.url}/items/department_album/new`);
    const caption = 'Annual science exhibition (no JavaScript)';
    await page.getByLabel('Caption').fill(caption);
    const files = (await photos(99)).map((buffer, i) => ({
      name: `exhibit-${i + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer,
    }));
    await page.getByLabel('Add photos').setInputFiles(files);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const boxes = page.getByLabel(/^What photo \d+ \(/);
    await expect(boxes).toHaveCount(12);
    await expect(page.getByText('Say what this photo shows').first()).toBeVisible();
    await expect(page.getByLabel('Caption')).toHaveValue(caption);
    const words = files.map((_, i) => `A model at the science exhibition, exhibit ${i + 1}`);
    for (const [i, text] of words.entries()) await boxes.nth(i).fill(text);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();
    await expectOnPublicSite(page, `${baseURL}/department/PHY/gallery`, words[11]!);
  });
});

/** The head's other screens, for the closing note: the menu, a list, the page's editor. */
test(`the head's dashboard, notices list and page editor at 360 and 1280 px have no axe violations`, async ({
  page,
  studio,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, studio.url);
  await atBothWidths(page, (each) => screenshot(page, 'department-dashboard', each));
  await page.goto(`${studio.url}/items/department_notice`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await atBothWidths(page, async (each) => {
    await expectNoAxeViolations(page);
    await screenshot(page, 'department-notices', each);
  });
  await page.goto(`${studio.url}/items/department_page/pPHY`);
  await expect(page.getByLabel('Year of establishment')).toBeVisible();
  await atBothWidths(page, async (each) => {
    await expectNoAxeViolations(page);
    await screenshot(page, 'department-page', each);
  });
});
