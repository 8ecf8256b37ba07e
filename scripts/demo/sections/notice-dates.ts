import { dayIn } from '../lib/academic-year.ts';
import { festivalDay, issueWindow, seasonOf } from '../lib/calendar.ts';
import { DEMO_DAY, addDays } from '../lib/dates.ts';
import type { Random } from '../lib/random.ts';
import { examNoticeWindows } from './exam-notices.ts';

/**
 * Dates on the college's calendar for notices of one type. A notice that names a festival or a
 * day observed is issued in the week before it; one of a season (admission, odd or even
 * semesters, scholarships) in its months; one of the FYUGP or its fourth year only once that
 * existed; the rest on any working day. Years are filled evenly, none after DEMO_DAY.
 */

const LAST_DATED = addDays(DEMO_DAY, -2);
const pad = (n: number) => String(n).padStart(2, '0');

/** A date in `year` for a notice with these words, or undefined when it cannot be in that year. */
export function dateInYear(random: Random, text: string, year: number): string | undefined {
  const { from, to } = issueWindow(text);
  // Before the fresh notices of the last three days (notices.ts), so none shares their day.
  const ok = (iso: string) =>
    iso >= from && iso <= to && iso < LAST_DATED && iso.startsWith(String(year));
  // An exam notice falls where the academic year puts it: before its examinations, or after them.
  const exam = examNoticeWindows(text);
  if (exam) {
    const spans = exam(year);
    if (!spans.length) return undefined;
    const iso = dayIn(random.pick(spans), random.next());
    return ok(iso) ? iso : undefined;
  }
  const festival = festivalDay(text, year);
  if (festival) {
    const iso = addDays(`${year}-${festival}`, -random.int(1, 6));
    return ok(iso) ? iso : undefined;
  }
  const named = /session \d{4}|\bfor \d{4}\b/.test(text);
  const months = named ? [1, 5, 6, 7, 12] : seasonOf(text);
  const candidates = (months.length ? months : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    .map((m) => `${year}-${pad(m)}-${pad(random.int(1, 28))}`)
    .filter(ok);
  if (!candidates.length) return undefined;
  const iso = random.pick(candidates);
  // Offices issue notices on working days: a Sunday's notice moves to the Monday.
  const sunday = new Date(`${iso}T00:00:00Z`).getUTCDay() === 0;
  return sunday && ok(addDays(iso, 1)) ? addDays(iso, 1) : iso;
}

/**
 * Dates for a list of notice texts over `years`: each in the year with the fewest notices so
 * far among those it can be in, the texts that fit the fewest years placed first; a text that
 * fits no year left is left out (undefined).
 */
export function spreadOverYears(
  random: Random,
  texts: string[],
  years: number[],
  perYear: number,
): (string | undefined)[] {
  const counts = new Map(years.map((y) => [y, 0]));
  const fits = texts.map((text) => years.filter((y) => dateInYear(random, text, y)).length);
  const order = texts.map((_, i) => i).sort((a, b) => fits[a]! - fits[b]! || a - b);
  const dates: (string | undefined)[] = texts.map(() => undefined);
  for (const i of order) {
    const options = random
      .shuffle(years)
      .filter((y) => (counts.get(y) ?? 0) < perYear)
      .map((y) => ({ y, date: dateInYear(random, texts[i]!, y) }))
      .filter((o): o is { y: number; date: string } => Boolean(o.date))
      .sort((a, b) => (counts.get(a.y) ?? 0) - (counts.get(b.y) ?? 0));
    const chosen = options[0];
    if (!chosen) continue;
    counts.set(chosen.y, (counts.get(chosen.y) ?? 0) + 1);
    dates[i] = chosen.date;
  }
  return dates;
}
