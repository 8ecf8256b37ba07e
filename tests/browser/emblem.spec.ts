import { expect, expectNoAxeViolations, test } from './fixtures.ts';

test.describe('emblem and organogram pages', () => {
  // The images' names, sizes, srcset and the texts: tests/pages/committees-rti-not-found.test.ts.
  test('the emblem is shown, loaded in a version its box needs', async ({ page }) => {
    await page.goto('/emblem');
    const image = page.getByRole('img', { name: 'The emblem of Kopoubari College' });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.webp$/);
  });

  test('has no axe-core violations', async ({ page }) => {
    await page.goto('/emblem');
    await expectNoAxeViolations(page);
    await page.goto('/organo');
    await expectNoAxeViolations(page);
  });
});
