import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, addWeeks, addYears, format, isValid, parseISO } from 'date-fns';
import { HOLIDAY_DATE_FORMAT } from '../contract/constants.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  return ISO_DATE.test(value) && isValid(parseISO(value));
}

/** Today as YYYY-MM-DD: the fixed date when one is configured, else today in the time zone. */
export function todayIso(timeZone: string, fixed?: string): string {
  if (fixed) return fixed;
  return format(TZDate.tz(timeZone), 'yyyy-MM-dd');
}

export function yearOf(isoDate: string): number {
  return Number(isoDate.slice(0, 4));
}

const RELATIVE = /^today(?:([+-])(\d{1,5})([dwmy])?)?$/;
const shifts = { d: addDays, w: addWeeks, m: addMonths, y: addYears } as const;

/**
 * A content date: 'YYYY-MM-DD', or relative to the day of import: 'today', 'today+5',
 * 'today-30d', 'today+2w', 'today-3m', 'today-1y'. Returns null when it is neither.
 */
export function resolveDateSpec(spec: string, today: string): string | null {
  if (isIsoDate(spec)) return spec;
  const match = RELATIVE.exec(spec.trim());
  if (!match) return null;
  const [, sign, amount, unit] = match;
  if (!sign || !amount) return today;
  const shift = shifts[(unit ?? 'd') as keyof typeof shifts];
  const n = Number(amount) * (sign === '-' ? -1 : 1);
  return format(shift(parseISO(today), n), 'yyyy-MM-dd');
}

/**
 * Days the college is closed: a period every year (examinations, a break), by month and day as
 * 'MM-DD', one whose `to` comes before its `from` wraps the year ('12-25' to '01-01'); or a day
 * of every week ('Sunday').
 */
export type ClosedPeriod =
  { name: string; from: string; to: string } | { name: string; weekday: Weekday };

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const MONTH_DAY = /^\d{2}-\d{2}$/;

/** 'MM-DD' of a day that exists in some year ('02-29' included). */
export function isMonthDay(value: string): boolean {
  return MONTH_DAY.test(value) && isValid(parseISO(`2024-${value}`));
}

/** The closed period an ISO date falls in, if any. */
export function closedPeriodOn(
  isoDate: string,
  periods: readonly ClosedPeriod[],
): ClosedPeriod | undefined {
  const md = isoDate.slice(5);
  const weekday = WEEKDAYS[parseISO(isoDate).getDay()];
  return periods.find((period) => {
    if ('weekday' in period) return period.weekday === weekday;
    const { from, to } = period;
    return from <= to ? md >= from && md <= to : md >= from || md <= to;
  });
}

/**
 * An event's date (decision 106): as resolveDateSpec, and a relative one that lands in a closed
 * period moves out of it, 'today' and 'today+N' forward past it, 'today-N' back before it, so an
 * upcoming event stays upcoming and a past one past. It moves as deep past the closed days as it
 * was into them (the 5th closed day becomes the 5th open day after them), so events that fell in
 * one closed stretch keep their order and their days apart instead of meeting on its first open
 * day. A fixed date is what the college typed: never moved.
 */
export function resolveEventDateSpec(
  spec: string,
  today: string,
  closed: readonly ClosedPeriod[],
): string | null {
  const resolved = resolveDateSpec(spec, today);
  if (resolved === null || isIsoDate(spec) || closed.length === 0) return resolved;
  const step = spec.trim().startsWith('today-') ? -1 : 1;
  const isClosed = (day: Date) => closedPeriodOn(format(day, 'yyyy-MM-dd'), closed) !== undefined;
  let day = parseISO(resolved);
  if (!isClosed(day)) return resolved;
  // How deep into the closed stretch the day is, counted from the side it moves away from.
  let depth = 1;
  while (depth <= 366 && isClosed(addDays(day, -step * depth))) depth += 1;
  // A year of closed days has no open day to move to: the date stays as written.
  if (depth > 366) return resolved;
  for (let open = 0, i = 0; open < depth && i <= 732; i += 1) {
    day = addDays(day, step);
    if (!isClosed(day)) open += 1;
  }
  return format(day, 'yyyy-MM-dd');
}

/** DD/MM/YYYY for an ISO date (the holiday pop-up's format); the input when it is not a date. */
export function formatDisplayDate(isoDate: string): string {
  const date = parseISO(isoDate);
  return isValid(date) ? format(date, HOLIDAY_DATE_FORMAT) : isoDate;
}

/** '15 June 2026' for an ISO date; the input when it is not a date. */
export function formatLongDate(isoDate: string): string {
  const date = parseISO(isoDate);
  return isValid(date) ? format(date, 'd MMMM yyyy') : isoDate;
}

/** Day of month, short month name and year of an ISO date, as notices carry them. */
export function dateParts(isoDate: string): { date_no: number; month: string; year: number } {
  const date = parseISO(isoDate);
  return { date_no: date.getDate(), month: format(date, 'MMM'), year: date.getFullYear() };
}
