import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { storeFile } from '../../src/studio/content/files.ts';
import { useStudio } from '../helpers/studio.ts';
import { OFFICE } from '../helpers/studio-content.ts';

const DEMO_FILES = resolve(import.meta.dirname, '..', '..', 'content', 'demo', 'files');

/** A PDF's text read at upload, for the site's search (issue 37 point 2, decision 094). */
describe('the text of an uploaded PDF', () => {
  const t = useStudio();

  const pagesOf = (file: string) =>
    t.db
      .selectFrom('document_texts')
      .select(['page', 'text'])
      .where('file', '=', file)
      .orderBy('page')
      .execute();

  it('is stored page by page with the file, and the API gives it to the search', async () => {
    const bytes = await readFile(
      resolve(DEMO_FILES, 'notices/class-routine-of-the-even-semesters-science.pdf'),
    );
    const stored = await storeFile(t.db, { bytes, originalName: 'Routine.pdf', actor: OFFICE });
    if (!stored.ok) return expect.fail(stored.message);
    const pages = await pagesOf(stored.file.spec);
    expect(pages.map((row) => row.page)).toEqual([1, 2]);
    expect(pages[1]!.text).toContain('CHE-HC-601');

    const { type, path } = stored.file.attachment;
    const answer = await t.site.inject({
      method: 'POST',
      url: '/api/site/documents',
      headers: { unit: 'website' },
      payload: {
        files: [
          { type, path },
          { type: 'notices', path: 'no-such.pdf' },
        ],
      },
    });
    expect(answer.statusCode).toBe(200);
    const [document, ...others] = answer.json<{ path: string; pages: { page: number }[] }[]>();
    expect(others).toEqual([]);
    expect(document).toMatchObject({ type: 'studio', path });
    expect(document!.pages.map((page) => page.page)).toEqual([1, 2]);

    // An import empties the table with the rest of the content: the same bytes again read it anew.
    await t.db.deleteFrom('document_texts').where('file', '=', stored.file.spec).execute();
    const again = await storeFile(t.db, { bytes, originalName: 'Again.pdf', actor: OFFICE });
    expect(again.ok && again.file.spec).toBe(stored.file.spec);
    expect((await pagesOf(stored.file.spec)).map((row) => row.page)).toEqual([1, 2]);
  });

  it('of a PDF that cannot be read is left out; the file is stored all the same', async () => {
    const bytes = Buffer.from(`%PDF-1.7\n${'not really a PDF '.repeat(40)}`);
    const stored = await storeFile(t.db, { bytes, originalName: 'broken.pdf', actor: OFFICE });
    if (!stored.ok) return expect.fail(stored.message);
    expect(await pagesOf(stored.file.spec)).toEqual([]);
    const file = await t.db
      .selectFrom('studio_files')
      .select('name')
      .where('name', '=', stored.file.spec)
      .executeTakeFirst();
    expect(file?.name).toBe(stored.file.spec);
  });
});
