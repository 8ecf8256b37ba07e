import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readContentFolder } from '../../src/content/read-folder.ts';
import { AcademicCalendar } from '../../src/content/schema.ts';
import { resolveEventDateSpec } from '../../src/lib/dates.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { DEMO_CONTENT_DIR, TEST_TODAY } from '../helpers/today.ts';

/**
 * The demo on one academic year (issue 38, decision 104), as a college affiliated to Gauhati
 * University keeps it: odd semesters August-December with their end-semester examinations in
 * November-December, even semesters January-April with theirs in May-June, results after their
 * examinations, no event in the examinations or the breaks, no Sunday among the holidays, and
 * programmes and schemes only from the year they began. The windows are written out here, from
 * the issue, not imported from the generator.
 */

const result = await readContentFolder(DEMO_CONTENT_DIR, TEST_TODAY);
if (!result.ok) throw new Error('the demo does not import');
const bundle = result.bundle;
const listOf = (type: string) => bundle.notices.find((t) => t.type === type)?.entries ?? [];

const MONTHS =
  'January February March April May June July August September October November December'.split(
    ' ',
  );
const LONG_DATE = new RegExp(`\\b\\d{1,2} (?:${MONTHS.join('|')}) \\d{4}\\b`, 'g');
const isoOf = (text: string) => {
  const [d, m, y] = text.split(' ');
  return `${y}-${String(MONTHS.indexOf(m!) + 1).padStart(2, '0')}-${d!.padStart(2, '0')}`;
};
const month = (iso: string) => Number(iso.slice(5, 7));
const yearOf = (iso: string) => Number(iso.slice(0, 4));
const plain = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, ' ')
    .replace(/\s+/g, ' ');

type Entry = (typeof bundle.notices)[number]['entries'][number];
async function textOf(notice: Entry): Promise<string | undefined> {
  const file = notice.attachments.find((a) => a.ext === 'pdf' && a.type !== 'link');
  if (!file) return undefined;
  return plain(
    await pdfText(await readFile(join(DEMO_CONTENT_DIR, 'files', file.type, file.path))),
  );
}
/** The dates a PDF prints in its body ('1 December 2025'), not its DD/MM/YYYY letter date. */
const datesIn = (text: string) => (text.match(LONG_DATE) ?? []).map(isoOf);

/**
 * The closed periods of the academic year (decision 104), written out from the issue: the
 * end-semester examinations 1-24 December and 4-30 May, the winter break from 25 December to
 * 1 January, the summer break in July.
 */
const closed = (iso: string) => {
  const md = iso.slice(5);
  return (
    (md >= '12-01' && md <= '12-24') ||
    (md >= '05-04' && md <= '05-30') ||
    md >= '12-25' ||
    md === '01-01' ||
    month(iso) === 7
  );
};
/** A Sunday or a national holiday that does not move: no event is planned on one either. */
const dayOff = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).getUTCDay() === 0 ||
  ['01-26', '08-15', '10-02'].includes(iso.slice(5));
const nextDay = (iso: string) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const semesterOf = (title: string) => Number(/(\d)(?:st|nd|rd|th) Semester/.exec(title)?.[1]);
/** End-semester examinations: odd semesters in November-December, even ones in May-June. */
const inExamMonths = (iso: string, odd: boolean) =>
  odd ? month(iso) >= 11 : month(iso) >= 5 && month(iso) <= 6;
/** The semesters' own months: odd August-December, even January-June. */
const inSemester = (iso: string, odd: boolean) => (odd ? month(iso) >= 8 : month(iso) <= 6);
/** A batch admitted from 2023 studies the FYUGP; before it, the CBCS. */
const fyugp = (semester: number, year: number) =>
  year - Math.floor((semester - (semester % 2 === 1 ? 1 : 0)) / 2) >= 2023;

describe('the demo on one academic year', () => {
  it('dates exam notices before their examinations, and their PDFs inside the exam windows', async () => {
    let checked = 0;
    for (const notice of listOf('EXAM_SCHEDULE')) {
      const where = `${notice.title} (${notice.date})`;
      if (!/^\d{4}-/.test(notice.date)) continue;
      const text = await textOf(notice);
      const title = notice.title;
      if (/Programme of the Gauhati University|Seating|practical|Viva-voce|backlog/i.test(title)) {
        // The newest exam notice had no file and no dates (issue 38).
        expect(text, where).toBeDefined();
        const semester = semesterOf(title);
        const odd = semester ? semester % 2 === 1 : month(notice.date) >= 7;
        const dates = datesIn(text!).filter((d) => d > notice.date);
        expect(dates.length, where).toBeGreaterThan(0);
        const exams = /backlog/i.test(title) ? dates.slice(-1) : dates;
        for (const date of exams) expect(inExamMonths(date, odd), `${where}: ${date}`).toBe(true);
        // Issued in the weeks before: no 1st-semester programme or seating plan in August.
        expect(
          inExamMonths(notice.date, odd) ||
            month(notice.date) === (odd ? 10 : 4) ||
            (!odd && month(notice.date) === 3 && /backlog/i.test(title)),
          where,
        ).toBe(true);
        if (/Viva-voce/.test(title)) {
          expect(text, where).toMatch(/U[AS]-\d{3}-\d{4} to U[AS]-\d{3}-\d{4}/);
          expect(text, where).not.toMatch(/Major 1|Multidisciplinary/);
        }
        checked += 1;
      }
      if (/Programme of the Gauhati University/.test(title)) {
        const semester = semesterOf(title);
        const scheme = fyugp(semester, yearOf(notice.date));
        expect(text, `${where}: papers of the ${scheme ? 'FYUGP' : 'CBCS'}`).toMatch(
          scheme ? /-MAJ-\d/ : /-HC-\d/,
        );
        expect(text, where).not.toMatch(scheme ? /-HC-\d/ : /-MAJ-\d|Major|Multidisciplinary/);
      }
      if (/sessional/i.test(title)) {
        const odd = /odd/.test(title);
        expect(inSemester(notice.date, odd), where).toBe(true);
        for (const date of datesIn(text ?? ''))
          expect(inSemester(date, odd), `${where}: ${date}`).toBe(true);
      }
    }
    expect(checked).toBeGreaterThanOrEqual(8);
  });

  it('publishes results after their examinations, with roll numbers and grades', async () => {
    let checked = 0;
    for (const notice of listOf('EXAM_RESULTS')) {
      const where = `${notice.title} (${notice.date})`;
      if (!/^\d{4}-/.test(notice.date) || /certificate course/.test(notice.title)) continue;
      const m = month(notice.date);
      const semester = semesterOf(notice.title);
      if (/Gauhati University|university examinations|re-evaluation|toppers/i.test(notice.title)) {
        // A university result follows its end-semester examinations: odd ones (Nov-Dec) from
        // January, even ones (May-June) from July; toppers and ranks follow the 6th Semester.
        const odd = semester ? semester % 2 === 1 : false;
        expect(odd ? m >= 1 && m <= 4 : m >= 7 && m <= 10, where).toBe(true);
      } else if (/sessional|re-test|internal assessment/i.test(notice.title)) {
        // Sessionals are held in mid-semester, weeks after classes begin (1 August, 2 January).
        const odd = semester ? semester % 2 === 1 : m >= 7;
        expect(odd ? m >= 9 && m <= 11 : m >= 2 && m <= 4, where).toBe(true);
      }
      const text = await textOf(notice);
      if (text) {
        expect(text, where).toMatch(/U[AS]-\d{3}-\d{4}/);
        expect(text, `${where} holds a result, not a schedule`).not.toMatch(/Schedule|Session\b/);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(6);
  });

  it('holds no event of the college or a department in the end-semester examinations or a break', async () => {
    const raw = async (path: string) =>
      (parse(await readFile(join(DEMO_CONTENT_DIR, path), 'utf8')) ?? []) as Entry[];
    const events = (await raw('notices/COLLEGE_EVENT.yaml')).map((e) => ({ list: 'college', e }));
    for (const dept of await readdir(join(DEMO_CONTENT_DIR, 'departments')))
      for (const e of await raw(`departments/${dept}/events.yaml`)) events.push({ list: dept, e });
    const fixed = events.filter(({ e }) => /^\d{4}-\d\d-\d\d$/.test(String(e.date)));
    expect(fixed.length).toBeGreaterThan(40);
    for (const { list, e } of fixed)
      expect(closed(e.date), `${list}: ${e.title} on ${e.date}`).toBe(false);
  });

  it('keeps the relative events out of them, off Sundays and national holidays, on every day of a year the demo may be imported on', async () => {
    // Upcoming and recent events are dated relative to the day of import ('today+14'): the
    // importer moves them out of the closed periods of the folder's academic-calendar.yaml
    // (decision 106), forward for an upcoming one and back for a past one.
    const periods = existsSync(join(DEMO_CONTENT_DIR, 'academic-calendar.yaml'))
      ? AcademicCalendar.parse(
          parse(await readFile(join(DEMO_CONTENT_DIR, 'academic-calendar.yaml'), 'utf8')),
        )
      : [];
    const specs: { list: string; title: string; date: string }[] = [];
    const rawSpecs = async (path: string, list: string) => {
      for (const e of (parse(await readFile(join(DEMO_CONTENT_DIR, path), 'utf8')) ?? []) as {
        title: string;
        date: unknown;
      }[])
        if (typeof e.date === 'string' && e.date.startsWith('today'))
          specs.push({ list, title: e.title, date: e.date });
    };
    await rawSpecs('notices/COLLEGE_EVENT.yaml', 'college');
    for (const dept of await readdir(join(DEMO_CONTENT_DIR, 'departments')))
      await rawSpecs(`departments/${dept}/events.yaml`, dept);
    expect(specs.length).toBeGreaterThan(20);
    const clashes: string[] = [];
    for (let day = '2026-06-15'; day <= '2027-06-14'; day = nextDay(day))
      for (const { list, title, date } of specs) {
        const on = resolveEventDateSpec(date, day, periods)!;
        const stays = date.startsWith('today-') ? on < day : on >= day;
        if (closed(on) || dayOff(on) || !stays)
          clashes.push(`${list}: ${title} on ${on} (imported ${day})`);
      }
    expect(clashes.slice(0, 10), `${clashes.length} clashes`).toEqual([]);
  });

  it('lists no Sunday in the holiday list that says Sundays are not listed', async () => {
    const notice = bundle.notices
      .flatMap((t) => t.entries)
      .find((n) => /^Holiday list for/.test(n.title))!;
    expect(notice.description).toMatch(/Sundays are not listed/);
    const text = (await textOf(notice))!;
    const dates = datesIn(text);
    expect(dates.length).toBeGreaterThan(15);
    for (const date of dates)
      expect(new Date(`${date}T00:00:00Z`).getUTCDay(), `${date} in the holiday list`).not.toBe(0);
  });

  it('issues a semester\u2019s academic calendar before that semester begins', () => {
    for (const notice of listOf('IQAC_ACADEMIC_CALENDAR')) {
      if (!/odd|even/.test(notice.title) || !/^\d{4}-/.test(notice.date)) continue;
      const m = month(notice.date);
      const where = `${notice.title} (${notice.date})`;
      expect(/odd/.test(notice.title) ? m >= 5 && m <= 7 : m === 12 || m === 1, where).toBe(true);
    }
  });

  it('names programmes and schemes only from the year they began', async () => {
    const all = bundle.notices.flatMap((t) => t.entries);
    for (const n of all.filter((n) => /Har Ghar Tiranga/.test(`${n.title} ${n.description}`)))
      expect(yearOf(n.date), `${n.title} (${n.date})`).toBeGreaterThanOrEqual(2022);
    let people = 0;
    for (const dept of await readdir(join(DEMO_CONTENT_DIR, 'departments'))) {
      const folder = join(DEMO_CONTENT_DIR, 'departments', dept, 'faculty');
      for (const file of await readdir(folder)) {
        const person = parse(await readFile(join(folder, file), 'utf8')) as Record<string, unknown>;
        const rows = (key: string) => (person[key] as Record<string, string>[] | undefined) ?? [];
        const year = (row: Record<string, string>) =>
          Number(/\d{4}/.exec(row.date_year ?? '')?.[0]);
        for (const row of rows('achievements'))
          if (/\bJAM\b/.test(row.achievement ?? ''))
            expect(
              year(row),
              `${file}: ${row.achievement} ${row.date_year}`,
            ).toBeGreaterThanOrEqual(2004);
        for (const row of rows('workshops')) {
          const where = `${file}: ${row.theme}, ${row.organised_by}, ${row.date_year}`;
          if (/UGC-HRDC/.test(row.organised_by ?? ''))
            expect(year(row), where).toBeGreaterThanOrEqual(2015);
          if (/Faculty Induction Programme/.test(row.theme ?? ''))
            expect(year(row), where).toBeGreaterThanOrEqual(2019);
        }
        for (const report of rows('quarterly_reports') as unknown as {
          quarter: string;
          student_activities?: { activity: string }[];
        }[])
          for (const a of report.student_activities ?? [])
            if (/Science Day/.test(a.activity))
              expect(report.quarter, `${file}: ${a.activity}`).toMatch(/-1st$/);
        people += 1;
      }
    }
    expect(people).toBeGreaterThan(30);
    // The departments' profile tables: faculty improvement programmes of their time.
    const rowsIn = (value: unknown): Record<string, unknown>[] =>
      Array.isArray(value)
        ? value.flatMap(rowsIn)
        : value && typeof value === 'object'
          ? [value as Record<string, unknown>, ...Object.values(value).flatMap(rowsIn)]
          : [];
    for (const dept of await readdir(join(DEMO_CONTENT_DIR, 'departments'))) {
      const profile = parse(
        await readFile(join(DEMO_CONTENT_DIR, 'departments', dept, 'department.yaml'), 'utf8'),
      ) as unknown;
      for (const row of rowsIn(profile)) {
        const text = Object.values(row)
          .filter((v) => typeof v === 'string')
          .join(' ');
        const year = Number(row.year);
        if (!year) continue;
        if (/Faculty Induction Programme/.test(text))
          expect(year, `${dept}: ${text} ${year}`).toBeGreaterThanOrEqual(2019);
        if (/UGC-HRDC/.test(text))
          expect(year, `${dept}: ${text} ${year}`).toBeGreaterThanOrEqual(2015);
      }
    }
  });
});
