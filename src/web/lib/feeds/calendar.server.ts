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
}

/**
 * An iCalendar file (RFC 5545) of the college's events, written by ical-generator: one all-day
 * VEVENT per event (DTSTART as a DATE), lines folded at 75 octets and ended with CRLF. DTSTAMP
 * is the event's own day rather than the moment of writing, so the same content gives the same
 * file (pages and files are cached by address).
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
    calendar.createEvent({
      id: `${event.uid}@${host}`,
      start: day,
      allDay: true,
      stamp: day,
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
