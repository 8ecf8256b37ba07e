import type { PdfContent, PdfTable } from '../../files/pdf.ts';
import type { Person } from '../../people/context.ts';
import { Random } from '../../lib/random.ts';
import { MONTHS, addDays, weekday } from '../../lib/dates.ts';
import type { DeptDef, FacultyDef } from '../departments/index.ts';
import { NamePool } from '../names.ts';

/**
 * What the IQAC's documents are written from: the teachers as their profiles were generated (so a
 * paper in the SSR is a paper on a profile) and the years a document covers. The SSR of the
 * second cycle (submitted in 2022, the college re-accredited in 2023) covers the five academic
 * years 2017-18 to 2021-22; the AQAR shown is that of 2024-25.
 */

export interface Teacher {
  dept: DeptDef;
  def: FacultyDef;
  person: Person;
}

export interface Scope {
  prefix: 'SSR' | 'AQAR';
  /** Academic years covered, by their first calendar year: 2017 is 2017-18. */
  years: number[];
  teachers: Teacher[];
  /** A stream of its own per document, so documents do not shift one another's numbers. */
  random: Random;
  /** Students' names for lists of students, drawn apart from the content's own pool. */
  students: NamePool;
}

export type Body = PdfContent['body'];
export type Build = (s: Scope) => Body;

export const SSR_YEARS = [2017, 2018, 2019, 2020, 2021];
export const AQAR_YEARS = [2024];
/** The dates the documents carry: the SSR's submission and the AQAR's. */
export const SSR_DATE = '18/11/2022';
export const AQAR_DATE = '22/12/2025';

/** '2017-18'. */
export const yearLabel = (y: number) => `${y}-${String((y + 1) % 100).padStart(2, '0')}`;

/** The academic year of 'January 2026' (2025, since the year runs July to June). */
export function academicYear(monthYear: string): number | undefined {
  const m = /^(?:([A-Z][a-z]+) )?(\d{4})$/.exec(monthYear.trim());
  if (!m) return undefined;
  const month = m[1] ? MONTHS.indexOf(m[1]) : 0;
  const year = Number(m[2]);
  return month >= 6 ? year : year - 1;
}

export const span = (s: Scope) =>
  s.years.length === 1
    ? `the academic year ${yearLabel(s.years[0]!)}`
    : `the five academic years ${yearLabel(s.years[0]!)} to ${yearLabel(s.years.at(-1)!)}`;

export const inScope = (s: Scope, monthYear: string | undefined) => {
  const y = academicYear(monthYear ?? '');
  return y !== undefined && s.years.includes(y);
};

/** A department's teachers in the order of its page. */
export const teachersOf = (s: Scope, code: string) =>
  s.teachers.filter((t) => t.dept.code === code);

/** Teachers who had joined by the start of an academic year. */
export const servingIn = (s: Scope, year: number) => s.teachers.filter((t) => t.def.joined <= year);

export const table = (
  caption: string,
  columns: string[],
  rows: (string | number)[][],
  widths?: number[],
): PdfTable => ({
  caption,
  columns,
  rows: rows.map((r) => r.map(String)),
  ...(widths ? { widths } : {}),
});

export const sum = (ns: number[]) => ns.reduce((a, b) => a + b, 0);
export const percent = (part: number, whole: number) =>
  whole ? `${((100 * part) / whole).toFixed(2)}` : '0.00';

/** Sanctioned seats of a department's Major programme: the Arts take more. */
export const seatsOf = (d: DeptDef) => (d.stream === 'ARTS' ? 60 : 40);

/** Students admitted to a department's Major in a year: seeded, a little under the seats. */
export function admitted(d: DeptDef, year: number): number {
  const r = new Random(`iqac-admitted:${d.code}:${year}`);
  return (
    seatsOf(d) -
    r.int(d.stream === 'ARTS' ? 2 : 4, d.stream === 'ARTS' ? 11 : 14) +
    (year === 2020 ? -3 : 0)
  );
}

/** A Major paper's code in a year: the CBCS Honours code ('HIS-HC-101') before the FYUGP. */
export const codeIn = (code: string, year: number) =>
  year < 2023 ? code.replace('-MAJ-', '-HC-') : code;

/** A profile field as text: the schema types some of them loosely. */
export const str = (v: unknown): string =>
  v === undefined || v === null ? '' : String(v as string);

const dd = (n: number) => String(n).padStart(2, '0');
/** A meeting's day as DD/MM/YYYY, moved to the Monday when it would fall on a Sunday. */
export function meetingDay(day: number, month: number, year: number): string {
  const iso = `${year}-${dd(month)}-${dd(day)}`;
  return (weekday(iso) === 'Sunday' ? addDays(iso, 1) : iso).split('-').reverse().join('/');
}
