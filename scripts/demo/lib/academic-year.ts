import { HOLIDAYS_2026, festivalDay } from './calendar.ts';
import { addDays, weekday } from './dates.ts';
import type { ClosedPeriod } from '../../../src/lib/dates.ts';

/**
 * The academic year of a college affiliated to Gauhati University, the one calendar behind every
 * dated thing of the demo (decision 104). The odd semesters (1st, 3rd, 5th, 7th) run from August
 * to December and sit their end-semester examinations in December; the even ones (2nd, 4th, 6th,
 * 8th) from January to April and sit theirs in May. Results follow their examinations (odd in
 * January-February, even in July-August); sessional examinations fall in mid-semester; the
 * winter break spans the turn of the year, the Durga Puja vacation its week of October and the
 * summer break July.
 */

export type Parity = 'odd' | 'even';
export interface Span {
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const on = (year: number, mmdd: string) => `${year}-${mmdd}`;
/** The first day on or after `iso` that is not a Sunday. */
const notSunday = (iso: string) => (weekday(iso) === 'Sunday' ? addDays(iso, 1) : iso);
/** The Monday on or after `iso`. */
const monday = (iso: string) => {
  let day = iso;
  while (weekday(day) !== 'Monday') day = addDays(day, 1);
  return day;
};

/** The first day of classes of a semester of this parity in `year` (odd: August; even: January). */
export function classesBegin(year: number, parity: Parity): string {
  return notSunday(parity === 'odd' ? on(year, '08-01') : on(year, '01-02'));
}

/** The last day of classes: 30 November for the odd semesters, 30 April for the even ones. */
export function classesEnd(year: number, parity: Parity): string {
  return parity === 'odd' ? on(year, '11-30') : on(year, '04-30');
}

/** The sessional (internal) examinations: six days from the Monday after mid-September or mid-March. */
export function sessionalWindow(year: number, parity: Parity): Span {
  const from = monday(parity === 'odd' ? on(year, '09-14') : on(year, '03-14'));
  return { from, to: addDays(from, 5) };
}

/**
 * Gauhati University's end-semester examinations, theory then practicals and viva-voce: 1 to 24
 * December for the odd semesters, 4 to 30 May for the even ones.
 */
export function examWindow(year: number, parity: Parity): Span {
  return parity === 'odd'
    ? { from: on(year, '12-01'), to: on(year, '12-24') }
    : { from: on(year, '05-04'), to: on(year, '05-30') };
}

/** When the university publishes the results: odd semesters the next January-February, even July-August. */
export function resultWindow(examYear: number, parity: Parity): Span {
  return parity === 'odd'
    ? { from: on(examYear + 1, '01-20'), to: on(examYear + 1, '02-28') }
    : { from: on(examYear, '07-10'), to: on(examYear, '08-25') };
}

/** The winter break from 25 December of `year` into the next January. */
export const winterBreak = (year: number): Span => ({
  from: on(year, '12-25'),
  to: on(year + 1, '01-01'),
});
/** The summer break: July. */
export const summerBreak = (year: number): Span => ({
  from: on(year, '07-01'),
  to: on(year, '07-31'),
});

/** The breaks of a year: winter (its turn into the next), Durga Puja, summer (July). */
export function breaksOf(year: number): Span[] {
  const puja = festivalDay('Durga Puja', year);
  return [
    winterBreak(year - 1),
    ...(puja ? [{ from: addDays(on(year, puja), -1), to: addDays(on(year, puja), 6) }] : []),
    summerBreak(year),
    winterBreak(year),
  ];
}

/**
 * The periods the college holds no event in, every year, as academic-calendar.yaml gives them to
 * the importer (decision 106): the end-semester examinations and the winter and summer breaks,
 * by month and day. The Durga Puja week moves with the moon, so it is not among them.
 */
export function closedPeriods(): ClosedPeriod[] {
  const year = 2026;
  const period = (name: string, span: Span) => ({
    name,
    from: span.from.slice(5),
    to: span.to.slice(5),
  });
  return [
    period('End-semester examinations (odd semesters)', examWindow(year, 'odd')),
    period('Winter break', winterBreak(year)),
    period('End-semester examinations (even semesters)', examWindow(year, 'even')),
    period('Summer break', summerBreak(year)),
    // The national holidays that do not move; the lunar ones (Bihu, Durga Puja) cannot be
    // written as a month and a day.
    { name: 'Republic Day', from: '01-26', to: '01-26' },
    { name: 'Independence Day', from: '08-15', to: '08-15' },
    { name: 'Gandhi Jayanti', from: '10-02', to: '10-02' },
    { name: 'Sundays', weekday: 'Sunday' },
  ];
}

const inSpan = (iso: string, s: Span) => iso >= s.from && iso <= s.to;
const yearOf = (iso: string) => Number(iso.slice(0, 4));

/** Whether a day falls in Gauhati University's end-semester examinations: no event then. */
export function isExamDay(iso: string): boolean {
  const y = yearOf(iso);
  return (['odd', 'even'] as const).some((p) => inSpan(iso, examWindow(y, p)));
}

/** Whether a day falls in the week of the sessional examinations: no class, though a day observed may be kept. */
export function isSessionalDay(iso: string): boolean {
  const y = yearOf(iso);
  return (['odd', 'even'] as const).some((p) => inSpan(iso, sessionalWindow(y, p)));
}

export function isBreak(iso: string): boolean {
  return breaksOf(yearOf(iso)).some((s) => inSpan(iso, s));
}

/** Holidays of the Government of Assam: the 2026 list, and the national days in every year. */
export function isHoliday(iso: string): boolean {
  if (HOLIDAYS_2026.some(([d]) => d === iso)) return true;
  return ['Republic Day', 'Independence Day', 'Gandhi Jayanti', 'Bohag Bihu'].some(
    (name) => festivalDay(name, yearOf(iso)) === iso.slice(5),
  );
}

/**
 * A day the college teaches and can hold a programme: not a Sunday or holiday, not in an
 * examination window (end-semester or sessional) and not in a break. Department notices and events are dated on such days.
 */
export function isTeachingDay(iso: string): boolean {
  return (
    weekday(iso) !== 'Sunday' &&
    !isHoliday(iso) &&
    !isExamDay(iso) &&
    !isSessionalDay(iso) &&
    !isBreak(iso)
  );
}

/** The first teaching day on or after `iso`. */
export function nextTeachingDay(iso: string): string {
  let day = iso;
  while (!isTeachingDay(day)) day = addDays(day, 1);
  return day;
}

/** The last teaching day on or before `iso`. */
export function previousTeachingDay(iso: string): string {
  let day = iso;
  while (!isTeachingDay(day)) day = addDays(day, -1);
  return day;
}

/** A day of a span picked by `pick` (0 to 1), moved off a Sunday. */
export function dayIn(span: Span, pick: number): string {
  const days = Math.round((Date.parse(span.to) - Date.parse(span.from)) / 86_400_000);
  const iso = addDays(span.from, Math.floor(pick * (days + 1)));
  const moved = notSunday(iso);
  return moved <= span.to ? moved : addDays(iso, -1);
}

/** The semester a batch admitted in `admitted` sits in the exams of `examYear` of this parity. */
export function batchOf(semester: number, examYear: number): number {
  return semester % 2 === 1 ? examYear - (semester - 1) / 2 : examYear - semester / 2;
}

/** The 1st-semester admission from which the FYUGP replaced the CBCS. */
export const FYUGP_FIRST_BATCH = 2023;
/** Whether the students of this semester in this year's examinations are of the FYUGP. */
export function isFyugp(semester: number, examYear: number): boolean {
  return batchOf(semester, examYear) >= FYUGP_FIRST_BATCH;
}

/** The month (1-12) of an ISO date, and 'YYYY-MM-DD' from parts. */
export const monthOf = (iso: string) => Number(iso.slice(5, 7));
export const isoOf = (year: number, month: number, day: number) =>
  `${year}-${pad(month)}-${pad(day)}`;
