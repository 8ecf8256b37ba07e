import { DEPARTMENTS } from '../sections/departments/index.ts';
import { BEST_TEACHER_NOTICE } from '../sections/notice-titles.ts';
import { ARCHIVE_YEARS } from '../lib/calendar.ts';
import { DEMO_DAY, addDays, isFixed } from '../lib/dates.ts';
import type { In } from '../lib/output.ts';
import { Random } from '../lib/random.ts';
import { PRINCIPAL_DEF, PRINCIPAL_FROM } from './principal.ts';

/**
 * The college's Best Teacher Award: one teacher a year, presented on Teachers' Day (5 September).
 * One register feeds both the teachers' profiles (their awards table) and the notices of the
 * award, so a profile never claims a year that the notices give to a colleague.
 */

/** The principal taught chemistry from 1994 until he took charge of the college. */
const PRINCIPAL = {
  name: PRINCIPAL_DEF.name,
  dept: 'Chemistry',
  joined: PRINCIPAL_DEF.joined,
  until: PRINCIPAL_FROM - 1,
};
const LAST_YEAR = 2025;

interface Award {
  name: string;
  dept: string;
  year: number;
}

let register: Award[] | undefined;

/**
 * Each teacher whose profile lists awards (the full and rich tiers, and the principal) gets one
 * year of their own, from the newest year back, after at least five years in the college.
 */
function awards(): Award[] {
  if (register) return register;
  const candidates = new Random('awards:best-teacher').shuffle([
    PRINCIPAL,
    ...DEPARTMENTS.flatMap((d) =>
      d.faculty
        .filter((f) => f.tier === 'full' || f.tier === 'rich')
        .map((f) => ({ name: f.name, dept: d.name, joined: f.joined, until: LAST_YEAR })),
    ),
  ]);
  const out: Award[] = [];
  for (let year = LAST_YEAR; year > 1990 && out.length < candidates.length; year--) {
    const who = candidates.find(
      (c) => !out.some((a) => a.name === c.name) && c.joined + 5 <= year && year <= c.until,
    );
    if (who) out.push({ name: who.name, dept: who.dept, year });
  }
  register = out;
  return out;
}

/** The year a teacher received the award, if they did. */
export function bestTeacherYear(name: string): number | undefined {
  return awards().find((a) => a.name === name)?.year;
}

/** Teachers' Day, or the Saturday before when it falls on a Sunday. */
export function teachersDay(year: number): string {
  const day = `${year}-09-05`;
  return new Date(`${day}T00:00:00Z`).getUTCDay() === 0 ? addDays(day, -1) : day;
}

type Notice = In<'Notices'>[number];

/** The award's notices in the archive's years, one a year, none after DEMO_DAY. */
export function bestTeacherNotices(): Notice[] {
  return awards()
    .filter((a) => ARCHIVE_YEARS.includes(a.year) && teachersDay(a.year) <= DEMO_DAY)
    .map((a) => {
      const fill = (s: string) =>
        s
          .replace(/\{name\}/g, a.name)
          .replace(/\{dept\}/g, a.dept)
          .replace(/\{year\}/g, String(a.year));
      return {
        title: fill(BEST_TEACHER_NOTICE.title),
        date: teachersDay(a.year),
        description: fill(BEST_TEACHER_NOTICE.description),
      };
    });
}

/** The employee-achievement notices with the award's among them, newest first. */
export function withBestTeacherNotices(entries: Notice[]): Notice[] {
  const day = (e: Notice) => String(e.date);
  const fresh = entries.filter((e) => !isFixed(day(e)));
  const dated = [...entries.filter((e) => isFixed(day(e))), ...bestTeacherNotices()];
  return [...fresh, ...dated.sort((a, b) => day(b).localeCompare(day(a)))];
}
