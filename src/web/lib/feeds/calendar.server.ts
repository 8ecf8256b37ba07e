import ical, { ICalCalendarMethod } from 'ical-generator';
import { pathIn, type Language } from '../../i18n/language.ts';
import { absoluteUrl } from '../canonical.ts';
import { dayAsDate, type FeedEntry } from './rss.server.ts';

export interface CalendarEvent extends FeedEntry {
  /** Unique across the site and stable: the list's type and the notice id. */
  uid: string;
}

export interface CalendarOptions {
  /** The language of the calendar's name and of the pages its events link to (decision 061). */
  language: Language;
  origin: string;
  siteName: string;
  name: string;
  /** The events page (a path of the site). */
  page: string;
  /** Where the events take place: the college's name and address. */
  location: string;
  events: readonly CalendarEvent[];
  /** The server's today (YYYY-MM-DD): no event is stamped after it. */
  today: string;
}

/** India Standard Time, the college's, has no daylight saving: UTC+05:30 all year. */
const IST = '+05:30';
/** How long an event with a time of its own is shown to last when its text says no end. */
const HOURS = 2;

/**
 * The time an event's text gives ('at 11:00 a.m.', 'at 3 p.m.', 'at 12:00 noon'), as HH:MM on
 * the 24-hour clock, or undefined when it gives none.
 */
export function eventTime(text: string): string | undefined {
  const match = /\bat (\d{1,2})(?:[:.](\d{2}))?\s*(a\.m\.|p\.m\.|am\b|pm\b|noon)/i.exec(text);
  if (!match) return undefined;
  const [, h, m = '00', half] = match;
  let hour = Number(h) % 12;
  if (/p/i.test(half!) || (/noon/i.test(half!) && Number(h) === 12)) hour += 12;
  if (/noon/i.test(half!)) hour = 12;
  if (hour > 23 || Number(m) > 59) return undefined;
  return `${String(hour).padStart(2, '0')}:${m}`;
}

/**
 * An iCalendar file (RFC 5545) of the college's events, written by ical-generator: one VEVENT
 * per event, all-day (DTSTART as a DATE) unless its text gives a time ('at 11:00 a.m.'), then
 * from that time in India Standard Time for two hours; lines folded at 75 octets and ended with
 * CRLF. DTSTAMP is the event's own day, or today for one yet to come, rather than the moment of
 * writing, so the same content on the same day gives the same file (pages and files are cached
 * by address).
 */
export function calendarFile(options: CalendarOptions): string {
  const host = new URL(options.origin).host;
  const { language } = options;
  const calendar = ical({
    name: options.name,
    prodId: { company: options.siteName, product: 'Events', language: language.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    url: absoluteUrl(options.origin, pathIn(language, options.page)),
  });
  for (const event of options.events) {
    const day = dayAsDate(event.isoDate);
    const time = eventTime(`${event.title} ${event.summary ?? ''}`);
    const start = time ? new Date(`${event.isoDate}T${time}:00${IST}`) : day;
    calendar.createEvent({
      id: `${event.uid}@${host}`,
      start,
      ...(time ? { end: new Date(start.getTime() + HOURS * 3_600_000) } : { allDay: true }),
      // Stamped on its day, or today for an event yet to come: never in the future.
      stamp: dayAsDate(event.isoDate < options.today ? event.isoDate : options.today),
      summary: event.title,
      description: event.summary || undefined,
      location: options.location,
      url: absoluteUrl(options.origin, pathIn(language, event.path)),
    });
  }
  return calendar.toString();
}

/** The answer of a calendar route; `download` names the file for a single event. */
export function calendarResponse(ics: string, download?: string): Response {
  return new Response(ics, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      ...(download ? { 'Content-Disposition': `attachment; filename="${download}"` } : {}),
    },
  });
}
