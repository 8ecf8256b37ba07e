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
