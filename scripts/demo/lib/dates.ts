import { resolveDateSpec } from '../../../src/lib/dates.ts';

/**
 * Relative content dates (see src/lib/dates.ts): the importer resolves 'today-40' or 'today-3y'
 * against the day of import, so the demo always has notices in the current year and the six
 * before, whenever it is imported. Only one unit is allowed per spec.
 */

/** The same calendar day k years back: always inside year (current - k). */
export function sameDayYearsAgo(k: number): string {
  return k === 0 ? 'today' : `today-${k}y`;
}

/** n days back ('today-0' is written as 'today'). */
export function daysAgo(n: number): string {
  return n === 0 ? 'today' : `today-${n}`;
}

export function daysAhead(n: number): string {
  return `today+${n}`;
}

/**
 * Roughly k years and `days` days back, in days. It falls in year (current - k) most of the
 * year; early in January it may slip into the year before, which is fine for a demo.
 */
export function aboutYearsAgo(k: number, days: number): string {
  return daysAgo(k * 365 + days);
}

/**
 * The day the demo is written for: the tests import it on this day. A PDF is a fixed file, so
 * the date printed on it is its notice's date as of this day (a relative notice imported on
 * another day shows a later date on the page than on its PDF).
 */
export const DEMO_DAY = '2026-06-15';

/** The date a PDF prints for a content date: DD/MM/YYYY as of DEMO_DAY, `days` later if asked. */
export function printedDate(spec: string, days = 0): string {
  const iso = resolveDateSpec(spec, DEMO_DAY);
  if (!iso) throw new Error(`not a date: ${spec}`);
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10).split('-').reverse().join('/');
}
