import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { faculty, profile } from './department-api.ts';
import { expectLoaded } from './demo-api.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

const LIST = '/department/PHY/faculty';
const card = (page: Page, name: string) => page.getByRole('article', { name });

test.describe('faculty list', () => {
  test('every card shows the person\u2019s photograph with its alt text, or the default photo', async ({
    page,
    request,
  }) => {
    const people = await faculty(request, 'CHE');
    expect(people.some((p) => p.dp.length > 0)).toBe(true);
    await page.goto('/department/CHE/faculty');
    for (const person of people) {
      const photo = card(page, person.name).locator('img').first();
      if (person.dp[0]) {
        await expect(photo).toHaveAttribute('src', person.dp[0]);
        await expect(photo).toHaveAttribute('alt', person.dp_alt ?? `Photo of ${person.name}`);
        expect(person.dp_alt?.length).toBeGreaterThan(person.name.length);
      } else {
        // The default photo adds nothing the name beside it does not say.
        await expect(photo).toHaveAttribute('alt', '');
      }
    }
    await expectLoaded(card(page, people[0]!.name).getByRole('img', { name: people[0]!.dp_alt }));
    // The first photo is the largest thing a phone first shows: fetched at once, the rest lazily.
    await expect(card(page, people[0]!.name).locator('img').first()).toHaveAttribute(
      'fetchpriority',
      'high',
    );
    await expect(card(page, people[1]!.name).locator('img').first()).toHaveAttribute(
      'loading',
      'lazy',
    );
  });

  test('shows a card per faculty member with photo, name, designation and contacts', async ({
    page,
    request,
  }) => {
    const people = await faculty(request, 'PHY');
    await page.goto(LIST);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Faculty Members');
    await expect(page.getByRole('article')).toHaveCount(people.length);
    const first = people[0]!;
    const firstCard = card(page, first.name);
    expect(first.dp_alt).toMatch(
      new RegExp(`^${first.name.replace('.', '\\.')}, head and shoulders`),
    );
    await expect(firstCard.getByRole('img', { name: first.dp_alt })).toHaveAttribute(
      'src',
      first.dp[0]!,
    );
    await expect(firstCard).toContainText(first.designation);
    await expect(firstCard.getByRole('link', { name: /@example\.edu\.in$/ })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    await expect(firstCard.getByRole('link', { name: /^\d{10}$/ }).first()).toHaveAttribute(
      'href',
      /^tel:\d{10}$/,
    );
    // The scrollable 'About me' box, 25vh high.
    const about = firstCard.getByRole('region', { name: `About ${first.name}` });
    await expect(about.getByRole('heading', { name: 'About me' })).toBeVisible();
    await expect(about).toHaveCSS('overflow-y', 'auto');
    const viewport = page.viewportSize()!;
    const box = (await about.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(viewport.height * 0.25 + 1);

    // Without a photo, the default photo (200 px), decorative: the name is beside it.
    const noPhoto = people.find((person) => person.dp.length === 0)!;
    const defaultPhoto = card(page, noPhoto.name).locator('img');
    await expect(defaultPhoto).toHaveAttribute('alt', '');
    await expect(defaultPhoto).toHaveAttribute('src', /default-photo.*\.svg$/);
    await expect(defaultPhoto).toHaveAttribute('width', '200');
    await expect(defaultPhoto).toHaveAttribute('height', '200');
  });

  // The faculty page, report and CV links of each card: tests/pages/department-faculty.test.ts.
  test('has no axe-core violations', async ({ page }) => {
    await page.goto(LIST);
    await expectNoAxeViolations(page);
  });
});

/** The CV's bytes as the uploads location serves them. */
async function cvBytes(request: import('@playwright/test').APIRequestContext, id: number) {
  const [cv] = (await profile(request, id)).cv;
  const response = await request.get(cv!.url);
  expect(response.ok()).toBe(true);
  return response.body();
}

test.describe('CV download', () => {
  test('without JavaScript, the link answers the file as an attachment', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(LIST);
    const person = (await faculty(request, 'PHY'))[0]!;
    const downloading = page.waitForEvent('download');
    await card(page, person.name)
      .getByRole('link', { name: /^Download CV/ })
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^cv\d+\.pdf$/);
    const saved = await readFile((await download.path())!);
    expect(saved.equals(await cvBytes(request, person.id))).toBe(true);
    await context.close();
  });

  test("with JavaScript, the button says 'Downloading....' meanwhile, then the file arrives", async ({
    page,
    request,
  }) => {
    const person = (await faculty(request, 'PHY'))[1]!;
    await page.goto(LIST);
    // Hold the answer back so the downloading state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/faculty/cv?*', async (route) => {
      await held;
      await route.continue();
    });
    const button = card(page, person.name).getByRole('link', {
      name: /^(Download CV|Downloading)/,
    });
    const downloading = page.waitForEvent('download');
    await button.click();
    await expect(button).toHaveText(/^Downloading\.\.\.\./);
    release();
    const download = await downloading;
    await expect(button).toHaveText(/^Download CV/);
    expect(download.suggestedFilename()).toMatch(/^cv\d+\.pdf$/);
    const saved = await readFile((await download.path())!);
    expect(saved.equals(await cvBytes(request, person.id))).toBe(true);
  });
  // The download route's 404 for someone without a CV: tests/pages/department-faculty.test.ts.
});
