import { z } from 'zod';
import { DEPARTMENT_FILE_TYPES, GALLERY_TYPES, STREAMS } from '../codes.ts';
import { DEPARTMENT_PROFILE_TABLES as DESCRIBED_PROFILE_TABLES } from '../../entities/department-profile.ts';
import { Attachment, DeptCode, NumberLike } from './common.ts';

/**
 * The department profile tables, in the order of the 23 headings of SPEC §2 (Home comes first
 * and is not a table), as described in entities/department-profile.ts: each table's columns
 * with their labels, so the web can label them, and those it writes in the page's digits.
 */
export const DEPARTMENT_PROFILE_TABLES = DESCRIBED_PROFILE_TABLES.map((table) => ({
  key: table.name,
  heading: table.label,
  columns: Object.fromEntries(table.cells.map((cell) => [cell.name, cell.label])),
  digits: table.cells.filter((cell) => cell.digits).map((cell) => cell.name),
}));

export type DepartmentProfileTableKey = (typeof DESCRIBED_PROFILE_TABLES)[number]['name'];
const TABLE_KEYS = DESCRIBED_PROFILE_TABLES.map((table) => table.name) as [
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
