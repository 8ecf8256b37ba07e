import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { apiPost } from './demo-api.ts';

interface ImportantFile {
  title: string;
  upload_info: { url: string; fileType: 'PDF' | 'image' | 'file' }[];
}

test.describe('important information page', () => {
  test('a bordered list of title, description and one File n button per upload', async ({
    page,
    request,
  }) => {
    const items = await apiPost<ImportantFile[]>(request, '/getimportantfiles', {});
    expect(items.length).toBeGreaterThan(1);
    await page.goto('/importantfile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Important Information');
    const entries = page.locator('.bordered-list > li');
    await expect(entries).toHaveCount(items.length);
    for (const [i, item] of items.entries()) {
      const entry = entries.nth(i);
      await expect(entry.getByRole('heading', { level: 2 })).toHaveText(item.title);
      const files = entry.getByRole('link');
      await expect(files).toHaveCount(item.upload_info.length);
      for (const [j, file] of item.upload_info.entries()) {
        // 'File n' and the file's type on the button; the item's title for screen readers.
        await expect(files.nth(j)).toHaveText(`File ${j + 1} (${file.fileType}): ${item.title}`);
        await expect(files.nth(j)).toHaveAttribute('href', file.url);
      }
    }
    // The description is HTML from the content, shown as such.
    const fees = entries.filter({ has: page.getByRole('heading', { name: 'Fee structure' }) });
    await expect(fees.locator('strong')).toHaveText('FYUGP');
    await expect(fees.getByRole('link', { name: /^File 2/ })).toBeVisible();
  });

  test('has no axe-core violations', async ({ page }) => {
    await page.goto('/importantfile');
    await expectNoAxeViolations(page);
  });
});
