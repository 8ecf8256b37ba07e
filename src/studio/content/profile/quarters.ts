/**
 * Quarters of the faculty's rows and quarterly reports: '{year}-1st' … '{year}-4th', the
 * calendar's quarters (January to March is the 1st), as the demo content dates its rows.
 */
export const QUARTER_PATTERN = /^(\d{4})-(1st|2nd|3rd|4th)$/;

const ORDINALS = ['1st', '2nd', '3rd', '4th'] as const;

/** The quarter a day (YYYY-MM-DD) falls in. */
export function quarterOf(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return `${year}-${ORDINALS[Math.floor((month - 1) / 3)]}`;
}

const MONTHS = ['Jan–Mar', 'Apr–Jun', 'Jul–Sep', 'Oct–Dec'] as const;

/** A quarter as staff read it: '2026-4th' is 'Oct–Dec 2026' (the value stays '2026-4th'). */
export function quarterWords(quarter: string): string {
  const match = QUARTER_PATTERN.exec(quarter);
  if (!match) return quarter;
  return `${MONTHS[ORDINALS.indexOf(match[2] as (typeof ORDINALS)[number])]} ${match[1]}`;
}

/** Newest first: 2026-2nd before 2026-1st before 2025-4th. */
export const byQuarterNewestFirst = (a: string, b: string) => b.localeCompare(a);

/** The quarters a teacher may choose: from this year's down to 2017's, newest first. */
export function quarterChoices(today: string): string[] {
  const year = Number(today.slice(0, 4));
  const choices: string[] = [];
  for (let y = year; y >= 2017; y -= 1)
    for (const ordinal of [...ORDINALS].reverse()) choices.push(`${y}-${ordinal}`);
  return choices;
}
