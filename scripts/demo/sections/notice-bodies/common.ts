import { FYUGP_FROM } from '../../lib/calendar.ts';
import type { PdfTable } from '../../files/pdf.ts';
import { addDays, longDate, weekday } from '../../lib/dates.ts';
import type { Random } from '../../lib/random.ts';
import { DEPARTMENTS } from '../departments/index.ts';
import { NamePool } from '../names.ts';

/** What a notice's body is written from: its list, title, description and own date. */
export interface NoticeOf {
  type: string;
  title: string;
  description: string;
  /** The notice's own date (YYYY-MM-DD): every date of the body is reckoned from it. */
  date: string;
  /** The notice's own stream, so two notices of a kind read differently. */
  random: Random;
}

/** Paragraphs ('- ' starts a bullet) and tables, as a PDF's body takes them. */
export type Block = string | PdfTable;

/** The first day from `days` after the notice that is not a Sunday. */
export function workingDay(iso: string, days: number): string {
  let day = addDays(iso, days);
  while (weekday(day) === 'Sunday') day = addDays(day, 1);
  return day;
}

/** The first Saturday at least `days` after the notice, as '5 November 2022'. */
export function saturdayAfter(iso: string, days: number): string {
  let day = addDays(iso, days);
  while (weekday(day) !== 'Saturday') day = addDays(day, 1);
  return longDate(day);
}

/** Who a notice is for, from the semester or the students it names. */
export function whoFor(text: string): string {
  const semester = /(\d)(?:st|nd|rd|th) Semester/.exec(text)?.[0];
  if (semester) return `Students of the ${semester}`;
  if (/first-year|newly admitted|new students/i.test(text)) return 'Students of the 1st Semester';
  if (/boarders/i.test(text)) return 'Boarders of the hostel';
  if (/teachers/i.test(text) && !/students/i.test(text)) return 'Teachers of the college';
  return 'Students of all semesters';
}

/** '3 March 2024 (Thursday)': a working day `days` after the notice. */
export const dayAfter = (iso: string, days: number) => {
  const day = workingDay(iso, days);
  return `${longDate(day)} (${weekday(day)})`;
};

/** '3 March 2024': a day `days` before the notice (what a report looks back on). */
export const dayBefore = (iso: string, days: number) => longDate(addDays(iso, -days));

/** The session a date falls in: from June one year to May the next. */
export function sessionOf(iso: string): string {
  const year = Number(iso.slice(0, 4));
  const from = Number(iso.slice(5, 7)) >= 6 ? year : year - 1;
  return `${from}-${String((from + 1) % 100).padStart(2, '0')}`;
}

/** The FYUGP from the session 2023-24; the CBCS before it. */
export const programmeOf = (iso: string) => (iso >= FYUGP_FROM ? 'FYUGP' : 'CBCS');

export { ordinal } from '../../lib/text.ts';

/** Every teacher with the department named as the notices name it. */
export const TEACHERS = DEPARTMENTS.flatMap((d) =>
  d.faculty.map((f) => ({
    name: f.name,
    gender: f.gender,
    dept: d.name,
    code: d.code,
    stream: d.stream,
  })),
);

/** The teacher a title or description names, if any. */
export const teacherIn = (text: string) =>
  [...TEACHERS].sort((a, b) => b.name.length - a.name.length).find((t) => text.includes(t.name));

/** The department a text names ('Department of Botany', 'Mathematics students'), if any. */
export const departmentIn = (text: string) => DEPARTMENTS.find((d) => text.includes(d.name));

/** A teacher picked by the notice's stream, of a department when asked. */
export function teacher(random: Random, dept?: string) {
  const pool = TEACHERS.filter((t) => !dept || t.dept === dept);
  return random.pick(pool.length ? pool : TEACHERS);
}

/** Students' names: never a teacher's, never twice in one document. */
export function students(random: Random, count: number, gender?: 'M' | 'F'): string[] {
  const pool = new NamePool(random);
  pool.reserve(TEACHERS.map((t) => t.name));
  return Array.from({ length: count }, () => pool.next(gender).name);
}

/** A college roll number of a student admitted in `year`: 'KBC/23/BOT/041'. */
export const rollNumber = (random: Random, year: number, code: string) =>
  `KBC/${String(year % 100).padStart(2, '0')}/${code}/${String(random.int(1, 160)).padStart(3, '0')}`;

/** A table of two columns, item and particulars. */
export const particulars = (caption: string, rows: [string, string][]): PdfTable => ({
  caption,
  columns: ['Item', 'Particulars'],
  rows,
  widths: [2, 4],
});

/** The semester a student admitted in `admitted` is in on `iso` (odd from July, even from January). */
export function semesterOn(iso: string, admitted: number): number {
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7));
  return Math.max(1, (year - admitted) * 2 + (month >= 7 ? 1 : 0));
}
