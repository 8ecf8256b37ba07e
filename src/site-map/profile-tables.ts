/**
 * The tables of a faculty profile (SPEC §3): caption and labelled columns of each, in the order
 * they show. The faculty profile, the quarterly report and the research page all read these.
 */

/** A table row as the pages get it: text cells by column key; 'file' is the file's address. */
export type Row = Record<string, string>;

export interface Column {
  key: string;
  label: string;
  /**
   * The column holds a year, a date, a count or a page range: the public pages write its digits
   * in the page's language (web/components/data-table.tsx).
   */
  numbers?: boolean;
}

export interface TableSpec {
  key: string;
  caption: string;
  columns: readonly Column[];
  /** The column that dates a row: rows show newest first by it (row-order.ts, decision 091). */
  date?: string;
}

const col = (key: string, label: string): Column => ({ key, label });
/** A column of years, dates, counts or page ranges. */
const num = (key: string, label: string): Column => ({ key, label, numbers: true });
const DATE_YEAR = num('date_year', 'Date/Year');
const PUBLISHED_BY = col('published_by', 'Published By');
const ISBN = col('isbn_no', 'ISBN/ISSN');
const OTHER_INFO = col('other_info', 'Other Information');

export const SEMINARS = {
  key: 'seminars',
  caption: 'Seminars, Workshops and Conferences Attended',
  date: 'date_year',
  columns: [
    col('theme', 'Theme'),
    col('title', 'Title of Paper'),
    col('organised_by', 'Organised By'),
    col('sponsored_by', 'Sponsored By'),
    DATE_YEAR,
  ],
} as const satisfies TableSpec;

export const RESEARCH_PROJECTS = {
  key: 'research_projects',
  caption: 'Research Projects',
  date: 'commencement_date',
  columns: [
    col('title', 'Title'),
    col('sponsored_by', 'Sponsored By'),
    col('duration', 'Duration'),
    col('fund', 'Fund'),
    col('co_researcher', 'Co-researcher'),
    col('status', 'Status'),
    num('commencement_date', 'Commencement Date'),
    num('submission_date', 'Submission Date'),
  ],
} as const satisfies TableSpec;

/** Research papers and the six other kinds of publication, in the spec's order. */
export const PUBLICATIONS = [
  {
    key: 'research_papers',
    caption: 'Research Papers',
    date: 'date_year',
    columns: [
      col('title_paper', 'Title of Paper'),
      col('title_book', 'Journal'),
      PUBLISHED_BY,
      ISBN,
      num('volume', 'Volume'),
      num('page_nos', 'Page Nos.'),
      DATE_YEAR,
    ],
  },
  {
    key: 'other_publications',
    caption: 'Other Publications',
    date: 'date_year',
    columns: [
      col('title_paper', 'Title of Paper/Chapter'),
      col('title_book', 'Title of Book'),
      PUBLISHED_BY,
      ISBN,
      OTHER_INFO,
      DATE_YEAR,
    ],
  },
  {
    key: 'text_books',
    caption: 'Text Books',
    date: 'date_year',
    columns: [
      col('title_book', 'Title of Book'),
      col('name_of_authors', 'Authors'),
      col('edition', 'Edition'),
      PUBLISHED_BY,
      ISBN,
      OTHER_INFO,
      DATE_YEAR,
    ],
  },
  {
    key: 'magazines',
    caption: 'Magazines Edited',
    date: 'date_year',
    columns: [
      col('title_book', 'Magazine'),
      col('title_paper', 'Title'),
      PUBLISHED_BY,
      ISBN,
      OTHER_INFO,
      DATE_YEAR,
    ],
  },
  {
    key: 'popular_books',
    caption: 'Popular Book Articles',
    date: 'date_year',
    columns: [
      col('title_paper', 'Title of Article'),
      col('title_book', 'Book/Magazine'),
      PUBLISHED_BY,
      ISBN,
      OTHER_INFO,
      DATE_YEAR,
    ],
  },
  {
    key: 'news_papers',
    caption: 'Newspaper Articles',
    date: 'date_year',
    columns: [
      col('title_paper', 'Title of Article'),
      col('title_book', 'Newspaper'),
      PUBLISHED_BY,
      OTHER_INFO,
      DATE_YEAR,
    ],
  },
  {
    key: 'e_contents',
    caption: 'E-content',
    date: 'date_year',
    columns: [
      col('title_paper', 'Title'),
      col('title_book', 'Course/Module'),
      col('published_by', 'Published On'),
      OTHER_INFO,
      DATE_YEAR,
    ],
  },
] as const satisfies readonly TableSpec[];

export const WORKSHOPS = {
  key: 'workshops',
  caption: 'Orientation Programmes, Refresher Courses and Short Term Courses',
  date: 'date_year',
  columns: [
    col('theme', 'Programme'),
    col('organised_by', 'Organised By'),
    col('duration', 'Duration'),
    col('sponsored_by', 'Sponsored By'),
    DATE_YEAR,
  ],
} as const satisfies TableSpec;

export const DEGREES = [
  {
    key: 'bachelor',
    caption: "Bachelor's Degree",
    date: 'year_b',
    columns: [
      col('course_b', 'Course'),
      col('subject_b', 'Subject'),
      col('university_b', 'University'),
      num('year_b', 'Year'),
    ],
  },
  {
    key: 'master',
    caption: "Master's Degree",
    date: 'year_m',
    columns: [
      col('course_m', 'Course'),
      col('subject_m', 'Subject'),
      col('university_m', 'University'),
      num('year_m', 'Year'),
    ],
  },
  {
    key: 'phd',
    caption: 'Ph.D.',
    date: 'year_p',
    columns: [
      col('title_p', 'Title of Thesis'),
      col('university_p', 'University'),
      col('department_p', 'Department'),
      col('supervisor_p', 'Supervisor'),
      num('year_p', 'Year'),
    ],
  },
  {
    key: 'mphil',
    caption: 'M.Phil.',
    date: 'year_m1',
    columns: [
      col('title_m1', 'Title of Dissertation'),
      col('university_m1', 'University'),
      col('department_m1', 'Department'),
      col('supervisor_m1', 'Supervisor'),
      num('year_m1', 'Year'),
    ],
  },
  {
    key: 'other',
    caption: 'Other Qualifications',
    date: 'year_o',
    columns: [col('description_o', 'Description'), num('year_o', 'Year')],
  },
] as const satisfies readonly TableSpec[];

const ACTIVITY_COLUMNS = [
  col('name', 'Activity'),
  col('position', 'Position'),
  num('from', 'From'),
  num('till', 'Till'),
  OTHER_INFO,
];

export const COLLEGE_ACTIVITIES = {
  key: 'college_activities',
  caption: 'In-Campus Activities',
  date: 'from',
  columns: ACTIVITY_COLUMNS,
} as const satisfies TableSpec;

export const SOCIAL_ACTIVITIES = {
  key: 'social_activities',
  caption: 'Extension Activities',
  date: 'from',
  columns: ACTIVITY_COLUMNS,
} as const satisfies TableSpec;

export const ACHIEVEMENTS = {
  key: 'achievements',
  caption: 'Achievements',
  date: 'date_year',
  columns: [col('achievement', 'Achievement'), DATE_YEAR, OTHER_INFO],
} as const satisfies TableSpec;

export const AWARDS = {
  key: 'awards',
  caption: 'Awards',
  columns: [
    col('area', 'Area'),
    col('achievement', 'Achievement'),
    col('award', 'Award'),
    OTHER_INFO,
  ],
} as const satisfies TableSpec;

export const GUIDESHIPS = {
  key: 'guideships',
  caption: 'Research Scholars',
  date: 'date_of_registration',
  columns: [
    col('name', 'Name of Scholar'),
    num('date_of_registration', 'Date of Registration'),
    col('topic', 'Topic'),
    col('status', 'Status'),
  ],
} as const satisfies TableSpec;

export const COURSES_COVERED = {
  key: 'courses_covered',
  caption: 'Courses Covered',
  columns: [col('paper', 'Paper'), col('topic', 'Topic'), col('remark', 'Remark')],
} as const satisfies TableSpec;

export const STUDENT_ACTIVITIES = {
  key: 'student_activities',
  caption: 'Student Related Activities',
  columns: [
    col('activity', 'Activity'),
    num('student_count', 'Number of Students'),
    col('remark', 'Remark'),
  ],
} as const satisfies TableSpec;

/** The research page's categories: those whose entries carry a quarter (SPEC §5's window). */
export const RESEARCH_CATEGORIES = [RESEARCH_PROJECTS, ...PUBLICATIONS] as const;
export type ResearchCategoryKey = (typeof RESEARCH_CATEGORIES)[number]['key'];
