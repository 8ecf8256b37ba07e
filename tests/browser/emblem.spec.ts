import { expect, expectNoAxeViolations, test } from './fixtures.ts';

test.describe('emblem and organogram pages', () => {
  test('the emblem: the image with its size and the text that explains it', async ({
    page,
    request,
  }) => {
    await page.goto('/emblem');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Emblem');
    const image = page.getByRole('img', { name: 'The emblem of Kopoubari College' });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('width', '600');
    await expect(image).toHaveAttribute('height', '600');
    // The main image of the page, loaded at once; in the version its 22rem box needs.
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute(
      'srcset',
      /\/uploads\/_variants\/college\/emblem\.png\/512\.webp 512w/,
    );
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.webp$/);
    await expect(page.getByRole('main')).toContainText('kopou phul');
    const full = page.getByRole('link', { name: 'Open the image full size' });
    await expect(full).toHaveAttribute('href', '/uploads/college/emblem.png');
    expect((await request.get((await full.getAttribute('href'))!)).status()).toBe(200);
  });

  test('the organogram: the chart with its size and the text that explains it', async ({
    page,
  }) => {
    await page.goto('/organo');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Organogram');
    const image = page.getByRole('img', { name: /^Organogram of Kopoubari College/ });
    await expect(image).toHaveAttribute('width', '1400');
    await expect(image).toHaveAttribute('height', '860');
    await expect(page.getByRole('main')).toContainText(
      'The Governing Body is the highest authority of the college.',
    );
  });

  test('has no axe-core violations', async ({ page }) => {
    await page.goto('/emblem');
    await expectNoAxeViolations(page);
    await page.goto('/organo');
    await expectNoAxeViolations(page);
  });
});
