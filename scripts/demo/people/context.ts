import type { DeptDef, FacultyDef, Tier } from '../sections/departments/index.ts';
import type { NamePool } from '../sections/names.ts';
import type { Assets } from '../files/assets.ts';
import type { In } from '../lib/output.ts';
import type { Random } from '../lib/random.ts';
import { quarterLabel } from '../lib/text.ts';
import { MONTHS } from '../lib/dates.ts';

/** What the section builders of a faculty profile share. */

export type Person = In<'Person'>;
export type Row<K extends keyof Person> = NonNullable<Person[K]> extends (infer R)[] ? R : never;

/** The reference year for "years of experience": the demo is written as of 2026. */
export const AS_OF_YEAR = 2026;

/**
 * A month of a year, with its quarter label ('2019-2nd') and a clerk's date ('May 2019'). The
 * demo is written as of late 2026, so nothing is dated after September 2026.
 */
export function when(r: Random, year: number) {
  const month = r.int(0, year >= AS_OF_YEAR ? 8 : 11);
  return {
    year,
    quarter: quarterLabel(year, Math.floor(month / 3) + 1),
    date_year: `${MONTHS[month]} ${year}`,
  };
}

/**
 * n years spread over [from, to], sorted newest first. Rows before 2017 fall outside the
 * research page's window, so they are rare: `first2016` puts the oldest row in 2016.
 */
export function years(r: Random, n: number, from: number, to: number, first2016 = false): number[] {
  const list = Array.from({ length: n }, () => r.int(Math.max(from, 2017), to));
  if (first2016 && n > 0) list[list.length - 1] = 2016;
  return list.sort((a, b) => b - a);
}

export function plain(name: string): string {
  return name.replace(/^Dr\.\s+/, '');
}

/** The numbers of rows per section for each tier (0 leaves the section out). */
export const SIZES: Record<Tier, Record<string, number>> = {
  full: {
    seminars: 4,
    projects: 3,
    papers: 6,
    otherPubs: 2,
    textBooks: 2,
    magazines: 1,
    popular: 2,
    news: 2,
    econtent: 2,
    workshops: 3,
    college: 3,
    social: 4,
    achievements: 2,
    awards: 2,
    guideships: 2,
    quarters: 8,
  },
  rich: {
    seminars: 3,
    projects: 1,
    papers: 4,
    otherPubs: 1,
    textBooks: 1,
    magazines: 0,
    popular: 1,
    news: 0,
    econtent: 1,
    workshops: 2,
    college: 2,
    social: 3,
    achievements: 1,
    awards: 1,
    guideships: 0,
    quarters: 6,
  },
  medium: {
    seminars: 2,
    projects: 0,
    papers: 2,
    otherPubs: 0,
    textBooks: 0,
    magazines: 0,
    popular: 0,
    news: 1,
    econtent: 0,
    workshops: 1,
    college: 1,
    social: 2,
    achievements: 1,
    awards: 0,
    guideships: 0,
    quarters: 4,
  },
  partial: {
    seminars: 1,
    projects: 0,
    papers: 1,
    otherPubs: 0,
    textBooks: 0,
    magazines: 0,
    popular: 0,
    news: 0,
    econtent: 0,
    workshops: 1,
    college: 0,
    social: 0,
    achievements: 0,
    awards: 0,
    guideships: 0,
    quarters: 0,
  },
  minimal: {},
};

export interface ProfileContext {
  id: number;
  dept: DeptDef;
  def: FacultyDef;
  r: Random;
  names: NamePool;
  assets: Assets;
  /** Rows of a section for this person's tier (0 leaves it out). */
  n: (section: string) => number;
  /** Year of birth, for degrees and qualifying examinations. */
  born: number;
}
