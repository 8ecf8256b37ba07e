import { expect, expectNoAxeViolations, test } from './fixtures.ts';

// What the RTI pages say, the officers' table's region and a 404:
// tests/pages/committees-rti-not-found.test.ts. Here the table's layout and axe-core.
test.describe('RTI pages', () => {
  test('the officers\u2019 table from the text scrolls in a labelled region, and is cards at 320 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/rti/officers');
    const region = page.getByRole('region', { name: 'Table: Role, Name, Contact' });
    const main = (await page.locator('.page-grid__main').boundingBox())!;
    expect((await region.boundingBox())!.width).toBeLessThanOrEqual(main.width);

    await page.setViewportSize({ width: 320, height: 800 });
    const cell = region.getByRole('cell', { name: /^rti@/ });
    await expect(cell).toHaveCSS('display', 'grid');
    expect(await cell.evaluate((td) => getComputedStyle(td, '::before').content)).toContain(
      'Contact',
    );
  });

  test('has no axe-core violations', async ({ page }) => {
    await page.goto('/rti/officers');
    await expectNoAxeViolations(page);
    await page.goto('/rti/act');
    await expectNoAxeViolations(page);
  });
});
