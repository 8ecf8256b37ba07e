import { describe, expect, it } from 'vitest';
import { startUpload, storeFile } from '../../src/studio/content/files.ts';
import type { Outcome } from '../../src/studio/content/items.ts';
import { publishItem, saveItem } from '../../src/studio/content/items.repository.ts';
import { clean } from '../../src/web/lib/sanitize.server.ts';
import { useStudio } from '../helpers/studio.ts';
import { DEPARTMENT, IQAC, OFFICE, itemOf, rowCounts } from '../helpers/studio-content.ts';
import { TEST_TODAY } from '../helpers/today.ts';

const good = {
  type: 'COLLEGE_ACADEMIC_NOTICE',
  title: 'Examination forms',
  date: TEST_TODAY,
  description: '<p>Forms are due on Friday.</p>',
  link: 'https://example.org/forms',
  attachments: [] as string[],
};

describe('bad input changes nothing and says what is wrong, at the field', () => {
  const t = useStudio({ readsPublicSite: false });

  /** Publishes the values as a new notice; expects a refusal and no row written anywhere. */
  async function refused(values: Record<string, unknown>, actor = OFFICE) {
    const before = await rowCounts(t.db);
    const outcome: Outcome = await publishItem(t.db, {
      entity: 'notice',
      key: null,
      version: 0,
      createToken: crypto.randomUUID(),
      values,
      actor,
    });
    expect(await rowCounts(t.db)).toEqual(before);
    if (outcome.ok) return expect.fail('published');
    expect(outcome.values).toEqual(values);
    return outcome;
  }

  it.each([
    ['a missing title', { title: '' }, 'title', /Enter a title/],
    ['a title of spaces', { title: '   ' }, 'title', /Enter a title/],
    ['a date that does not exist', { date: '2026-02-30' }, 'date', /“2026-02-30” is not a day/],
    ['a date in another form', { date: '30/01/2026' }, 'date', /starts with the day.*YYYY-MM-DD/],
    ['a link that is not a web address', { link: 'javascript:alert(1)' }, 'link', /https:\/\//],
    [
      'an address as an attachment',
      { attachments: ['https://evil.example/x.pdf'] },
      'attachments',
      /is an address, not a file/,
    ],
    [
      'a path out of the uploads',
      { attachments: ['../x'] },
      'attachments',
      /not a file uploaded here/,
    ],
    [
      'a studio file never uploaded',
      { attachments: [`studio/${'0'.repeat(64)}.pdf`] },
      'attachments',
      /not a file uploaded here/,
    ],
    ['a kind of notice that is not one', { type: 'NOT_A_KIND' }, 'type', /Choose the kind/],
  ])('%s', async (_what, change, field, message) => {
    const outcome = await refused({ ...good, ...change });
    expect(outcome.status).toBe(400);
    expect(outcome.fieldErrors[field]?.join(' ')).toMatch(message);
  });

  it('refuses a kind of item the role lacks, whatever the values say of roles', async () => {
    const iqacDocument = await refused({ ...good, type: 'IQAC_SSR', role: 'admin' });
    expect(iqacDocument.status).toBe(403);
    expect(iqacDocument.fieldErrors.type?.[0]).toMatch(/may not publish this kind/);
    const departmentNotice = await refused({ ...good, type: 'DEPT_NOTICE' });
    expect(departmentNotice.status).toBe(403);
    for (const actor of [DEPARTMENT, IQAC]) {
      const outcome = await refused(good, { ...actor, role: actor.role });
      expect(outcome.status).toBe(403);
      expect(outcome.fieldErrors['']?.[0]).toMatch(/may not publish notices/);
    }
    const forged = await refused({ ...good, role: 'admin' }, { ...DEPARTMENT });
    expect(forged.status).toBe(403);
  });

  it('keeps a description without its <script>, as the public pages show it', async () => {
    const item = itemOf(
      await publishItem(t.db, {
        entity: 'notice',
        key: null,
        version: 0,
        createToken: 'script-1',
        values: {
          ...good,
          title: 'Scripted notice',
          description:
            '<p>Hello<script>alert(1)</script> <a href="https://example.org">there</a></p>',
        },
        actor: OFFICE,
      }),
    );
    expect(item.values.description).toBe(
      '<p>Hello <a href="https://example.org" target="_blank" rel="external noopener noreferrer">there</a></p>',
    );
    const row = await t.db
      .selectFrom('notices')
      .select('description')
      .where('title', '=', 'Scripted notice')
      .executeTakeFirstOrThrow();
    expect(row.description).toBe(item.values.description);
    expect(row.description).not.toMatch(/script|alert/);
    // What the public pages show of it (their own cleaning) is what was stored.
    expect(clean(row.description, '/uploads').sanitizedHtml).toBe(row.description);
  });

  it('refuses an HTML file named .pdf and a file over 50 MB, storing nothing', async () => {
    const before = await rowCounts(t.db);
    const page = await storeFile(t.db, {
      bytes: Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
      originalName: 'results.pdf',
      actor: OFFICE,
    });
    expect(page).toEqual({
      ok: false,
      message: expect.stringMatching(/^'results\.pdf' is named \.pdf but is not a PDF/),
    });
    const huge = await storeFile(t.db, {
      bytes: Buffer.alloc(51 * 1024 * 1024, 0x25),
      originalName: 'prospectus.pdf',
      actor: OFFICE,
    });
    expect(huge).toEqual({
      ok: false,
      message: "'prospectus.pdf' is 51.0 MB; a file may be at most 50 MB",
    });
    const started = await startUpload(t.db, {
      actor: OFFICE,
      originalName: 'prospectus.pdf',
      size: 200 * 1024 * 1024,
    });
    expect(started).toEqual({
      ok: false,
      message: "'prospectus.pdf' is 200.0 MB; a file may be at most 50 MB",
    });
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('keeps a draft of bad values out of the store too (a save, not only a publish)', async () => {
    const before = await rowCounts(t.db);
    const outcome = await saveItem(t.db, {
      entity: 'notice',
      key: null,
      version: 0,
      values: { ...good, title: '', date: '2026-13-01' },
      actor: OFFICE,
    });
    expect(outcome.ok || Object.keys(outcome.fieldErrors).sort()).toEqual(['date', 'title']);
    expect(await rowCounts(t.db)).toEqual(before);
  });
});
