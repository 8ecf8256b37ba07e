import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PdfReader, readPdfText } from './pdf-text.ts';

const demoPdf = (path: string) =>
  readFile(resolve(import.meta.dirname, '..', '..', 'content', 'demo', 'files', path));

describe('the text of a PDF', () => {
  it('is read page by page', async () => {
    const text = await readPdfText(
      await demoPdf('notices/class-routine-of-the-even-semesters-science.pdf'),
    );
    if (!text.ok) return expect.fail(text.reason);
    expect(text.pages.map((page) => page.page)).toEqual([1, 2]);
    expect(text.pages[1]!.text).toContain('CHE-HC-601');
  });

  it('of a broken file, or one that takes too long, is skipped with its reason, and the next is read', async () => {
    const reader = new PdfReader(1);
    const bytes = await demoPdf('notices/holiday-list-for-2026.pdf');
    try {
      expect(await reader.read(bytes)).toEqual({ ok: false, reason: 'not read within 0.001 s' });
    } finally {
      await reader.close();
    }
    const broken = await readPdfText(Buffer.from(`%PDF-1.7\n${'not a PDF '.repeat(50)}`));
    expect(broken).toMatchObject({ ok: false });
    const next = await readPdfText(bytes);
    expect(next.ok && next.pages[0]!.text).toContain('Janmashtami');
  });
});
