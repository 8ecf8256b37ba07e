import { describe, expect, it } from 'vitest';
import {
  changeProfile,
  openProfile,
  publishProfile,
  rowEdits,
} from '../../src/studio/content/profile/profile-edits.ts';
import { storeFile } from '../../src/studio/content/files.ts';
import { quarterOf } from '../../src/studio/content/profile/quarters.ts';
import { useStudio } from '../helpers/studio.ts';
import { eventually, itemOf, pageHtml, rowCounts, siteAnswer } from '../helpers/studio-content.ts';
import { storedProfile, twoTeachers } from '../helpers/teachers.ts';
import { TEST_TODAY } from '../helpers/today.ts';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

const PDF = resolve(import.meta.dirname, '..', 'fixtures', 'studio', 'timetable.pdf');
const QUARTER = quarterOf(TEST_TODAY);
const PAPER = {
  title_paper: 'Arsenic in the tube wells of Kopoubari',
  title_book: 'Journal of the Assam Science Society',
  published_by: 'Saraighat Publishers',
  isbn_no: 'ISSN 2583-0023',
  volume: 'Vol. 3',
  page_nos: '1-9',
  date_year: 'June 2026',
  quarter: QUARTER,
};

describe("a teacher's own profile", () => {
  const t = useStudio();

  it('adds a research paper with its PDF; publishing shows it on the profile, the quarterly report and the research page', async () => {
    const { me, actor } = await twoTeachers(t.db);
    const stored = await storeFile(t.db, {
      bytes: await readFile(PDF),
      originalName: 'arsenic.pdf',
      actor,
    });
    if (!stored.ok) return expect.fail(stored.message);
    const opened = itemOf(await openProfile(t.db, actor, me.id, TEST_TODAY));
    const before = (opened.values.research_papers as unknown[]).length;
    const saved = itemOf(
      await changeProfile(
        t.db,
        actor,
        me.id,
        opened.version,
        rowEdits.add('research_papers', [{ ...PAPER, file: stored.file.spec }]),
        TEST_TODAY,
      ),
    );
    expect(saved.status).toBe('changed');
    expect((saved.values.research_papers as unknown[]).length).toBe(before + 1);
    // A draft: the public row is as it was.
    expect(JSON.stringify(await storedProfile(t.db, me.id))).not.toContain(PAPER.title_paper);

    const published = itemOf(await publishProfile(t.db, actor, me.id, saved.version, TEST_TODAY));
    expect(published.status).toBe('published');
    const profile = await storedProfile(t.db, me.id);
    const papers = profile.research_papers as Record<string, unknown>[];
    // A new row is kept first (decision 091).
    expect(papers[0]).toMatchObject({ ...PAPER, file: { type: 'studio', fileType: 'PDF' } });
    // The quarter has its report, so the report page of that quarter exists.
    const reports = profile.qr_list as { quarter: string }[];
    expect(reports.map((r) => r.quarter)).toContain(QUARTER);

    const query = new URLSearchParams({ id: String(me.id), name: me.name });
    await eventually(async () => {
      const answer = await siteAnswer(t.site, 'getMyProfileData', { id: me.id });
      expect(answer !== 0 && answer.research_papers.map((p) => p.title_paper)).toContain(
        PAPER.title_paper,
      );
      const single = `/department/${me.home_dept_code}/faculty/single?${query}`;
      expect(await pageHtml(t.site, single)).toContain(PAPER.title_paper);
      query.set('qr', QUARTER);
      const report = `/department/${me.home_dept_code}/faculty/quarterlyreport?${query}`;
      expect(await pageHtml(t.site, report)).toContain(PAPER.title_paper);
      expect(await pageHtml(t.site, `/research/${me.home_dept_code}`)).toContain(PAPER.title_paper);
    });
  });

  it("edits, reorders and removes rows, and keeps the other sections' rows and files as imported", async () => {
    const { me, actor } = await twoTeachers(t.db);
    const start = itemOf(await openProfile(t.db, actor, me.id, TEST_TODAY));
    const seminars = start.values.seminars as Record<string, string>[];
    const step = async (change: Parameters<typeof changeProfile>[4], version: number) =>
      itemOf(await changeProfile(t.db, actor, me.id, version, change, TEST_TODAY));
    const rows = [
      {
        theme: 'First',
        title: '',
        organised_by: '',
        sponsored_by: '',
        date_year: '2025',
        file: '',
      },
      {
        theme: 'Second',
        title: '',
        organised_by: '',
        sponsored_by: '',
        date_year: '2025',
        file: '',
      },
    ];
    // New rows are kept first; rows of one date move past each other (decision 091).
    let item = await step(rowEdits.add('seminars', rows), start.version);
    const n = seminars.length;
    const themes = () => (item.values.seminars as Record<string, string>[]).map((r) => r.theme);
    expect(themes().slice(0, 2)).toEqual(['First', 'Second']);
    item = await step(rowEdits.move('seminars', 1, -1), item.version);
    expect(themes().slice(0, 2)).toEqual(['Second', 'First']);
    item = await step(
      rowEdits.replace('seminars', 0, { ...rows[1]!, theme: 'Second, edited' }),
      item.version,
    );
    item = await step(rowEdits.remove('seminars', 1), item.version);
    expect((item.values.seminars as Record<string, string>[]).slice(0, 1)).toEqual([
      { ...rows[1], theme: 'Second, edited' },
    ]);
    expect(item.values.seminars).toHaveLength(n + 1);
    itemOf(await publishProfile(t.db, actor, me.id, item.version, TEST_TODAY));
    const after = await storedProfile(t.db, me.id);
    // An empty cell is left out, as the importer leaves out what a content file does not say.
    expect((after.seminars as unknown[])[0]).toEqual({
      theme: 'Second, edited',
      date_year: '2025',
    });
  });

  it('keeps the about text as the site shows it: its HTML cleaned, a script gone', async () => {
    const { me, actor } = await twoTeachers(t.db);
    const opened = itemOf(await openProfile(t.db, actor, me.id, TEST_TODAY));
    const saved = itemOf(
      await changeProfile(
        t.db,
        actor,
        me.id,
        opened.version,
        (values) => ({
          ...values,
          about:
            '<p onclick="steal()">I teach <strong>history</strong>.<script>alert(1)</script></p>',
        }),
        TEST_TODAY,
      ),
    );
    expect(saved.values.about).toBe('<p>I teach <strong>history</strong>.</p>');
  });

  it('refuses a bad row at its field, keeping what was typed, and changes nothing', async () => {
    const { me, actor } = await twoTeachers(t.db);
    const opened = itemOf(await openProfile(t.db, actor, me.id, TEST_TODAY));
    const before = await rowCounts(t.db);
    const bad = { ...PAPER, quarter: '2026-5th', file: 'https://example.org/paper.pdf' };
    const outcome = await changeProfile(
      t.db,
      actor,
      me.id,
      opened.version,
      rowEdits.add('research_papers', [bad]),
      TEST_TODAY,
    );
    if (outcome.ok) return expect.fail('saved');
    expect(outcome.status).toBe(400);
    expect(outcome.fieldErrors[`research_papers[0].quarter`]?.[0]).toMatch(/2026-2nd/);
    expect(await rowCounts(t.db)).toEqual(before);
  });
});
