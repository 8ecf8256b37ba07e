import { cell, field } from './field.ts';

/**
 * A department's profile (SPEC §2 "Department profile"): its 22 tables after Home, in the order
 * of the headings, each a field of rows kept together in the `departments` row's `profile`
 * column (decision 112). A table's cells are short values, each left out when empty, and a
 * number the folder writes stays a number (SPEC's NumberLike); the headings and the columns'
 * labels are the public page's and the studio's alike.
 */

/** The columns of years, dates, counts and amounts: the public page writes them in its digits. */
const DIGITS = new Set([
  'year',
  'session',
  'intake',
  'sanctioned',
  'filled',
  'students',
  'teachers',
  'ratio',
  'amount',
  'date',
  'applications',
  'admitted',
  'male',
  'female',
  'same_state',
  'other_states',
  'total',
  'higher_studies',
  'employed',
]);

/** A table: its name (the folder's, the answer's, the form's), its heading, its columns' labels. */
const table = <const K extends string>(key: K, heading: string, columns: Record<string, string>) =>
  field(key, 'rows', {
    sparse: true,
    max: 200,
    cells: Object.entries(columns).map(([name, label]) =>
      cell(name, 'line', {
        max: 300,
        number: true,
        digits: DIGITS.has(name),
        label,
        what: label.toLowerCase(),
      }),
    ),
    label: heading,
    what: `the rows of ${heading}`,
  });

export const DEPARTMENT_PROFILE_TABLES = [
  table('programmes_offered', 'Programmes Offered', {
    programme: 'Programme',
    level: 'Level',
    duration: 'Duration',
    intake: 'Intake',
  }),
  table('collaboration_courses', 'Collaboration Courses', {
    course: 'Course',
    partner: 'Collaborating Institution',
    year: 'Year',
  }),
  table('teaching_posts', 'Teaching Posts', {
    designation: 'Designation',
    sanctioned: 'Sanctioned',
    filled: 'Filled',
  }),
  table('student_teacher_ratio', 'Student-Teacher Ratio', {
    session: 'Session',
    students: 'Students',
    teachers: 'Teachers',
    ratio: 'Ratio',
  }),
  table('technical_staff', 'Technical Support Staff', {
    name: 'Name',
    designation: 'Designation',
    qualification: 'Qualification',
  }),
  table('non_technical_staff', 'Non-Technical Support Staff', {
    name: 'Name',
    designation: 'Designation',
    qualification: 'Qualification',
  }),
  table('research_projects', 'Ongoing and Completed Research Projects', {
    title: 'Title',
    investigator: 'Investigator',
    agency: 'Funding Agency',
    amount: 'Amount (Lakh)',
    status: 'Status',
  }),
  table('collaborative_projects', 'Collaborative Projects', {
    title: 'Title',
    collaborator: 'Collaborator',
    duration: 'Duration',
  }),
  table('research_publications', 'Research Publications', {
    authors: 'Authors',
    title: 'Title',
    journal: 'Journal',
    year: 'Year',
  }),
  table('book_chapters', 'Chapters in Books', {
    authors: 'Authors',
    chapter: 'Chapter',
    book: 'Book',
    publisher: 'Publisher',
    year: 'Year',
  }),
  table('faculty_visits', 'Faculty Selected to Visit Institutions', {
    faculty: 'Faculty',
    institution: 'Institution',
    purpose: 'Purpose',
    year: 'Year',
  }),
  table('faculty_serving', 'Faculty Serving', {
    faculty: 'Faculty',
    body: 'Body',
    capacity: 'Capacity',
  }),
  table('faculty_improvement', 'Faculty Improvement Programs', {
    faculty: 'Faculty',
    programme: 'Programme',
    institution: 'Institution',
    year: 'Year',
  }),
  table('awards', 'Awards', {
    recipient: 'Recipient',
    award: 'Award',
    agency: 'Awarded By',
    year: 'Year',
  }),
  table('seminars_organised', 'Seminars Organised', {
    title: 'Title',
    level: 'Level',
    date: 'Date',
    sponsor: 'Sponsored By',
  }),
  table('departmental_publications', 'Departmental Publications', {
    title: 'Title',
    type: 'Type',
    year: 'Year',
  }),
  table('student_projects_inhouse', 'Student Projects (In-house)', {
    title: 'Title',
    students: 'Students',
    supervisor: 'Supervisor',
    year: 'Year',
  }),
  table('student_projects_collaborative', 'Student Projects (Collaborative)', {
    title: 'Title',
    students: 'Students',
    partner: 'Partner',
    year: 'Year',
  }),
  table('student_profile', 'Student Profile', {
    programme: 'Programme',
    session: 'Session',
    applications: 'Applications',
    admitted: 'Admitted',
    male: 'Male',
    female: 'Female',
  }),
  table('diversity', 'Diversity', {
    programme: 'Programme',
    session: 'Session',
    same_state: 'From Assam',
    other_states: 'From Other States',
    total: 'Total',
  }),
  table('cleared_exams', 'Cleared Exams', {
    exam: 'Examination',
    students: 'Students',
    year: 'Year',
  }),
  table('progressions', 'Progressions', {
    session: 'Session',
    higher_studies: 'Higher Studies',
    employed: 'Employed',
    total: 'Total',
  }),
] as const;
