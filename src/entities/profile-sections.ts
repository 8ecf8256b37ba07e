import { cell, field, type Cell, type Field } from './field.ts';

/**
 * A teacher's profile sections (SPEC §3 faculty profile, §5): the tables kept in the `employees`
 * row's `profile` column, each described once (decision 112). A section is a field of rows
 * whose cells may each be left out (SPEC's optional cells); its caption and its columns' labels
 * are the public pages' and the studio's alike. Besides its cells, a row may carry its quarter
 * and a file. In the studio's order: its tabs follow SPEC's.
 */
export interface ProfileSection extends Field {
  /** The public profile's section (or the quarterly report) it shows under, and the studio's tab. */
  readonly tab: string;
  /** The cell that dates a row: the rows show newest first by it (decision 091). */
  readonly date: string | undefined;
  /** Whether a row carries its quarter ('2026-1st' …): required in the quarterly report's own. */
  readonly quarter: 'none' | 'optional' | 'required';
  /** Whether a row may carry a file (a certificate, a paper). */
  readonly file: boolean;
  /**
   * Where the profile keeps its rows: under its name, under `degrees` (a degree's kind), or in
   * the quarterly report of each row's quarter (`qr_list`).
   */
  readonly place: 'profile' | 'degrees' | 'report';
}

/** The most rows a section keeps: far beyond a career, short of a flood. */
const MAX_ROWS = 300;

/** A cell named by its literal name, and whether it keeps a number: a row's type reads both. */
type NamedCell<N extends string, Num extends boolean> = Cell & { name: N; number: Num };

/** A section's row by its cells (as the folder and the answer hold it): each may be left out. */
export type RowOf<S extends { cells: readonly Cell[] }> = {
  [C in S['cells'][number] as C['name']]?: C['number'] extends true ? string | number : string;
};

const col = <const N extends string>(
  name: N,
  label: string,
  more: { digits?: true; onPage?: false } = {},
) =>
  cell(name, 'line', { max: 1000, label, what: label.toLowerCase(), ...more }) as NamedCell<
    N,
    false
  >;
/** A cell that keeps a number the folder writes as one (SPEC's NumberLike). */
const numberCell = <const N extends string>(name: N, label: string, more: { digits?: true } = {}) =>
  ({ ...col(name, label, more), number: true }) as NamedCell<N, true>;
/** A column of years, dates, counts or page ranges, written in the page's digits. */
const num = <const N extends string>(name: N, label: string) => col(name, label, { digits: true });
const DATE_YEAR = num('date_year', 'Date/Year');
const PUBLISHED_BY = col('published_by', 'Published By');
const ISBN = col('isbn_no', 'ISBN/ISSN');
/** SPEC's ISBN of a row whose table never showed one (a newspaper article, e-content). */
const ISBN_KEPT = col('isbn_no', 'ISBN/ISSN', { onPage: false });
const OTHER_INFO = col('other_info', 'Other Information');

type Where = Pick<ProfileSection, 'tab' | 'quarter' | 'file'> &
  Partial<Pick<ProfileSection, 'date' | 'place' | 'formKey'>>;

const section = <const N extends string, const Cs extends readonly Cell[]>(
  name: N,
  caption: string,
  cells: Cs,
  { tab, quarter, file, date, place = 'profile', formKey = name }: Where,
) => ({
  ...field(name, 'rows', {
    formKey,
    sparse: true,
    max: MAX_ROWS,
    cells,
    label: caption,
    what: `the rows of ${caption}`,
  }),
  cells,
  tab,
  date,
  quarter,
  file,
  place,
});

/** Sections that show under one tab and whose rows carry the same: a maker of them. */
const sectionsLike =
  (where: Where) =>
  <const N extends string, const Cs extends readonly Cell[]>(
    name: N,
    caption: string,
    cells: Cs,
    more: Partial<Where> = {},
  ) =>
    section(name, caption, cells, { ...where, ...more });

const degree = sectionsLike({
  tab: 'Academic Details',
  quarter: 'none',
  file: false,
  place: 'degrees',
});

export const DEGREES = [
  degree(
    'bachelor',
    "Bachelor's Degree",
    [
      col('course_b', 'Course'),
      col('subject_b', 'Subject'),
      col('university_b', 'University'),
      num('year_b', 'Year'),
    ],
    { date: 'year_b' },
  ),
  degree(
    'master',
    "Master's Degree",
    [
      col('course_m', 'Course'),
      col('subject_m', 'Subject'),
      col('university_m', 'University'),
      num('year_m', 'Year'),
    ],
    { date: 'year_m' },
  ),
  degree(
    'phd',
    'Ph.D.',
    [
      col('title_p', 'Title of Thesis'),
      col('university_p', 'University'),
      col('department_p', 'Department'),
      col('supervisor_p', 'Supervisor'),
      num('year_p', 'Year'),
    ],
    { date: 'year_p' },
  ),
  degree(
    'mphil',
    'M.Phil.',
    [
      col('title_m1', 'Title of Dissertation'),
      col('university_m1', 'University'),
      col('department_m1', 'Department'),
      col('supervisor_m1', 'Supervisor'),
      num('year_m1', 'Year'),
    ],
    { date: 'year_m1' },
  ),
  // The studio's form names it apart from the other sections' 'other_…' cells.
  degree(
    'other',
    'Other Qualifications',
    [col('description_o', 'Description'), num('year_o', 'Year')],
    { date: 'year_o', formKey: 'other_degrees' },
  ),
] as const;

export const SEMINARS = section(
  'seminars',
  'Seminars, Workshops and Conferences Attended',
  [
    col('theme', 'Theme'),
    col('title', 'Title of Paper'),
    col('organised_by', 'Organised By'),
    col('sponsored_by', 'Sponsored By'),
    DATE_YEAR,
  ],
  {
    tab: 'Seminar/Workshop/Conference Participation',
    quarter: 'none',
    file: true,
    date: 'date_year',
  },
);

export const RESEARCH_PROJECTS = section(
  'research_projects',
  'Research Projects',
  [
    col('title', 'Title'),
    col('sponsored_by', 'Sponsored By'),
    col('duration', 'Duration'),
    // In Lakh (SPEC's NumberLike): a number stays a number.
    numberCell('fund', 'Fund'),
    col('co_researcher', 'Co-researcher'),
    col('status', 'Status'),
    num('commencement_date', 'Commencement Date'),
    num('submission_date', 'Submission Date'),
  ],
  { tab: 'Research Projects', quarter: 'optional', file: true, date: 'commencement_date' },
);

export const GUIDESHIPS = section(
  'guideships',
  'Research Scholars',
  [
    col('name', 'Name of Scholar'),
    num('date_of_registration', 'Date of Registration'),
    col('topic', 'Topic'),
    col('status', 'Status'),
  ],
  { tab: 'Research Guideship', quarter: 'none', file: false, date: 'date_of_registration' },
);

const publication = sectionsLike({
  tab: 'Publications',
  quarter: 'optional',
  file: true,
  date: 'date_year',
});

/** Research papers and the six other kinds of publication, in the spec's order. */
export const PUBLICATIONS = [
  publication('research_papers', 'Research Papers', [
    col('title_paper', 'Title of Paper'),
    col('title_book', 'Journal'),
    PUBLISHED_BY,
    ISBN,
    num('volume', 'Volume'),
    num('page_nos', 'Page Nos.'),
    DATE_YEAR,
  ]),
  publication('other_publications', 'Other Publications', [
    col('title_paper', 'Title of Paper/Chapter'),
    col('title_book', 'Title of Book'),
    PUBLISHED_BY,
    ISBN,
    OTHER_INFO,
    DATE_YEAR,
  ]),
  publication('text_books', 'Text Books', [
    col('title_book', 'Title of Book'),
    // SPEC: a text book's row has "title_book or title_paper"; the page shows the book's.
    col('title_paper', 'Title of Paper', { onPage: false }),
    col('name_of_authors', 'Authors'),
    col('edition', 'Edition'),
    PUBLISHED_BY,
    ISBN,
    OTHER_INFO,
    DATE_YEAR,
  ]),
  publication('magazines', 'Magazines Edited', [
    col('title_book', 'Magazine'),
    col('title_paper', 'Title'),
    PUBLISHED_BY,
    ISBN,
    OTHER_INFO,
    DATE_YEAR,
  ]),
  publication('popular_books', 'Popular Book Articles', [
    col('title_paper', 'Title of Article'),
    col('title_book', 'Book/Magazine'),
    PUBLISHED_BY,
    ISBN,
    OTHER_INFO,
    DATE_YEAR,
  ]),
  publication('news_papers', 'Newspaper Articles', [
    col('title_paper', 'Title of Article'),
    col('title_book', 'Newspaper'),
    PUBLISHED_BY,
    ISBN_KEPT,
    OTHER_INFO,
    DATE_YEAR,
  ]),
  publication('e_contents', 'E-content', [
    col('title_paper', 'Title'),
    col('title_book', 'Course/Module'),
    col('published_by', 'Published On'),
    ISBN_KEPT,
    OTHER_INFO,
    DATE_YEAR,
  ]),
] as const;

export const WORKSHOPS = section(
  'workshops',
  'Orientation Programmes, Refresher Courses and Short Term Courses',
  [
    col('theme', 'Programme'),
    col('organised_by', 'Organised By'),
    col('duration', 'Duration'),
    col('sponsored_by', 'Sponsored By'),
    DATE_YEAR,
  ],
  {
    tab: 'Orientation Programme/Refresher Course/Short Term course',
    quarter: 'none',
    file: true,
    date: 'date_year',
  },
);

const ACTIVITY_CELLS = [
  col('name', 'Activity'),
  col('position', 'Position'),
  num('from', 'From'),
  num('till', 'Till'),
  OTHER_INFO,
] as const;
const activities = sectionsLike({
  tab: 'Involvement in College',
  quarter: 'optional',
  file: true,
  date: 'from',
});

export const COLLEGE_ACTIVITIES = activities(
  'college_activities',
  'In-Campus Activities',
  ACTIVITY_CELLS,
);
export const SOCIAL_ACTIVITIES = activities(
  'social_activities',
  'Extension Activities',
  ACTIVITY_CELLS,
);

export const ACHIEVEMENTS = section(
  'achievements',
  'Achievements',
  [col('achievement', 'Achievement'), DATE_YEAR, OTHER_INFO],
  { tab: 'Awards & Achievements', quarter: 'none', file: false, date: 'date_year' },
);

export const AWARDS = section(
  'awards',
  'Awards',
  [col('area', 'Area'), col('achievement', 'Achievement'), col('award', 'Award'), OTHER_INFO],
  { tab: 'Awards & Achievements', quarter: 'none', file: true },
);

const report = sectionsLike({
  tab: 'Quarterly Report',
  quarter: 'required',
  file: true,
  place: 'report',
});

export const COURSES_COVERED = report('courses_covered', 'Courses Covered', [
  col('paper', 'Paper'),
  col('topic', 'Topic'),
  col('remark', 'Remark'),
]);

export const STUDENT_ACTIVITIES = report('student_activities', 'Student Related Activities', [
  col('activity', 'Activity'),
  // SPEC's NumberLike: a number stays a number.
  numberCell('student_count', 'Number of Students', { digits: true }),
  col('remark', 'Remark'),
]);

/**
 * The sections the profile keeps under their own names, in the order of a person's file (the
 * degrees come under `degrees`, the report's by quarter).
 */
export const OWN_SECTIONS = [
  SEMINARS,
  RESEARCH_PROJECTS,
  ...PUBLICATIONS,
  WORKSHOPS,
  COLLEGE_ACTIVITIES,
  SOCIAL_ACTIVITIES,
  ACHIEVEMENTS,
  AWARDS,
  GUIDESHIPS,
] as const;

/** The quarterly report's sections, kept in the report of each row's quarter. */
export const REPORT_SECTIONS = [COURSES_COVERED, STUDENT_ACTIVITIES] as const;

/** Every section, in the studio's order (its tabs follow SPEC's). */
export const PROFILE_SECTIONS: readonly ProfileSection[] = [
  ...DEGREES,
  SEMINARS,
  RESEARCH_PROJECTS,
  GUIDESHIPS,
  ...PUBLICATIONS,
  WORKSHOPS,
  COLLEGE_ACTIVITIES,
  SOCIAL_ACTIVITIES,
  ACHIEVEMENTS,
  AWARDS,
  COURSES_COVERED,
  STUDENT_ACTIVITIES,
];
