import { resolveDateSpec } from '../../../src/lib/dates.ts';
import { addDays, DEMO_DAY, weekday } from '../lib/dates.ts';

/**
 * When a department can hold an event: not in the end-semester examinations of Gauhati
 * University (odd semesters 1-24 December, even semesters May and June) nor in the winter break
 * (25 December to 5 January). Kept in this one place so that the college's academic calendar
 * (lib/calendar.ts) can take its place.
 */
export function isExamOrBreakDay(iso: string): boolean {
  const md = iso.slice(5);
  return md >= '12-01' || md <= '01-05' || (md >= '05-01' && md <= '06-30');
}

/**
 * Days the demo is imported on and checked against: the tests' day (DEMO_DAY), the days the
 * issues measured the demo on, and the far check of the README. A relative date ('today+40')
 * moves with the day of import, so it must fall clear of the examinations from each of them.
 */
export const IMPORT_DAYS = [DEMO_DAY, '2026-11-21', '2026-11-25', '2030-01-15'];

/**
 * The first day on or after (`step` 1) or on or before (`step` -1) a date on which a department
 * event can be held, and not a Sunday. A fixed date stays fixed; a relative one ('today+12')
 * stays relative and is moved until it is clear of the examinations and the winter break from
 * every day of IMPORT_DAYS (its Sunday counted on DEMO_DAY).
 */
export function departmentEventDay(spec: string, step: 1 | -1 = 1): string {
  const resolved = resolveDateSpec(spec, DEMO_DAY);
  if (!resolved) throw new Error(`not a date: '${spec}'`);
  if (resolved === spec) {
    let day = spec;
    while (isExamOrBreakDay(day) || weekday(day) === 'Sunday') day = addDays(day, step);
    return day;
  }
  let offset = Math.round((Date.parse(resolved) - Date.parse(DEMO_DAY)) / 86_400_000);
  const clash = (n: number) =>
    weekday(addDays(DEMO_DAY, n)) === 'Sunday' ||
    IMPORT_DAYS.some((d) => isExamOrBreakDay(addDays(d, n)));
  while (clash(offset)) offset += step;
  return offset === 0 ? 'today' : offset > 0 ? `today+${offset}` : `today${offset}`;
}
