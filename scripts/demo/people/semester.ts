import type { DeptDef } from '../sections/departments/index.ts';
import type { Paper } from '../sections/departments/types.ts';
import { FYUGP_FROM } from '../lib/calendar.ts';

/**
 * Which papers a quarter's teaching is of. January to June is the even semester (classes from
 * February to May), July to December the odd one (August to November). A paper's semester is
 * the first digit of its number (PHY-MAJ-201: 2nd). A batch admitted from 2023 reads the FYUGP
 * Major papers; an older batch the CBCS Honours Core papers of the same titles ('PHY-HC-201').
 */

export interface TaughtPaper extends Paper {
  semester: number;
  scheme: 'FYUGP' | 'CBCS';
}

const FYUGP_YEAR = Number(FYUGP_FROM.slice(0, 4));

export function quarterParts(quarter: string): { year: number; q: number; odd: boolean } {
  const year = Number(quarter.slice(0, 4));
  const q = Number(quarter.slice(5, 6));
  return { year, q, odd: q >= 3 };
}

/** The dates of the semester's classes: its first Monday and the number of weeks. */
export function semesterClasses(quarter: string): { from: string; weeks: number; name: string } {
  const { year, odd } = quarterParts(quarter);
  let day = new Date(Date.UTC(year, odd ? 7 : 1, 1));
  while (day.getUTCDay() !== 1) day = new Date(day.getTime() + 86_400_000);
  return {
    from: day.toISOString().slice(0, 10),
    weeks: 15,
    name: odd
      ? `odd semester (August to November ${year})`
      : `even semester (February to May ${year})`,
  };
}

/** The department's papers taught in the quarter, coded by the scheme of their batch. */
export function papersOfQuarter(dept: DeptDef, quarter: string): TaughtPaper[] {
  const { year, odd } = quarterParts(quarter);
  return dept.papers
    .map((paper) => ({ paper, semester: Number(/-(\d)\d\d$/.exec(paper.code)?.[1] ?? 1) }))
    .filter(({ semester }) => semester % 2 === (odd ? 1 : 0))
    .map(({ paper, semester }) => {
      const admitted = odd ? year - (semester - 1) / 2 : year - semester / 2;
      const scheme = admitted >= FYUGP_YEAR ? 'FYUGP' : 'CBCS';
      return {
        ...paper,
        code: scheme === 'FYUGP' ? paper.code : paper.code.replace('-MAJ-', '-HC-'),
        semester,
        scheme,
      };
    });
}
