import { data, redirect } from 'react-router';

/** The current year of the server's today (YYYY-MM-DD). */
export function currentYear(today: string): number {
  return Number(today.slice(0, 4));
}

/**
 * The year of the archive an address asks for; undefined when it asks for none. A four-digit
 * year outside the archive (an old bookmark, say) redirects to `fallback`, the page without a
 * year; anything else is not an address of the site (404).
 */
export function archiveYear(
  raw: string | null | undefined,
  years: readonly number[],
  fallback: string,
): number | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (!/^\d{4}$/.test(raw)) throw data(null, { status: 404 });
  const year = Number(raw);
  if (!years.includes(year)) throw redirect(fallback);
  return year;
}

/**
 * The years the events page has an address for, newest first: the fixed archive of SPEC §9,
 * this year, and every year that has an event (next year's upcoming events, last year's), so
 * that every event the home page announces can be found (decision 023).
 */
export function eventYears(
  eventYearsFound: Iterable<number>,
  fixed: readonly number[],
  thisYear: number,
): number[] {
  return [...new Set([thisYear, ...fixed, ...eventYearsFound])].sort((a, b) => b - a);
}
