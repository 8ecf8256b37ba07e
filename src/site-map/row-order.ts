import { isValid, parse } from 'date-fns';
import { LRUCache } from 'lru-cache';
import type { TableSpec } from './profile-tables.ts';

/**
 * The order of a profile table's rows, the same in the studio and on the public pages (decision
 * 091): newest first by the date in the table's date column ('March 2022', '2016', '01-07-2020'),
 * rows of the same date in the order they are kept, rows without a date last.
 */

type Precision = 'day' | 'month' | 'year';

/** The ways a date cell is written, most precise first; parse takes 'March' and 'Mar' alike. */
const FORMATS: readonly (readonly [string, Precision])[] = [
  ['yyyy-M-d', 'day'],
  ['d-M-yyyy', 'day'],
  ['d/M/yyyy', 'day'],
  ['d.M.yyyy', 'day'],
  ['d MMMM yyyy', 'day'],
  ['d MMMM, yyyy', 'day'],
  ['MMMM d, yyyy', 'day'],
  ['MMMM d yyyy', 'day'],
  ['MMMM yyyy', 'month'],
  ['MMMM, yyyy', 'month'],
  ['M/yyyy', 'month'],
  ['M-yyyy', 'month'],
  ['yyyy-M', 'month'],
  ['yyyy', 'year'],
];
const REFERENCE = new Date(2000, 0, 1);
const YEAR = /\b(1[89]\d\d|2\d\d\d)\b/;
const QUARTER = /^(\d{4})-(1st|2nd|3rd|4th)$/;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date cell as a key that sorts: 'YYYY-MM-DD', with 00 for what it does not say ('2016' is
 * '2016-00-00', after every dated day of 2016); a year written in other words ('2018-19',
 * 'Since 2015') counts as that year; '' when it names no year at all ('Till date', empty).
 */
export function dateKey(text: string): string {
  let key = keyOfText.get(text);
  if (key === undefined) keyOfText.set(text, (key = readDateKey(text)));
  return key;
}

/**
 * The keys of date cells already read. Trying the formats one by one was a tenth of the CPU of a
 * full profile page (a teacher's hundreds of rows, fourteen formats for a bare year); the cells
 * are the same from one render to the next. A pure function's answers, so never out of date;
 * bounded by characters, since content and staff choose the texts.
 */
const keyOfText = new LRUCache<string, string>({
  maxSize: 1 << 20,
  sizeCalculation: (key, text) => text.length + key.length + 1,
});

function readDateKey(text: string): string {
  const value = text.trim().replace(/\s+/g, ' ');
  if (!value) return '';
  for (const [format, precision] of FORMATS) {
    const date = parse(value, format, REFERENCE);
    if (!isValid(date)) continue;
    const month = precision === 'year' ? 0 : date.getMonth() + 1;
    const day = precision === 'day' ? date.getDate() : 0;
    return `${date.getFullYear()}-${pad(month)}-${pad(day)}`;
  }
  const year = YEAR.exec(value)?.[1];
  return year ? `${year}-00-00` : '';
}

/** A quarter ('2026-2nd') as a date key: the first month of the quarter. */
const quarterKey = (quarter: string) => {
  const match = QUARTER.exec(quarter);
  if (!match) return '';
  const first = ['1st', '2nd', '3rd', '4th'].indexOf(match[2]!) * 3 + 1;
  return `${match[1]}-${pad(first)}-00`;
};

/** A table by what dates its rows: its date column, if it has one. */
type Dated = Pick<TableSpec, 'key' | 'date'>;

const cell = (row: object, key: string) => {
  const value = (row as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

/** A row's date key: its date column's, else its quarter's (the report's own rows have only that). */
export const rowDateKey = (row: object, table: Dated): string =>
  (table.date ? dateKey(cell(row, table.date)) : '') || quarterKey(cell(row, 'quarter'));

/** The positions of `rows` newest first (a stable order: the same dates keep their order). */
export function newestFirstOrder(rows: readonly object[], table: Dated): number[] {
  const keys = rows.map((row) => rowDateKey(row, table));
  return keys
    .map((_, index) => index)
    .sort((a, b) => {
      const [x, y] = [keys[a]!, keys[b]!];
      if (x === y) return a - b;
      if (!x || !y) return x ? -1 : 1;
      return x < y ? 1 : -1;
    });
}

/** The rows newest first. */
export const newestFirst = <T extends object>(rows: readonly T[], table: Dated): T[] =>
  newestFirstOrder(rows, table).map((index) => rows[index]!);
