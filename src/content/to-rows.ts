import type { AssameseFont } from '../contract/schemas/site.ts';
import { COLLEGE_DEPT_CODE, OFFICE_DEPT_CODE } from '../contract/codes.ts';
import { UPLOADS_VERSION_KEY } from '../db/uploads-version.ts';
import type { NoticesTable } from '../db/schema.ts';
import type { ContentRows } from './content.repository.ts';
import { documentTextRows } from './document-texts.ts';
import type { Variant } from './images.ts';
import type { ContentBundle, TextWithAssamese } from './read-folder.ts';
import { givenIds, rowIds } from './row-ids.ts';
import type { Out } from './schema.ts';
import type { ColumnsOf } from '../entities/field.ts';
import { ADMISSION_FIELDS, ADMISSION_KEY } from '../entities/admission.ts';
import { ALUMNUS_FIELDS } from '../entities/alumni.ts';
import { COLLEGE_FIELDS, COLLEGE_KEY } from '../entities/college.ts';
import { DEPARTMENT_FILE_FIELDS } from '../entities/department-files.ts';
import { COMMITTEE_FIELDS } from '../entities/committees.ts';
import { DEPARTMENT_FIELDS } from '../entities/departments.ts';
import { EMPLOYEE_FIELDS } from '../entities/employees.ts';
import { GALLERY_ALBUM_FIELDS } from '../entities/gallery-albums.ts';
import { GOVERNING_BODY_FIELDS } from '../entities/governing-body.ts';
import { HOLIDAY_FIELDS } from '../entities/holidays.ts';
import { IMPORTANT_FILE_FIELDS } from '../entities/important-files.ts';
import {
  NAAC_CRITERION_FIELDS,
  NAAC_FILE_FIELDS,
  NAAC_GROUP_FIELDS,
  NAAC_METRIC_FIELDS,
} from '../entities/naac.ts';
import { NOTICE_FIELDS } from '../entities/notices.ts';
import { PROFILE_DOCUMENTS, PROFILE_FIELDS, PROFILE_LINKS } from '../entities/profile.ts';
import { SITE_TEXT_FIELDS } from '../entities/site-texts.ts';
import { columnsOf, settingValue } from './described.ts';

type NoticeColumns = ColumnsOf<typeof NOTICE_FIELDS>;

const json = (value: unknown) => JSON.stringify(value);

/** What the import wrote to the uploads folder: its version folder and the images' variants. */
export interface WrittenFiles {
  version: string;
  variants: ReadonlyMap<string, Variant[]>;
  /** The text of the content's PDFs, page by page, by path under files/ (decision 094). */
  documentTexts?: ReadonlyMap<string, readonly { page: number; text: string }[]>;
  /** The Assamese font cut to the content's characters, if it has any (decision 034). */
  assameseFont?: AssameseFont;
  /** The day of import (YYYY-MM-DD), kept with the college's identity (decision 048). */
  importedOn?: string;
}

/**
 * Turns a validated content bundle into table rows. An entry's id is the one it gives, if any
 * (row-ids.ts); the others follow the order of the folder (files by name, entries as written),
 * so importing the same folder twice gives the same database (apart from the name of the
 * uploads version folder).
 */
export function toRows(bundle: ContentBundle, written: WrittenFiles): ContentRows {
  const next = rowIds(givenIds(bundle));
  const notices: ContentRows['notices'] = [];
  const addNotices = (type: string, deptCode: string, entries: Out<'Notices'>) => {
    for (const entry of entries)
      notices.push(noticeRow(next('notices', entry.id), type, deptCode, entry));
  };
  for (const { type, entries } of bundle.notices) addNotices(type, COLLEGE_DEPT_CODE, entries);

  const employees: ContentRows['employees'] = [];
  const addPerson = (...args: Parameters<typeof personRow>) => employees.push(personRow(...args));
  const { home_dept: principalHome, ...principal } = bundle.principal;
  addPerson(principal, OFFICE_DEPT_CODE, 'PRINCIPAL', principalHome, 0);
  bundle.officeStaff.forEach((person, i) =>
    addPerson(person, COLLEGE_DEPT_CODE, 'OFFICE_STAFF', COLLEGE_DEPT_CODE, i),
  );

  const rows: ContentRows = {
    departments: [],
    notices,
    employees,
    governing_body: bundle.governingBody.map((member) =>
      governingBodyRow(next('governing_body'), member),
    ),
    committees: bundle.committees.map(committeeRow),
    iqac_groups: [],
    iqac_subgroups: [],
    iqac_subsubgroups: [],
    iqac_files: [],
    department_files: [],
    alumni: [],
    gallery_albums: [],
    important_files: bundle.importantFiles.map((file) =>
      importantFileRow(next('important_files', file.id), file),
    ),
    holidays: bundle.holidays.map((holiday) => holidayRow(next('holidays'), holiday)),
    images: bundle.files.flatMap((file) =>
      file.image
        ? [
            {
              file: file.path,
              ...file.image,
              variants: json(written.variants.get(file.path) ?? []),
            },
          ]
        : [],
    ),
    document_texts: [...(written.documentTexts ?? [])].flatMap(([file, pages]) =>
      documentTextRows(file, pages),
    ),
    settings: [
      admissionRow(bundle.admission),
      collegeRow(bundle.college, written),
      // The files of this content: the version folder the site serves them from.
      { key: UPLOADS_VERSION_KEY, value: json(written.version) },
    ],
    site_texts: Object.entries(bundle.texts).flatMap(([name, text]) =>
      text ? [siteTextRow(name, text)] : [],
    ),
  };

  for (const group of bundle.iqac.groups) {
    const groupId = next('iqac_groups', group.id);
    rows.iqac_groups.push(naacGroupRow(groupId, group));
    for (const criterion of group.criteria) {
      const subgroupId = next('iqac_subgroups', criterion.id);
      rows.iqac_subgroups.push(naacCriterionRow(subgroupId, groupId, criterion));
      for (const metric of criterion.metrics) {
        const subsubgroupId = next('iqac_subsubgroups', metric.id);
        rows.iqac_subsubgroups.push(naacMetricRow(subsubgroupId, subgroupId, metric));
        for (const file of metric.files) {
          const id = next('iqac_files', file.id);
          rows.iqac_files.push(naacFileRow(id, subsubgroupId, metric.sr_no, file));
        }
      }
    }
  }

  for (const {
    department: d,
    faculty,
    documents,
    notices: deptNotices,
    events,
    alumni,
    gallery,
  } of bundle.departments) {
    rows.departments.push(departmentRow(d));
    faculty.forEach((person, i) => addPerson(person, d.dept_code, 'FACULTY', d.dept_code, i));
    addNotices('DEPT_NOTICE', d.dept_code, deptNotices);
    addNotices('DEPTEVENT', d.dept_code, events);
    for (const [type, entries] of Object.entries(documents)) {
      for (const entry of entries ?? [])
        rows.department_files.push(
          departmentFileRow(next('department_files', entry.id), d.dept_code, type, entry),
        );
    }
    for (const alumnus of alumni)
      rows.alumni.push(alumnusRow(next('alumni'), d.dept_code, alumnus));
    for (const album of gallery)
      rows.gallery_albums.push(
        galleryAlbumRow(next('gallery_albums', album.id), d.dept_code, album),
      );
  }
  return rows;
}

type Row<T extends keyof ContentRows> = ContentRows[T][number];

/** A department's row: where it stands, its page and its profile (entities/departments.ts). */
export function departmentRow(d: Out<'Department'>): Row<'departments'> {
  return {
    dept_code: d.dept_code,
    sort_order: d.order,
    ...(columnsOf(DEPARTMENT_FIELDS, d) as ColumnsOf<typeof DEPARTMENT_FIELDS>),
  };
}

/** One notice or event as its table holds it; the studio writes its notices through this too. */
export function noticeRow(
  id: number,
  type: string,
  deptCode: string,
  entry: Out<'Notices'>[number],
): Row<'notices'> & Pick<NoticesTable, 'title_as' | 'description_as'> {
  return { id, type, dept_code: deptCode, ...(columnsOf(NOTICE_FIELDS, entry) as NoticeColumns) };
}

/**
 * A person file's described keys (the person's columns, the profile's own fields): the rest of
 * its keys are the profile's sections.
 */
const PERSON_DESCRIBED = new Set<string>(
  [...EMPLOYEE_FIELDS, ...PROFILE_FIELDS, ...PROFILE_DOCUMENTS].map((field) => field.name),
);

/** One person (principal, office staff, faculty) with the profile sections as JSON. */
export function personRow(
  person: Out<'Person'>,
  deptCode: string,
  type: string,
  homeDept: string,
  order: number,
): Row<'employees'> {
  const { id, links, quarterly_reports, ...rest } = person;
  const sections = Object.fromEntries(
    Object.entries(rest).filter(([key]) => !PERSON_DESCRIBED.has(key)),
  );
  return {
    id,
    dept_code: deptCode,
    type,
    sort_order: order,
    ...(columnsOf(EMPLOYEE_FIELDS, person) as ColumnsOf<typeof EMPLOYEE_FIELDS>),
    home_dept_code: homeDept,
    profile: json({
      ...settingValue(columnsOf(PROFILE_FIELDS, person)),
      ...sections,
      others: settingValue(columnsOf(PROFILE_LINKS, links)),
      ...columnsOf(PROFILE_DOCUMENTS, person),
      qr_list: quarterly_reports.map(withQuarter),
    }),
  };
}

export function governingBodyRow(
  id: number,
  member: Out<'GoverningBody'>[number],
): Row<'governing_body'> {
  return {
    id,
    ...(columnsOf(GOVERNING_BODY_FIELDS, member) as ColumnsOf<typeof GOVERNING_BODY_FIELDS>),
  };
}

export function alumnusRow(
  id: number,
  deptCode: string,
  alumnus: Out<'Alumni'>[number],
): Row<'alumni'> {
  return {
    id,
    dept_code: deptCode,
    ...(columnsOf(ALUMNUS_FIELDS, alumnus) as ColumnsOf<typeof ALUMNUS_FIELDS>),
  };
}

/** A department's document; the studio writes its documents through this too. */
export function departmentFileRow(
  id: number,
  deptCode: string,
  type: string,
  entry: NonNullable<Out<'DepartmentDocuments'>[keyof Out<'DepartmentDocuments'>]>[number],
): Row<'department_files'> {
  return {
    id,
    dept_code: deptCode,
    type,
    ...(columnsOf(DEPARTMENT_FILE_FIELDS, entry) as ColumnsOf<typeof DEPARTMENT_FILE_FIELDS>),
  };
}

/** A department's album: the only gallery SPEC §7 names is the department's. */
export function galleryAlbumRow(
  id: number,
  deptCode: string,
  album: Out<'Gallery'>[number],
): Row<'gallery_albums'> {
  return {
    id,
    dept_code: deptCode,
    type: 'DEPARTMENT',
    ...(columnsOf(GALLERY_ALBUM_FIELDS, album) as ColumnsOf<typeof GALLERY_ALBUM_FIELDS>),
  };
}

export function committeeRow(
  committee: Out<'Committees'>[number],
  order: number,
): Row<'committees'> {
  return {
    code: committee.code,
    sort_order: order,
    ...(columnsOf(COMMITTEE_FIELDS, committee) as ColumnsOf<typeof COMMITTEE_FIELDS>),
  };
}

export function importantFileRow(
  id: number,
  file: Out<'ImportantFiles'>[number],
): Row<'important_files'> {
  return {
    id,
    ...(columnsOf(IMPORTANT_FILE_FIELDS, file) as ColumnsOf<typeof IMPORTANT_FILE_FIELDS>),
  };
}

export function holidayRow(id: number, holiday: Out<'Holidays'>[number]): Row<'holidays'> {
  return { id, ...(columnsOf(HOLIDAY_FIELDS, holiday) as ColumnsOf<typeof HOLIDAY_FIELDS>) };
}

type NaacGroup = Out<'Iqac'>['groups'][number];
type NaacCriterion = NaacGroup['criteria'][number];
type NaacMetric = NaacCriterion['metrics'][number];

/** A NAAC group's row (entities/naac.ts). */
export const naacGroupRow = (id: number, group: NaacGroup): Row<'iqac_groups'> => ({
  id,
  ...(columnsOf(NAAC_GROUP_FIELDS, group) as ColumnsOf<typeof NAAC_GROUP_FIELDS>),
});

/** A criterion's row: its group, its kind of metrics, its fields. */
export const naacCriterionRow = (
  id: number,
  groupId: number,
  criterion: NaacCriterion,
): Row<'iqac_subgroups'> => ({
  id,
  group_id: groupId,
  type: criterion.type,
  ...(columnsOf(NAAC_CRITERION_FIELDS, criterion) as ColumnsOf<typeof NAAC_CRITERION_FIELDS>),
});

export const naacMetricRow = (
  id: number,
  criterionId: number,
  metric: NaacMetric,
): Row<'iqac_subsubgroups'> => ({
  id,
  subgroup_id: criterionId,
  ...(columnsOf(NAAC_METRIC_FIELDS, metric) as ColumnsOf<typeof NAAC_METRIC_FIELDS>),
});

/** A metric's file: a number left out of the folder is its metric's. */
export const naacFileRow = (
  id: number,
  metricId: number,
  metricSrNo: string,
  file: NaacMetric['files'][number],
): Row<'iqac_files'> => ({
  id,
  subsubgroup_id: metricId,
  ...(columnsOf(NAAC_FILE_FIELDS, { ...file, sr_no: file.sr_no ?? metricSrNo }) as ColumnsOf<
    typeof NAAC_FILE_FIELDS
  >),
});

/** A text of the college's own, with its Assamese if the folder has it (entities/site-texts.ts). */
export const siteTextRow = (name: string, text: TextWithAssamese): Row<'site_texts'> => ({
  name,
  ...(columnsOf(SITE_TEXT_FIELDS, text) as ColumnsOf<typeof SITE_TEXT_FIELDS>),
});

/** The admission settings row: its described value as JSON (entities/admission.ts). */
export const admissionRow = (admission: Out<'Admission'>): Row<'settings'> => ({
  key: ADMISSION_KEY,
  value: json(settingValue(columnsOf(ADMISSION_FIELDS, admission))),
});

/**
 * The college's identity (entities/college.ts): its described fields, then the two keys the
 * importer makes, which no folder writes and so no description holds (decision 119): the
 * Assamese font cut to this content's characters and the day of this import.
 */
export const collegeRow = (
  college: Out<'College'>,
  written: Pick<WrittenFiles, 'assameseFont' | 'importedOn'>,
): Row<'settings'> => ({
  key: COLLEGE_KEY,
  value: json({
    ...settingValue(columnsOf(COLLEGE_FIELDS, college)),
    ...(written.assameseFont ? { assamese_font: written.assameseFont } : {}),
    ...(written.importedOn ? { imported_on: written.importedOn } : {}),
  }),
});

/** Rows of a quarterly report carry its quarter, as the contract's rows do. */
function withQuarter(report: Out<'Person'>['quarterly_reports'][number]) {
  const stamp = <T extends { quarter?: string }>(row: T) => ({
    ...row,
    quarter: row.quarter ?? report.quarter,
  });
  return {
    ...report,
    courses_covered: report.courses_covered.map(stamp),
    student_activities: report.student_activities.map(stamp),
  };
}
