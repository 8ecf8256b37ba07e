/** Addresses of the events page, shared by the page itself and the home page's upcoming events. */

/** The id of a notice's (or an event's) entry in a list, to link to it from elsewhere. */
export const noticeAnchor = (id: number) => `notice-${id}`;

/** The address of the events of a year: this year's are the page without a year. */
export function eventsPath(year: number, thisYear: number): string {
  return year === thisYear ? '/events' : `/events?year=${year}`;
}

/** Where an event is listed: its year's events page, at its entry. */
export function eventHref(event: { id: number; year: number }, thisYear: number): string {
  return `${eventsPath(event.year, thisYear)}#${noticeAnchor(event.id)}`;
}
