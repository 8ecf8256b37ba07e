import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { collegeNotices } from './demo-api.ts';

test.describe('NIRF page', () => {
  test('a table of number, title and file link of every NIRF document', async ({
    page,
    request,
  }) => {
    const documents = await collegeNotices(request, 'NIRF', '');
    expect(documents.length).toBe(6);
    await page.goto('/nirf');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('NIRF');
    const table = page.getByRole('table', { name: 'NIRF documents' });
    await expect(table.getByRole('columnheader')).toHaveText(['No.', 'Title', 'File']);
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(documents.length + 1);
    for (const [i, doc] of documents.entries()) {
      const cells = rows.nth(i + 1).getByRole('cell');
      await expect(cells.nth(0)).toHaveText(String(i + 1));
      await expect(cells.nth(1)).toHaveText(doc.title);
      const links = cells.nth(2).getByRole('link');
      await expect(links).toHaveCount(doc.upload_info.length);
      for (const [j, file] of doc.upload_info.entries()) {
        await expect(links.nth(j)).toHaveAttribute('href', file.url);
        await expect(links.nth(j)).toContainText(file.fileType === 'PDF' ? 'PDF' : file.fileType);
      }
    }
    expect(documents.some((d) => d.upload_info.length > 0)).toBe(true);
  });

  test('has no axe-core violations', async ({ page }) => {
    await page.goto('/nirf');
    await expectNoAxeViolations(page);
  });
});
