import { api } from './department-api.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

type Alumnus = { name: string; batch: string; email: string; phone: string };

test.describe('department alumni', () => {
  // Without JavaScript: tests/pages/department-sections.test.ts reads the same from the HTML.
  test.describe('with JavaScript', () => {
    test('one collapsible section per batch, latest first, each with its table', async ({
      page,
      request,
    }) => {
      const alumni = await api<Alumnus[]>(request, '/getalumnibydept', { dept_code: 'PHY' });
      const batches = [...new Set(alumni.map((a) => a.batch))].sort(
        (a, b) => Number(b) - Number(a),
      );
      expect(batches.length).toBeGreaterThan(1);
      await page.goto('/department/PHY/alumni');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alumni');
      const groups = page.locator('details');
      await expect(groups.locator('summary')).toHaveText(
        batches.map(
          (batch) =>
            new RegExp(`^Batch ${batch} \\(${alumni.filter((a) => a.batch === batch).length}\\)$`),
        ),
      );

      // The latest batch is open; the others open and close with their summary.
      const latest = page.getByRole('table', { name: `Alumni of batch ${batches[0]}` });
      await expect(latest).toBeVisible();
      await expect(latest.getByRole('columnheader')).toHaveText([
        '#',
        'Name',
        'Batch',
        'Current Profession',
        'Highest Qualification',
        'Contact',
      ]);
      const members = alumni.filter((a) => a.batch === batches[0]);
      await expect(latest.getByRole('row')).toHaveCount(members.length + 1);
      await expect(latest.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('1');
      await expect(latest.getByRole('row').nth(1)).toContainText(members[0]!.name);

      const older = page.getByRole('table', { name: `Alumni of batch ${batches[1]}` });
      await expect(older).toBeHidden();
      await page.getByText(new RegExp(`^Batch ${batches[1]} \\(`)).click();
      await expect(older).toBeVisible();
      await page.getByText(new RegExp(`^Batch ${batches[0]} \\(`)).click();
      await expect(latest).toBeHidden();
    });
  });

  // The contacts' mail and phone links: tests/pages/department-sections.test.ts.
  test('has no axe-core violations', async ({ page }) => {
    await page.goto('/department/PHY/alumni');
    await expectNoAxeViolations(page);
  });
});
