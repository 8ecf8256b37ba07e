import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { PAGE_TYPES } from './page-types.ts';

/** The page's root font size in px and its background colour. */
const looks = (page: Page) =>
  page.evaluate(() => ({
    fontSize: getComputedStyle(document.documentElement).fontSize,
    background: getComputedStyle(document.body).backgroundColor,
  }));

const controls = (page: Page) => page.getByRole('navigation', { name: 'Accessibility options' });

test.describe('text size and contrast (GIGW)', () => {
  test.describe('without JavaScript, at 360 px', () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });

    test('plain links set them, and they stay on the next pages', async ({ page }) => {
      await page.goto('/events?year=2021');
      expect(await looks(page)).toEqual({ fontSize: '16px', background: 'rgba(0, 0, 0, 0)' });
      await controls(page).getByRole('link', { name: 'A+ larger text' }).click();
      // Back on the same page, larger.
      await expect(page).toHaveURL('/events?year=2021');
      expect((await looks(page)).fontSize).toBe('20px');

      await controls(page).getByRole('link', { name: 'High contrast' }).click();
      await expect(page).toHaveURL('/events?year=2021');
      expect(await looks(page)).toEqual({ fontSize: '20px', background: 'rgb(0, 0, 0)' });
      // The control now offers the way back, and says which size is in effect.
      await expect(controls(page).getByRole('link', { name: 'High contrast' })).toBeHidden();
      await expect(
        controls(page).getByRole('link', { name: /^A\+ larger text\s*\(selected\)$/ }),
      ).toBeVisible();

      await page.goto('/department/PHY/faculty');
      expect(await looks(page)).toEqual({ fontSize: '20px', background: 'rgb(0, 0, 0)' });
      await controls(page).getByRole('link', { name: 'Normal contrast' }).click();
      // A− is a step down from the size in effect: 125 % to 100 %, then to 87.5 %.
      await controls(page)
        .getByRole('link', { name: /^A− smaller text/ })
        .click();
      await expect(page).toHaveURL('/department/PHY/faculty');
      expect(await looks(page)).toEqual({ fontSize: '16px', background: 'rgba(0, 0, 0, 0)' });
      await controls(page)
        .getByRole('link', { name: /^A− smaller text/ })
        .click();
      expect(await looks(page)).toEqual({ fontSize: '14px', background: 'rgba(0, 0, 0, 0)' });
      // A+ steps up to 200 % and stays there.
      for (let i = 0; i < 6; i++) await controls(page).getByRole('link', { name: /^A\+/ }).click();
      expect((await looks(page)).fontSize).toBe('32px');
    });
  });

  test('at 1280 px with JavaScript, the same links work and the page keeps its place', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/department/PHY/faculty/quarterlyreport?id=151');
    await controls(page).getByRole('link', { name: 'A+ larger text' }).click();
    await expect(page).toHaveURL('/department/PHY/faculty/quarterlyreport?id=151');
    expect((await looks(page)).fontSize).toBe('20px');
    await controls(page).getByRole('link', { name: 'A normal text size' }).click();
    expect((await looks(page)).fontSize).toBe('16px');
  });

  // 'pages are the same for every visitor without preferences; a choice comes in its own copy'
  // reads HTML and headers only: tests/pages/display-preferences-html.test.ts (issue 35).
});

// axe-core on every page type with the preferences on: the largest text and high contrast.
const PHONE_CHECKS = ['home', 'contact', 'office-staff', 'faculty-profile', 'department-home'];
test.describe('every page type has no axe-core violations with the display preferences on', () => {
  // On a desktop every page type, in two halves that run side by side; on a phone the page
  // types whose layout differs most from the desktop's (axe-core takes seconds a page).
  const half = Math.ceil(PAGE_TYPES.length / 2);
  const runs = [
    { width: 1280, pages: PAGE_TYPES.slice(0, half), part: 'first half' },
    { width: 1280, pages: PAGE_TYPES.slice(half), part: 'second half' },
    {
      width: 360,
      pages: PAGE_TYPES.filter(({ name }) => PHONE_CHECKS.includes(name)),
      part: 'phone layouts',
    },
  ];
  for (const { width, pages, part } of runs) {
    test(`at ${width} px (${part}), largest text and high contrast`, async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(600_000);
      await context.addCookies([
        { name: 'text_size', value: 'large', url: baseURL! },
        { name: 'contrast', value: 'high', url: baseURL! },
      ]);
      await page.setViewportSize({ width, height: 800 });
      for (const { path } of pages) {
        await page.goto(path);
        expect(await looks(page), path).toEqual({ fontSize: '20px', background: 'rgb(0, 0, 0)' });
        await expectNoAxeViolations(page);
      }
    });
  }
});
