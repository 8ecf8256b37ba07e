import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_CODES } from '../../src/contract/codes.ts';
import { noticeArchiveYears } from '../../src/contract/constants.ts';
import { readContentFolder, type ContentBundle } from '../../src/content/read-folder.ts';
import { DEMO_CONTENT_DIR, TEST_TODAY } from '../helpers/today.ts';
import { pdfText } from '../helpers/pdf-text.ts';

/**
 * The demo's dates against the college's calendar (issue 24), as the importer resolves them on
 * the tests' day, on the README's check days, and on the day the issue was measured: festivals
 * on their days, programmes only once they existed, statuses and quarters that agree with their
 * rows, every archive year filled, and PDFs that print their notice's title and own date.
 */

const DAYS = [TEST_TODAY, '2026-11-21', '2026-11-25', '2030-01-15'];
const bundles = new Map<string, ContentBundle>();
for (const day of DAYS) {
  const result = await readContentFolder(DEMO_CONTENT_DIR, day);
  if (!result.ok) throw new Error(`the demo does not import on ${day}`);
  bundles.set(day, result.bundle);
}
const bundle = (day: string) => bundles.get(day)!;

type Entry = ContentBundle['notices'][number]['entries'][number];
/** Every notice and event of the college and the departments, with the list it is in. */
function allNotices(day: string): { list: string; notice: Entry }[] {
  const b = bundle(day);
  return [
    ...b.notices.flatMap((t) => t.entries.map((notice) => ({ list: t.type, notice }))),
    ...b.departments.flatMap((d) => [
      ...d.notices.map((notice) => ({ list: `${d.department.dept_code} notices`, notice })),
      ...d.events.map((notice) => ({ list: `${d.department.dept_code} events`, notice })),
    ]),
  ];
}

const addDays = (iso: string, days: number) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const MONTHS =
  'January February March April May June July August September October November December'.split(
    ' ',
  );
/** '3 January 2024' or '03/01/2024' to '2024-01-03'. */
function isoOf(text: string): string {
  const slash = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (slash) return `${slash[3]}-${slash[2]}-${slash[1]}`;
  const [d, m, y] = text.split(' ');
  return `${y}-${String(MONTHS.indexOf(m!) + 1).padStart(2, '0')}-${d!.padStart(2, '0')}`;
}
const LONG_DATE = new RegExp(`\\b\\d{1,2} (?:${MONTHS.join('|')}) \\d{4}\\b`, 'g');
const plain = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, ' ')
    .replace(/\s+/g, ' ');

/** Days of the year that do not move, and the Bihus, which move by a day or two. */
const OBSERVED: [RegExp, (year: number) => [from: string, to: string]][] = [
  [/Independence Day|Har Ghar Tiranga/, (y) => [`${y}-08-05`, `${y}-08-15`]],
  [/Republic Day/, (y) => [`${y}-01-16`, `${y}-01-26`]],
  [/Teachers\u2019 Day/, (y) => [`${y}-08-26`, `${y}-09-05`]],
  [/Yoga Day/, (y) => [`${y}-06-11`, `${y}-06-21`]],
  [/Voters\u2019 Day/, (y) => [`${y}-01-15`, `${y}-01-25`]],
  [/Lachit/, (y) => [`${y}-11-14`, `${y}-11-24`]],
  [/Science Day/, (y) => [`${y}-02-18`, `${y}-02-28`]],
  [/Environment Day/, (y) => [`${y}-05-26`, `${y}-06-05`]],
  [/Rongali Bihu|Bohag Bihu/, (y) => [`${y}-04-03`, `${y}-04-16`]],
  [/Magh Bihu|Bhogali/, (y) => [`${y}-01-04`, `${y}-01-16`]],
];

describe('the demo on the college\u2019s calendar', () => {
  it('dates festivals and days observed on their days, or in the days just before', () => {
    let checked = 0;
    for (const day of DAYS)
      for (const { list, notice } of allNotices(day))
        for (const [pattern, window] of OBSERVED) {
          if (!pattern.test(notice.title)) continue;
          const [from, to] = window(Number(notice.date.slice(0, 4)));
          expect(
            notice.date >= from && notice.date <= to,
            `${list}: ${notice.title} on ${notice.date}`,
          ).toBe(true);
          checked += 1;
        }
    expect(checked).toBeGreaterThan(40);
  });

  it('speaks of the FYUGP only from 2023 and of its fourth year only from mid-2026', () => {
    for (const day of DAYS)
      for (const { list, notice } of allNotices(day)) {
        const text = `${notice.title} ${notice.description}`;
        const where = `${list}: ${notice.title} on ${notice.date}`;
        if (/FYUGP|four-year|Four Year Undergraduate|\bMajor\b|\bMinor\b/.test(text))
          expect(notice.date >= '2023-05-01', where).toBe(true);
        if (/\b(7th|8th) Semester/.test(text))
          expect(notice.date >= '2026-06-01', where).toBe(true);
      }
  });

  it('flags as new only recent notices, and a new tender only while it can still be bid for', () => {
    for (const day of DAYS) {
      const b = bundle(day);
      for (const { list, notice } of allNotices(day))
        if (notice.new)
          expect(notice.date >= addDays(day, -30), `${list}: ${notice.title}`).toBe(true);
      const tenders = b.notices.find((t) => t.type === 'COLLEGE_TENDER')!.entries;
      expect(tenders.some((t) => t.new)).toBe(true);
      for (const tender of tenders.filter((t) => t.new)) {
        const text = plain(tender.description);
        const days = /Last date of submission: (\d+) days from the date of this notice/.exec(text);
        const last = days
          ? addDays(tender.date, Number(days[1]))
          : isoOf(/Last date of submission: ([^,<]+)/.exec(text)![1]!);
        expect(last > day, `${tender.title} on ${day}`).toBe(true);
      }
    }
  });

  it('fills every year of the notice archives, and opens none on an empty year', () => {
    for (const day of DAYS) {
      const b = bundle(day);
      const thisYear = Number(day.slice(0, 4));
      for (const type of NOTIFICATION_CODES) {
        const entries = b.notices.find((t) => t.type === type)!.entries;
        const count = (year: number) => entries.filter((n) => n.date.startsWith(`${year}-`)).length;
        // The page opens on this year: it has something on every day of import.
        expect(count(thisYear), `${type} ${thisYear} on ${day}`).toBeGreaterThan(0);
        // The dated archive runs to the tests' day; later years hold the fresh notices only.
        if (thisYear <= 2026)
          for (const year of noticeArchiveYears(thisYear))
            expect(count(year), `${type} ${year} on ${day}`).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('holds four or more events in every year of the events archive but the lockdown year', () => {
    for (const day of [TEST_TODAY, '2026-11-21']) {
      const events = bundle(day).notices.find((t) => t.type === 'COLLEGE_EVENT')!.entries;
      for (let year = 2019; year <= 2026; year++) {
        const count = events.filter((e) => e.date.startsWith(`${year}-`)).length;
        // 2020 is empty on purpose: it shows the archive's 'No Events found'.
        if (year === 2020) expect(count, `${year}`).toBe(0);
        else expect(count, `${year} on ${day}`).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it('has a whole current session: calendar, holiday list, fees and an admission notice', () => {
    const b = bundle(TEST_TODAY);
    const session = b.admission.session;
    expect(session).toBe('2026-27');
    const titles = b.notices.flatMap((t) => t.entries.map((n) => n.title));
    expect(titles).toContain(`Academic calendar of the session ${session}`);
    expect(titles).toContain('Holiday list for 2026');
    expect(titles).toContain(`Fee structure of the FYUGP, session ${session}`);
    const admission = b.notices
      .flatMap((t) => t.entries)
      .find(
        (n) => n.title.startsWith('Admission to the 1st Semester') && n.title.endsWith(session),
      );
    expect(admission?.link).toBeDefined();
    expect(admission?.link).toBe(b.admission.link);
  });

  it('keeps statuses and quarters of the teachers\u2019 rows in agreement with their dates', () => {
    const quarterOf = (iso: string) =>
      `${iso.slice(0, 4)}-${['1st', '2nd', '3rd', '4th'][Math.floor((Number(iso.slice(5, 7)) - 1) / 3)]}`;
    let checked = 0;
    for (const dept of bundle(TEST_TODAY).departments)
      for (const person of dept.faculty) {
        for (const project of person.research_projects ?? []) {
          const where = `${person.name}: ${project.title}`;
          const [d, m, y] = String(project.commencement_date ?? '').split('-');
          if (y && project.quarter)
            expect(project.quarter, where).toBe(quarterOf(`${y}-${m}-${d}`));
          const due = String(project.submission_date ?? '')
            .split('-')
            .reverse()
            .join('-');
          if (project.status === 'Completed') expect(due <= TEST_TODAY, where).toBe(true);
          checked += 1;
        }
        for (const row of Object.values(person).flat() as {
          quarter?: string;
          date_year?: string;
        }[]) {
          if (!row || typeof row !== 'object' || !row.quarter || !row.date_year) continue;
          const [month, year] = row.date_year.split(' ');
          expect(row.quarter, `${person.name}: ${row.date_year}`).toBe(
            quarterOf(`${year}-${String(MONTHS.indexOf(month!) + 1).padStart(2, '0')}-01`),
          );
          checked += 1;
        }
      }
    expect(checked).toBeGreaterThan(50);
  });

  it('prints on every notice PDF its title and its notice\u2019s own date; tenders their schedule once, after it', async () => {
    let checked = 0;
    for (const day of [TEST_TODAY, '2026-11-25'])
      for (const { list, notice } of allNotices(day))
        for (const file of notice.attachments.filter((a) => a.ext === 'pdf' && a.type !== 'link')) {
          const text = plain(
            await pdfText(await readFile(join(DEMO_CONTENT_DIR, 'files', file.type, file.path))),
          );
          const where = `${list}: ${notice.title} (${notice.date}) on ${day}`;
          expect(text, where).toContain(plain(notice.title));
          const printed = /Date: (\d{2}\/\d{2}\/\d{4})/.exec(text)?.[1];
          expect(printed && isoOf(printed), where).toBe(notice.date);
          if (list === 'COLLEGE_TENDER') {
            expect(text.match(/Last date of submission/g), where).toHaveLength(1);
            for (const date of text.match(LONG_DATE) ?? [])
              expect(isoOf(date) > notice.date, where).toBe(true);
          }
          checked += 1;
        }
    expect(checked).toBeGreaterThan(150);
  });

  it('gives the routines, holiday list, fees and calendar the tables their titles promise', async () => {
    const entries = bundle(TEST_TODAY).notices.flatMap((t) => t.entries);
    const textOf = async (title: string) => {
      const file = entries.find((n) => n.title === title)?.attachments[0];
      expect(file, title).toBeDefined();
      return plain(
        await pdfText(await readFile(join(DEMO_CONTENT_DIR, 'files', file!.type, file!.path))),
      );
    };
    const routine = await textOf('Class routine of the even semesters (Arts)');
    for (const word of ['Monday', 'Saturday', '10:00-10:55', '2nd Semester', '6th Semester'])
      expect(routine).toContain(word);
    const holidays = await textOf('Holiday list for 2026');
    for (const line of [
      '14 April 2026 Tuesday Bohag Bihu',
      '15 August 2026 Saturday Independence Day',
      '21 October 2026',
    ])
      expect(holidays).toContain(line);
    expect(await textOf('Fee structure of the FYUGP, session 2026-27')).toMatch(
      /Tuition fee Rs\. [\d,]+ Rs\. [\d,]+/,
    );
    const calendar = await textOf('Academic calendar of the session 2026-27');
    for (const month of ['August 2026', 'December 2026', 'January 2027', 'July 2027'])
      expect(calendar).toContain(month);
  });
});
