import type { PdfContent } from '../files/pdf.ts';
import type { DeptDef, FacultyDef } from '../sections/departments/index.ts';
import { MONTHS } from '../lib/dates.ts';
import { Random } from '../lib/random.ts';
import { plain, type Person } from './context.ts';
import { quarterParts } from './semester.ts';

/**
 * A teacher's quarterly report as sent to the IQAC: the classes taken and the topics covered of
 * each paper, the students' activities, and what the teacher's own profile dates in the quarter
 * (seminars, training, papers, extension work), so the report and the profile agree.
 */

type Report = NonNullable<Person['quarterly_reports']>[number];

/** The quarter of a 'March 2019' date. */
const quarterOf = (dateYear: unknown) => {
  const [month = '', year = ''] = String(dateYear ?? '').split(' ');
  const m = MONTHS.indexOf(month);
  return m < 0 ? '' : `${year}-${['1st', '2nd', '3rd', '4th'][Math.floor(m / 3)]}`;
};

export function quarterlyReportPdf(
  person: Person,
  def: FacultyDef,
  dept: DeptDef,
  report: Report,
): PdfContent {
  const { quarter } = report;
  const r = new Random(`quarterly-report:${def.name}:${quarter}`);
  const { year, q } = quarterParts(quarter);
  const months = `${MONTHS[(q - 1) * 3]} to ${MONTHS[(q - 1) * 3 + 2]} ${year}`;
  const inQuarter = <T extends { date_year?: unknown; quarter?: unknown }>(rows: T[] = []) =>
    rows.filter((row) => (row.quarter ?? quarterOf(row.date_year)) === quarter);
  const list = (head: string, items: string[], none: string) =>
    items.length ? [head, ...items.map((i) => `- ${i}`)] : [`${head} ${none}`];
  const seminars = inQuarter(person.seminars).map(
    (s) => `${s.theme}, ${s.organised_by} (${s.date_year}): paper \u201c${s.title}\u201d.`,
  );
  const training = inQuarter(person.workshops).map(
    (w) => `${w.theme}, ${w.organised_by}, ${w.duration} (${w.date_year}).`,
  );
  const papers = inQuarter(person.research_papers).map(
    (p) => `\u201c${p.title_paper}\u201d, ${p.title_book}, ${p.volume}, pp. ${p.page_nos}.`,
  );
  const extension = inQuarter(person.social_activities).map(
    (s) => `${s.name}: ${s.position} (${s.other_info}).`,
  );
  return {
    title: `Quarterly report (${quarter})`,
    body: [
      `Teacher: ${def.name}, ${def.designation === 'Principal' ? 'Principal' : def.designation}, Department of ${dept.name}. Period: ${months}.`,
      {
        caption: 'Classes taken and topics covered',
        columns: ['Paper', 'Classes held', 'Topics covered', 'Remark'],
        rows: (report.courses_covered ?? []).map((c) => [
          String(c.paper),
          String(r.int(18, 34)),
          String(c.topic),
          String(c.remark),
        ]),
        widths: [2, 0.8, 2, 1.4],
      },
      (report.student_activities ?? []).length
        ? {
            caption: 'Students\u2019 activities',
            columns: ['Activity', 'Students', 'Remark'],
            rows: (report.student_activities ?? []).map((a) => [
              String(a.activity),
              String(a.student_count),
              String(a.remark || '-'),
            ]),
            widths: [3, 0.8, 2],
          }
        : 'Students\u2019 activities: none held by the department this quarter besides classes.',
      ...list('Seminars attended:', seminars, 'none this quarter.'),
      ...list('Orientation, refresher and short-term courses:', training, 'none this quarter.'),
      ...list('Papers published:', papers, 'none this quarter.'),
      ...list('Extension activities:', extension, 'none this quarter.'),
      'Submitted to the IQAC through the Head of the Department, with the attendance registers of the classes.',
    ],
    signedBy: `${plain(def.name)}, ${def.designation}`,
  };
}
