import { festivalDay } from '../lib/calendar.ts';
import type { DeptDef } from '../sections/departments/index.ts';
import type { Random } from '../lib/random.ts';
import { quarterLabel } from '../lib/text.ts';
import type { Person } from './context.ts';
import { QR_REMARKS } from './sources.ts';
import { papersOfQuarter, type TaughtPaper } from './semester.ts';

/** Activities that can fall in a quarter ('2024-1st' is January-March): a day observed only in its own. */
function inQuarter(activities: string[], quarter: string): string[] {
  const year = Number(quarter.slice(0, 4));
  const q = Number(quarter.slice(5, 6));
  return activities.filter((a) => {
    const day = festivalDay(a, year);
    return !day || Math.ceil(Number(day.slice(0, 2)) / 3) === q;
  });
}

/** Quarters from 2022-3rd to 2026-3rd, a few of them picked, newest first. */
export function quarterlyReports(
  r: Random,
  dept: DeptDef,
  count: number,
  plan: (paper: TaughtPaper, quarter: string, papers: TaughtPaper[]) => string,
): Person['quarterly_reports'] {
  const all: string[] = [];
  for (let y = 2022; y <= 2026; y++)
    for (let q = 1; q <= 4; q++)
      if (!(y === 2022 && q < 3) && !(y === 2026 && q > 3)) all.push(quarterLabel(y, q));
  const chosen = r.sample(all, count).sort().reverse();
  return chosen.map((quarter, qi) => {
    // The papers of the semester that runs in the quarter, coded by their batch's scheme.
    const papers = r.sample(papersOfQuarter(dept, quarter), r.int(1, 3));
    return {
      quarter,
      courses_covered: papers.map((paper, pi) => ({
        paper: `${paper.code}: ${paper.title}`,
        topic: r.sample(paper.topics, 2).join('; '),
        remark: r.pick(QR_REMARKS),
        ...(qi === 0 && pi === 0 ? { file: plan(paper, quarter, papers) } : {}),
      })),
      student_activities: r
        .sample(inQuarter(dept.studentActivities, quarter), r.int(0, 2))
        .map((activity) => ({
          activity,
          student_count: r.int(12, 85),
          remark: r.pick([
            'Report submitted to IQAC',
            'Photographs with the department',
            'Certificates given to participants',
            '',
          ]),
        })),
    };
  });
}
