import { ALL_QUARTERS } from '../../../contract/constants.ts';
import type { FacultyProfile } from '../../../contract/schemas/profile.ts';
import type { Texts } from '../../i18n/intl.ts';
import { presentRows } from './profile.server.ts';
import {
  COLLEGE_ACTIVITIES,
  RESEARCH_CATEGORIES,
  SOCIAL_ACTIVITIES,
  type TableSpec,
} from '../../../site-map/profile-tables.ts';
import { newestFirst } from '../../../site-map/row-order.ts';

/**
 * The quarterly report of one quarter (or ALL). Courses covered and student activities come
 * from the report answer's qr_list, which the backend already narrowed to the quarter. The
 * extension activities are filtered here by the chosen quarter (SPEC §2); so are the in-campus
 * activities and the academic works, which carry a quarter too (our choice: a quarterly report
 * of one quarter shows that quarter's entries only). The report's own tables keep the order of
 * their quarters (newest first) and, within one, the teacher's; the others are newest first by
 * their date, as on the profile (decision 091).
 */
export function presentReport(
  all: FacultyProfile,
  chosen: FacultyProfile,
  quarter: string,
  uploadsUrl: string,
  texts: Texts,
) {
  const inQuarter = <T extends { quarter?: string }>(rows: readonly T[]) =>
    quarter === ALL_QUARTERS ? rows : rows.filter((row) => row.quarter === quarter);
  const rows = (list: readonly object[]) => presentRows(list, uploadsUrl, texts);
  const dated = <T extends { quarter?: string }>(list: readonly T[], spec: TableSpec) =>
    rows(newestFirst(inQuarter(list), spec));
  const reports = chosen.qr_list;
  return {
    courses: rows(
      reports.flatMap((report) =>
        report.courses_covered.map((entry) => ({
          ...entry,
          quarter: entry.quarter || report.quarter,
        })),
      ),
    ),
    students: rows(
      reports.flatMap((report) =>
        report.student_activities.map((entry) => ({
          ...entry,
          quarter: entry.quarter || report.quarter,
        })),
      ),
    ),
    extension: dated(all.social_activities, SOCIAL_ACTIVITIES),
    campus: dated(all.college_activities, COLLEGE_ACTIVITIES),
    academic: RESEARCH_CATEGORIES.map((spec) => ({
      key: spec.key,
      rows: dated(all[spec.key], spec),
    })),
  };
}
export type ReportView = ReturnType<typeof presentReport>;

/** The quarters the report offers: those of the ALL answer's qr_list, in its order, once each. */
export function reportQuarters(all: FacultyProfile): string[] {
  return [...new Set(all.qr_list.map((report) => report.quarter))];
}
