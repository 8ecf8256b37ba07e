import { fileAddress } from '../contract/file-address.ts';
import type { Attachment } from '../contract/schemas/common.ts';
import type { HolidayAnswer, Notice } from '../contract/schemas/notices.ts';
import type { SiteCollege } from '../contract/schemas/site.ts';
import { COLLEGE_FIELDS } from '../entities/college.ts';
import type { Field } from '../entities/field.ts';
import { HOLIDAY_FIELDS } from '../entities/holidays.ts';
import { NOTICE_FIELDS } from '../entities/notices.ts';
import { dateParts } from '../lib/dates.ts';
import type { AdmissionSettings, Committee, ImportantFile } from '../contract/schemas/college.ts';
import type {
  Alumnus,
  Department,
  DepartmentFile,
  DepartmentSummary,
  GalleryAlbum,
} from '../contract/schemas/departments.ts';
import type { Employee, GoverningBodyMember } from '../contract/schemas/employees.ts';
import type {
  AlumniTable,
  CommitteesTable,
  DepartmentFilesTable,
  DepartmentsTable,
  EmployeesTable,
  GalleryAlbumsTable,
  GoverningBodyTable,
  HolidaysTable,
  ImportantFilesTable,
  IqacFilesTable,
  IqacGroupsTable,
  IqacSubgroupsTable,
  IqacSubSubgroupsTable,
  NoticesTable,
  SiteTextsTable,
} from '../db/schema.ts';
import type { SiteText } from '../contract/schemas/site.ts';
import { SITE_TEXT_FIELDS } from '../entities/site-texts.ts';
import type {
  IqacFileGroupItem,
  IqacGroup,
  IqacSubgroup,
  IqacSubSubgroup,
} from '../contract/schemas/iqac.ts';
import {
  NAAC_CRITERION_FIELDS,
  NAAC_FILE_FIELDS,
  NAAC_GROUP_FIELDS,
  NAAC_METRIC_FIELDS,
} from '../entities/naac.ts';
import { ADMISSION_FIELDS } from '../entities/admission.ts';
import { ALUMNUS_FIELDS } from '../entities/alumni.ts';
import { COMMITTEE_FIELDS } from '../entities/committees.ts';
import { DEPARTMENT_FILE_FIELDS } from '../entities/department-files.ts';
import { DEPARTMENT_FIELDS, DEPARTMENT_IDENTITY } from '../entities/departments.ts';
import { EMPLOYEE_FIELDS } from '../entities/employees.ts';
import { GALLERY_ALBUM_FIELDS } from '../entities/gallery-albums.ts';
import { GOVERNING_BODY_FIELDS } from '../entities/governing-body.ts';
import { IMPORTANT_FILE_FIELDS } from '../entities/important-files.ts';

/** Reads a JSON column; the importer wrote it, so a parse failure is a bug worth a 500. */
export function fromJson<T>(text: string | null, fallback: T): T {
  return text ? (JSON.parse(text) as T) : fallback;
}

/** Attachments, each with its public address in url. */
export function withUrls(attachments: Attachment[], uploadsUrl: string): Attachment[] {
  return attachments.map((attachment) => ({
    ...attachment,
    url: fileAddress(attachment, uploadsUrl),
  }));
}

/** Attachments of a JSON column, each with its public address in url. */
export function attachmentsOf(text: string | null, uploadsUrl: string): Attachment[] {
  return withUrls(fromJson<Attachment[]>(text, []), uploadsUrl);
}

/**
 * A row's fields as its description answers them (decision 082): SPEC's under their keys, ours
 * only when they hold something, so an answer without them is SPEC's as it was.
 */
export function answerOf(
  fields: readonly Field[],
  row: object,
  uploadsUrl: string,
): Record<string, unknown> {
  const columns = row as Record<string, unknown>;
  return Object.fromEntries(
    fields.flatMap((field) => {
      if (field.answer === null) return [];
      if (field.kind === 'portrait')
        return portraitAnswer(field.answer, columns[field.column], uploadsUrl);
      const value = answerValue(field, columns[field.column], uploadsUrl);
      const given = value !== undefined && value !== null && value !== '';
      return field.extension && !given ? [] : [[field.answer, value]];
    }),
  );
}

/** SPEC's list of the photograph's addresses, and ours: the words of the first, if any. */
function portraitAnswer(key: string, column: unknown, uploadsUrl: string): [string, unknown][] {
  const photos = attachmentsOf(column as string | null, uploadsUrl);
  const alt = photos[0]?.alt;
  return [
    [key, photos.map((photo) => photo.url ?? '')],
    ...(alt ? [[`${key}_alt`, alt] as [string, string]] : []),
  ];
}

function answerValue(field: Field, column: unknown, uploadsUrl: string): unknown {
  const text = column as string | null;
  switch (field.kind) {
    case 'flag':
      return column === 1;
    case 'attachments':
    case 'photos':
      return attachmentsOf(text, uploadsUrl);
    case 'photo':
      return text ? withUrls([JSON.parse(text) as Attachment], uploadsUrl)[0] : undefined;
    case 'document':
      // Inside a JSON value: the list of one as it is kept, with its address.
      return withUrls((column as Attachment[] | undefined) ?? [], uploadsUrl);
    case 'date':
    case 'year':
      // SPEC's optional date (a department's document) or year is left out, never null.
      return column ?? undefined;
    case 'image':
      return text ? fileAddress(JSON.parse(text) as Attachment, uploadsUrl) : '';
    case 'rows':
      // Stored under the cells' columns, which are the answer's keys.
      return fromJson(text, []);
    case 'tables':
      // Each table under its column, its rows as they are stored.
      return fromJson(text, {});
    case 'codes':
      return fromJson<string[]>(text, []);
    case 'object':
      // Inside a JSON value: its fields under their columns, answered as they are.
      return column ? answerOf(field.fields, column, uploadsUrl) : undefined;
    default:
      return column;
  }
}

export function noticeAnswer(row: NoticesTable, uploadsUrl: string): Notice {
  // SPEC's order: the day's parts follow its date.
  const { title, description, date, ...rest } = answerOf(NOTICE_FIELDS, row, uploadsUrl);
  return { id: row.id, title, description, date, ...dateParts(row.date), ...rest } as Notice;
}

/** The holiday of GET /checkiftodayisholiday. */
export const holidayAnswer = (row: HolidaysTable, uploadsUrl: string) =>
  answerOf(HOLIDAY_FIELDS, row, uploadsUrl) as NonNullable<HolidayAnswer['data']>;

/**
 * The Assamese fields of a row that has them (decision 060): only those given, so an answer
 * without Assamese is what it was before they existed.
 */
export function assameseOf<K extends `${string}_as`>(row: { [key in K]?: string | null }): {
  [key in K]?: string;
} {
  return Object.fromEntries(
    Object.entries(row).filter(([key, value]) => key.endsWith('_as') && Boolean(value)),
  ) as { [key in K]?: string };
}

/** A person in a list (POST /getemployeebytype): the first photograph with its alt text. */
export function employeeAnswer(row: EmployeesTable, uploadsUrl: string): Employee {
  return {
    id: row.id,
    ...answerOf(EMPLOYEE_FIELDS, row, uploadsUrl),
    dept_code: row.home_dept_code,
  } as Employee;
}

/** A member of the governing body (GET /getGbMembers). */
export const governingBodyAnswer = (row: GoverningBodyTable) =>
  answerOf(GOVERNING_BODY_FIELDS, row, '') as GoverningBodyMember;

/** An alumnus of a department (POST /getAlumniByDept). */
export const alumnusAnswer = (row: AlumniTable) => answerOf(ALUMNUS_FIELDS, row, '') as Alumnus;

const isIdentity = (field: Field) =>
  (DEPARTMENT_IDENTITY as readonly string[]).includes(field.name);
/** A department's identity and its banner, as described (decision 114): its summary's fields. */
const SUMMARY_FIELDS = DEPARTMENT_FIELDS.filter(
  (field) => isIdentity(field) || field.name === 'banner',
);
/** The rest of its page, after the summary. */
const PAGE_FIELDS = DEPARTMENT_FIELDS.filter((field) => !isIdentity(field));

/** A department in the list (GET /getDepartments): where it stands, and its banner's address. */
export function departmentSummary(
  row: Pick<DepartmentsTable, 'dept_code' | 'dept_name' | 'dept_name_as' | 'stream' | 'banner'>,
  uploadsUrl: string,
): DepartmentSummary {
  return {
    dept_code: row.dept_code,
    ...(answerOf(SUMMARY_FIELDS, row, uploadsUrl) as Omit<DepartmentSummary, 'dept_code'>),
  };
}

/** A department's page (POST /getDeptData): its summary, its texts, its profile's tables. */
export function departmentAnswer(row: DepartmentsTable, uploadsUrl: string): Department {
  // SPEC's order, the description's: the facilities before the figures, the profile last.
  const { banner: _banner, ...page } = answerOf(PAGE_FIELDS, row, uploadsUrl);
  return { ...departmentSummary(row, uploadsUrl), ...page } as unknown as Department;
}

/** A committee's page (POST /getCommitteeByCode). */
export const committeeAnswer = (row: CommitteesTable, uploadsUrl: string) =>
  ({ committee_code: row.code, ...answerOf(COMMITTEE_FIELDS, row, uploadsUrl) }) as Committee;

/** A department's document (POST /getDepartmentFileByType). */
export const departmentFileAnswer = (row: DepartmentFilesTable, uploadsUrl: string) =>
  ({ id: row.id, ...answerOf(DEPARTMENT_FILE_FIELDS, row, uploadsUrl) }) as DepartmentFile;

/** A department's album (POST /getGallery). */
export const galleryAlbumAnswer = (row: GalleryAlbumsTable, uploadsUrl: string) =>
  ({ id: row.id, ...answerOf(GALLERY_ALBUM_FIELDS, row, uploadsUrl) }) as GalleryAlbum;

/** The admission button's setting (GET /settings/admissionSettings.json); without one, hidden. */
export const admissionAnswer = (value: string | null) =>
  answerOf(ADMISSION_FIELDS, fromJson(value, { status: 0, session: '' }), '') as AdmissionSettings;

/**
 * The college's identity (our GET /site/college): its described fields as stored, its files as
 * their attachments (the pages make their addresses), then the two keys the importer adds
 * (entities/college.ts: not described), when it has.
 */
export function collegeAnswer(value: string): SiteCollege {
  const stored = fromJson<Record<string, unknown>>(value, {});
  const { assamese_font, imported_on } = stored;
  // A field left out of the value (the hero) is left out of the answer, not answered undefined.
  const described = Object.entries(answerOf(COLLEGE_FIELDS, stored, ''));
  return {
    ...Object.fromEntries(described.filter(([, value]) => value !== undefined)),
    ...(assamese_font === undefined ? {} : { assamese_font }),
    ...(imported_on === undefined ? {} : { imported_on }),
  } as SiteCollege;
}

/** A NAAC group (GET /getgroup). */
export const naacGroupAnswer = (row: IqacGroupsTable) =>
  ({ id: row.id, ...answerOf(NAAC_GROUP_FIELDS, row, '') }) as IqacGroup;

/** A NAAC criterion (POST /getSubgroupByGroupIdAndType). */
export const naacCriterionAnswer = (row: IqacSubgroupsTable) =>
  ({ id: row.id, ...answerOf(NAAC_CRITERION_FIELDS, row, '') }) as IqacSubgroup;

/** A NAAC metric (POST /getSubSubgroupBySubgroupId). */
export const naacMetricAnswer = (row: IqacSubSubgroupsTable) =>
  ({ id: row.id, ...answerOf(NAAC_METRIC_FIELDS, row, '') }) as IqacSubSubgroup;

/** A metric's file (POST /getFileGroupBySubSubgroupId). */
export const naacFileAnswer = (row: IqacFilesTable, uploadsUrl: string) =>
  ({ id: row.id, ...answerOf(NAAC_FILE_FIELDS, row, uploadsUrl) }) as IqacFileGroupItem;

/** A text of the college's own (our POST /site/text): its title, date and Assamese only if given. */
export const siteTextAnswer = (row: Omit<SiteTextsTable, 'name'>) =>
  answerOf(SITE_TEXT_FIELDS, row, '') as SiteText;

/** An important file (GET /getImportantFiles). */
export const importantFileAnswer = (row: ImportantFilesTable, uploadsUrl: string) =>
  ({ id: row.id, ...answerOf(IMPORTANT_FILE_FIELDS, row, uploadsUrl) }) as ImportantFile;
