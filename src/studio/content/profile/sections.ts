import {
  ACHIEVEMENTS,
  AWARDS,
  COLLEGE_ACTIVITIES,
  COURSES_COVERED,
  DEGREES,
  GUIDESHIPS,
  PUBLICATIONS,
  RESEARCH_PROJECTS,
  SEMINARS,
  SOCIAL_ACTIVITIES,
  STUDENT_ACTIVITIES,
  WORKSHOPS,
  type Column,
} from '../../../site-map/profile-tables.ts';

/**
 * The table sections of a faculty profile (SPEC §3, §5) as the studio edits them: the public
 * pages' captions and columns (src/site-map/profile-tables.ts), whether a row carries its quarter
 * ('YYYY-1st' … 'YYYY-4th', required for the quarterly report's own tables) and its file.
 */
export interface SectionSpec {
  /** The form's key: the content folder's name of the table (degrees by their kind). */
  key: string;
  caption: string;
  /** The SPEC's tab of the public profile (or the quarterly report) the table shows under. */
  tab: string;
  columns: readonly Column[];
  /** The column that dates a row, which orders the rows newest first (decision 091). */
  date?: string;
  quarter: 'none' | 'optional' | 'required';
  file: boolean;
}

const section = (
  tab: string,
  spec: { key: string; caption: string; columns: readonly Column[]; date?: string },
  quarter: SectionSpec['quarter'],
  file: boolean,
): SectionSpec => ({ ...spec, tab, quarter, file });

const DEGREE_KEYS = {
  bachelor: 'bachelor',
  master: 'master',
  phd: 'phd',
  mphil: 'mphil',
  other: 'other_degrees',
} as const;

export const SECTIONS: readonly SectionSpec[] = [
  ...DEGREES.map((degree) =>
    section('Academic Details', { ...degree, key: DEGREE_KEYS[degree.key] }, 'none', false),
  ),
  section('Seminar/Workshop/Conference Participation', SEMINARS, 'none', true),
  section('Research Projects', RESEARCH_PROJECTS, 'optional', true),
  section('Research Guideship', GUIDESHIPS, 'none', false),
  ...PUBLICATIONS.map((publication) => section('Publications', publication, 'optional', true)),
  section('Orientation Programme/Refresher Course/Short Term course', WORKSHOPS, 'none', true),
  section('Involvement in College', COLLEGE_ACTIVITIES, 'optional', true),
  section('Involvement in College', SOCIAL_ACTIVITIES, 'optional', true),
  section('Awards & Achievements', ACHIEVEMENTS, 'none', false),
  section('Awards & Achievements', AWARDS, 'none', true),
  section('Quarterly Report', COURSES_COVERED, 'required', true),
  section('Quarterly Report', STUDENT_ACTIVITIES, 'required', true),
];

export type SectionKey = string;

export const sectionOf = (key: string): SectionSpec | undefined =>
  SECTIONS.find((spec) => spec.key === key);

/** The degrees' form keys and their names in the content's `degrees` object. */
export const DEGREE_SECTIONS: readonly (readonly [string, keyof typeof DEGREE_KEYS])[] = (
  Object.entries(DEGREE_KEYS) as [keyof typeof DEGREE_KEYS, string][]
).map(([kind, key]) => [key, kind] as const);

/** The sections of the quarterly report: rows grouped by their quarter. */
export const REPORT_SECTIONS = ['courses_covered', 'student_activities'] as const;
