import { z } from 'zod';
import { DEPARTMENT_FILE_TYPES, GALLERY_TYPES, STREAMS } from '../codes.ts';
import { Attachment, DeptCode, NumberLike } from './common.ts';

/**
 * The department profile tables, in the order of the 23 headings of SPEC §2 (Home comes first
 * and is not a table). Columns are listed so the web can label them.
 */
export const DEPARTMENT_PROFILE_TABLES = [
  {
    key: 'programmes_offered',
    heading: 'Programmes Offered',
    columns: { programme: 'Programme', level: 'Level', duration: 'Duration', intake: 'Intake' },
  },
  {
    key: 'collaboration_courses',
    heading: 'Collaboration Courses',
    columns: { course: 'Course', partner: 'Collaborating Institution', year: 'Year' },
  },
  {
    key: 'teaching_posts',
    heading: 'Teaching Posts',
    columns: { designation: 'Designation', sanctioned: 'Sanctioned', filled: 'Filled' },
  },
  {
    key: 'student_teacher_ratio',
    heading: 'Student-Teacher Ratio',
    columns: { session: 'Session', students: 'Students', teachers: 'Teachers', ratio: 'Ratio' },
  },
  {
    key: 'technical_staff',
    heading: 'Technical Support Staff',
    columns: { name: 'Name', designation: 'Designation', qualification: 'Qualification' },
  },
  {
    key: 'non_technical_staff',
    heading: 'Non-Technical Support Staff',
    columns: { name: 'Name', designation: 'Designation', qualification: 'Qualification' },
  },
  {
    key: 'research_projects',
    heading: 'Ongoing and Completed Research Projects',
    columns: {
      title: 'Title',
      investigator: 'Investigator',
      agency: 'Funding Agency',
      amount: 'Amount (Lakh)',
      status: 'Status',
    },
  },
  {
    key: 'collaborative_projects',
    heading: 'Collaborative Projects',
    columns: { title: 'Title', collaborator: 'Collaborator', duration: 'Duration' },
  },
  {
    key: 'research_publications',
    heading: 'Research Publications',
    columns: { authors: 'Authors', title: 'Title', journal: 'Journal', year: 'Year' },
  },
  {
    key: 'book_chapters',
    heading: 'Chapters in Books',
    columns: {
      authors: 'Authors',
      chapter: 'Chapter',
      book: 'Book',
      publisher: 'Publisher',
      year: 'Year',
    },
  },
  {
    key: 'faculty_visits',
    heading: 'Faculty Selected to Visit Institutions',
    columns: { faculty: 'Faculty', institution: 'Institution', purpose: 'Purpose', year: 'Year' },
  },
  {
    key: 'faculty_serving',
    heading: 'Faculty Serving',
    columns: { faculty: 'Faculty', body: 'Body', capacity: 'Capacity' },
  },
  {
    key: 'faculty_improvement',
    heading: 'Faculty Improvement Programs',
    columns: {
      faculty: 'Faculty',
      programme: 'Programme',
      institution: 'Institution',
      year: 'Year',
    },
  },
  {
    key: 'awards',
    heading: 'Awards',
    columns: { recipient: 'Recipient', award: 'Award', agency: 'Awarded By', year: 'Year' },
  },
  {
    key: 'seminars_organised',
    heading: 'Seminars Organised',
    columns: { title: 'Title', level: 'Level', date: 'Date', sponsor: 'Sponsored By' },
  },
  {
    key: 'departmental_publications',
    heading: 'Departmental Publications',
    columns: { title: 'Title', type: 'Type', year: 'Year' },
  },
  {
    key: 'student_projects_inhouse',
    heading: 'Student Projects (In-house)',
    columns: { title: 'Title', students: 'Students', supervisor: 'Supervisor', year: 'Year' },
  },
  {
    key: 'student_projects_collaborative',
    heading: 'Student Projects (Collaborative)',
    columns: { title: 'Title', students: 'Students', partner: 'Partner', year: 'Year' },
  },
  {
    key: 'student_profile',
    heading: 'Student Profile',
    columns: {
      programme: 'Programme',
      session: 'Session',
      applications: 'Applications',
      admitted: 'Admitted',
      male: 'Male',
      female: 'Female',
    },
  },
  {
    key: 'diversity',
    heading: 'Diversity',
    columns: {
      programme: 'Programme',
      session: 'Session',
      same_state: 'From Assam',
      other_states: 'From Other States',
      total: 'Total',
    },
  },
  {
    key: 'cleared_exams',
    heading: 'Cleared Exams',
    columns: { exam: 'Examination', students: 'Students', year: 'Year' },
  },
  {
    key: 'progressions',
    heading: 'Progressions',
    columns: {
      session: 'Session',
      higher_studies: 'Higher Studies',
      employed: 'Employed',
      total: 'Total',
    },
  },
] as const;

export type DepartmentProfileTableKey = (typeof DEPARTMENT_PROFILE_TABLES)[number]['key'];
const TABLE_KEYS = DEPARTMENT_PROFILE_TABLES.map((table) => table.key) as [
  DepartmentProfileTableKey,
  ...DepartmentProfileTableKey[],
];

export const ProfileTableRow = z.record(z.string(), NumberLike);
export const DepartmentProfile = z.partialRecord(z.enum(TABLE_KEYS), z.array(ProfileTableRow));

export const Stream = z.enum(STREAMS);

/** GET /getdepartments item. */
export const DepartmentSummary = z.object({
  dept_code: z.string(),
  dept_name: z.string(),
  dept_name_as: z.string().default(''),
  stream: Stream,
  /** Address of the banner image, '' when none. */
  banner: z.string().default(''),
});
export type DepartmentSummary = z.infer<typeof DepartmentSummary>;

/** POST /getdeptdata answer (SPEC §3 Department). HTML fields are shown as provided, sanitized. */
export const Department = DepartmentSummary.extend({
  department_about: z.string().default(''),
  /** The about text (HTML) in Assamese, when the content gives it (ours). */
  department_about_as: z.string().optional(),
  vision: z.string().default(''),
  courses: z.string().default(''),
  contact_details: z.string().default(''),
  online_classes: z.string().default(''),
  activity: z.string().default(''),
  gallery: z.string().default(''),
  facilities: z
    .array(z.object({ title: z.string(), description: z.string().default('') }))
    .default([]),
  estd: NumberLike.optional(),
  examination_system: z.string().default(''),
  profile: DepartmentProfile.default({}),
});
export type Department = z.infer<typeof Department>;

export const DeptDataRequest = z.object({ dept_code: DeptCode });

export const DepartmentFileType = z.enum(DEPARTMENT_FILE_TYPES);
export const DepartmentFileRequest = z.object({ dept_code: DeptCode, type: DepartmentFileType });

/** Syllabus, journal, achievement and CO/PO files of a department. */
export const DepartmentFile = z.object({
  id: z.number().int(),
  title: z.string(),
  /** HTML */
  description: z.string().default(''),
  date: z.string().optional(),
  upload_info: z.array(Attachment).default([]),
});
export type DepartmentFile = z.infer<typeof DepartmentFile>;

export const AlumniRequest = z.object({ dept_code: DeptCode });
export const Alumnus = z.object({
  name: z.string(),
  batch: z.string(),
  current_profession: z.string().default(''),
  qualification: z.string().default(''),
  email: z.string().default(''),
  phone: z.string().default(''),
});
export type Alumnus = z.infer<typeof Alumnus>;

export const GalleryRequest = z.object({ dept: DeptCode, type: z.enum(GALLERY_TYPES) });
export const GalleryAlbum = z.object({
  id: z.number().int(),
  caption: z.string(),
  upload_info: z.array(Attachment).default([]),
});
export type GalleryAlbum = z.infer<typeof GalleryAlbum>;
