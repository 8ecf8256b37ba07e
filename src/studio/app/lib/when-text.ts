import { TZDate } from '@date-fns/tz';
import { format, parseISO } from 'date-fns';

/**
 * '3 Mar 2026' for a date, '3 Mar 2026, 14:05' for a date-time (with its seconds when asked), in
 * the college's time zone (TIME_ZONE): the studio says a time as the college's clocks show it,
 * on the server and in any browser alike. As given when unreadable.
 */
export function whenText(at: string, timeZone: string, { seconds = false } = {}): string {
  const date = parseISO(at);
  if (Number.isNaN(date.getTime())) return at;
  // A date is a day of the college's calendar: no zone moves it.
  if (at.length <= 10) return format(date, 'd MMM yyyy');
  return format(
    new TZDate(date.getTime(), timeZone),
    seconds ? 'd MMM yyyy, HH:mm:ss' : 'd MMM yyyy, HH:mm',
  );
}
