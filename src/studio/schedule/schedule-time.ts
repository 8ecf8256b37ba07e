import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/**
 * Times of a schedule as staff type and read them: the college's clock (TIME_ZONE), one format
 * said in the hint and taken, `2026-11-30 10:00` (24-hour); kept as UTC instants (decision 088).
 */
export const TIME_FORMAT = 'YYYY-MM-DD HH:MM';

const TYPED = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})$/;

/** The instant a typed time names in the zone, or null when it names none ('2026-02-30 10:00'). */
export function parseCollegeTime(typed: string, timeZone: string): Date | null {
  const match = TYPED.exec(typed.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const at = new TZDate(year, month - 1, day, hour, minute, 0, 0, timeZone);
  // A day or an hour that does not exist rolls over (31 Nov is 1 Dec): refused, not moved.
  const same =
    at.getFullYear() === year &&
    at.getMonth() === month - 1 &&
    at.getDate() === day &&
    at.getHours() === hour &&
    at.getMinutes() === minute;
  return same ? new Date(at.getTime()) : null;
}

/** An instant as the input takes it back: '2026-11-30 10:00'. */
export const typedTime = (at: string, timeZone: string) =>
  format(new TZDate(Date.parse(at), timeZone), 'yyyy-MM-dd HH:mm');

/** An instant as staff read it: '10:00, 30 Nov 2026'. */
export const timeWords = (at: string, timeZone: string) =>
  format(new TZDate(Date.parse(at), timeZone), 'HH:mm, d MMM yyyy');

/** The zone's name as people say it: 'India Standard Time' for Asia/Kolkata. */
export function zoneWords(timeZone: string, at = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'long' }).formatToParts(
    at,
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}
