import { WEEKDAYS, resolveDateSpec } from '../../../src/lib/dates.ts';

/**
 * Content dates: fixed (YYYY-MM-DD, the college's calendar) or relative ('today-40', resolved by
 * the importer against the day of import, see src/lib/dates.ts) for what must stay current:
 * the freshest notices, upcoming events, the holiday the tests step into.
 */

/** n days back ('today-0' is written as 'today'). */
export function daysAgo(n: number): string {
  return n === 0 ? 'today' : `today-${n}`;
}

export function daysAhead(n: number): string {
  return `today+${n}`;
}

/**
 * The last day of the college's calendar in the demo, and the day the tests import it: dated
 * notices and events (those with a PDF) fall on or before it. Only the few fresh notices stay
 * relative to the day of import, and they carry no PDF: a PDF is a fixed file, so it can only
 * print a fixed date (a relative notice imported later than this day would be listed under a
 * later date than its PDF prints, which is the defect of issue 24).
 */
export const DEMO_DAY = '2026-06-15';

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** The ISO date `days` after (or before) an ISO date. */
export function addDays(iso: string, days: number): string {
  const date = utc(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function weekday(iso: string): string {
  return WEEKDAYS[utc(iso).getUTCDay()]!;
}

/** '15 June 2026'. */
export function longDate(iso: string): string {
  const date = utc(iso);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** The date a PDF prints for its notice: DD/MM/YYYY of a fixed date, `days` later if asked. */
export function printedDate(spec: string, days = 0): string {
  if (resolveDateSpec(spec, DEMO_DAY) !== spec)
    throw new Error(`a PDF prints only fixed dates, not '${spec}'`);
  return addDays(spec, days).split('-').reverse().join('/');
}

/** Whether a content date is fixed (YYYY-MM-DD) rather than relative to the day of import. */
export function isFixed(spec: string): boolean {
  return resolveDateSpec(spec, DEMO_DAY) === spec;
}
