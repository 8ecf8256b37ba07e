import { closedPeriodOn, resolveDateSpec } from '../../../src/lib/dates.ts';
import { closedPeriods } from '../lib/academic-year.ts';
import { addDays, DEMO_DAY, weekday } from '../lib/dates.ts';

/**
 * When a department can hold an event on a fixed date: not in the end-semester examinations of
 * Gauhati University (odd semesters 1-24 December, even semesters May and June) nor in the
 * winter break (25 December to 5 January).
 */
export function isExamOrBreakDay(iso: string): boolean {
  const md = iso.slice(5);
  return md >= '12-01' || md <= '01-05' || (md >= '05-01' && md <= '06-30');
}

const CLOSED = closedPeriods();

/**
 * The first day on or after (`step` 1) or on or before (`step` -1) a date on which an event of
 * a department or the college can be held, and not a Sunday. A fixed date stays fixed and keeps
 * out of the examinations and breaks above. A relative one ('today+12') stays relative: the
 * importer moves it out of academic-calendar.yaml's closed periods on whatever day the demo is
 * imported (decision 106); here it is only moved off a Sunday and out of those periods on the
 * tests' day (DEMO_DAY), so that nothing moves there and no two events meet on one open day.
 */
export function eventDay(spec: string, step: 1 | -1 = 1): string {
  const resolved = resolveDateSpec(spec, DEMO_DAY);
  if (!resolved) throw new Error(`not a date: '${spec}'`);
  if (resolved === spec) {
    let day = spec;
    while (isExamOrBreakDay(day) || weekday(day) === 'Sunday') day = addDays(day, step);
    return day;
  }
  let offset = Math.round((Date.parse(resolved) - Date.parse(DEMO_DAY)) / 86_400_000);
  // The closed periods include the Sundays.
  const clash = (n: number) => closedPeriodOn(addDays(DEMO_DAY, n), CLOSED) !== undefined;
  while (clash(offset)) offset += step;
  return offset === 0 ? 'today' : offset > 0 ? `today+${offset}` : `today${offset}`;
}
