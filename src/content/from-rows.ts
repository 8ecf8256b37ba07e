import { stringify } from 'yaml';
import { COLLEGE_DEPT_CODE, OFFICE_DEPT_CODE } from '../contract/codes.ts';
import { CONTENT_VERSION_KEY } from '../db/content-version.ts';
import { UPLOADS_VERSION_KEY } from '../db/uploads-version.ts';
import { parseJson, type ExportContext } from './export-values.ts';
import { addDepartments, noticeEntries } from './from-rows-departments.ts';
import { personFile } from './from-rows-people.ts';
import type { StoredRows } from './read-rows.ts';
import { ADMISSION_FIELDS, ADMISSION_KEY } from '../entities/admission.ts';
import { COLLEGE_FIELDS, COLLEGE_KEY } from '../entities/college.ts';
import type { Field } from '../entities/field.ts';
import { COMMITTEE_FIELDS } from '../entities/committees.ts';
import { GOVERNING_BODY_FIELDS } from '../entities/governing-body.ts';
import { HOLIDAY_FIELDS } from '../entities/holidays.ts';
import { IMPORTANT_FILE_FIELDS } from '../entities/important-files.ts';
import { SITE_TEXT_ENGLISH } from '../entities/site-texts.ts';
import {
  NAAC_CRITERION_FIELDS,
  NAAC_FILE_FIELDS,
  NAAC_GROUP_FIELDS,
  NAAC_METRIC_FIELDS,
} from '../entities/naac.ts';
import { entryOf } from './described.ts';
import { COLLEGE_NOTICE_FILE_TYPES, OPTIONAL_TEXT_NAMES, TEXT_NAMES } from './schema.ts';

/** A content folder in memory: data files (written as YAML) and texts (Markdown). */
export interface ExportedFolder {
  data: Map<string, unknown>;
  texts: Map<string, string>;
  /** Entries written, by kind ('notices', 'people' …), for the command's summary. */
  counts: Record<string, number>;
  count(kind: string, n: number): void;
  /** Sets a data file unless it would hold nothing (the importer reads a missing one as empty). */
  setUnlessEmpty(path: string, value: unknown[] | Record<string, unknown>): void;
}

/** Settings the import derives (decision 018, 034): never written back. */
const DERIVED_SETTINGS = new Set([UPLOADS_VERSION_KEY, CONTENT_VERSION_KEY]);

/**
 * Turns the stored content back into the content folder the importer reads
 * (docs/content-folder.md): the inverse of to-rows.ts. Rows in key order become entries in file order;
 * entries whose id reaches an address or an API answer (row-ids.ts) carry it, the others are
 * numbered by that order again. What the folder cannot say is reported through ctx.warn, never
 * dropped silently.
 */
export function fromRows(rows: StoredRows, ctx: ExportContext): ExportedFolder {
  const out = emptyFolder();
  addSettings(rows, ctx, out);
  addTexts(rows, ctx, out);
  addCollegeNotices(rows, ctx, out);
  addCollegeLists(rows, ctx, out);
  addAdministration(rows, ctx, out);
  addDepartments(rows, ctx, out);
  reportLeftOver(rows, ctx);
  return out;
}

function emptyFolder(): ExportedFolder {
  const folder: ExportedFolder = {
    data: new Map(),
    texts: new Map(),
    counts: {},
    count: (kind, n) => {
      folder.counts[kind] = (folder.counts[kind] ?? 0) + n;
    },
    setUnlessEmpty: (path, value) => {
      if (Object.keys(value).length > 0) folder.data.set(path, value);
    },
  };
  return folder;
}

function addSettings(rows: StoredRows, ctx: ExportContext, out: ExportedFolder) {
  for (const { key, value } of rows.settings) {
    if (key === ADMISSION_KEY) {
      const admission = parseJson<object>(ctx, value, {}, 'settings › admission');
      out.data.set(
        'admission.yaml',
        entryOf(ADMISSION_FIELDS, admission, ctx, 'admission.yaml', ''),
      );
    } else if (key === COLLEGE_KEY) {
      const college = parseJson<object>(ctx, value, {}, 'settings › college');
      out.data.set('college.yaml', collegeFile(college, ctx));
    } else if (!DERIVED_SETTINGS.has(key)) {
      ctx.warn(`settings › ${key}`, 'is not part of a content folder; left out');
    }
  }
}

/**
 * college.yaml writes the fields that name a file after the others, as it always has; the
 * Assamese font and the day of import, the importer's (entities/college.ts), are left out.
 */
const namesAFile = (field: Field): boolean =>
  field.kind === 'file' || field.fields.some(namesAFile);
const COLLEGE_FILE_ORDER = [
  ...COLLEGE_FIELDS.filter((field) => !namesAFile(field)),
  ...COLLEGE_FIELDS.filter(namesAFile),
];

/** college.yaml from the college's stored identity (entities/college.ts). */
export const collegeFile = (college: object, ctx: ExportContext): Record<string, unknown> =>
  entryOf(COLLEGE_FILE_ORDER, college, ctx, 'college.yaml', '');

const FRONT_MATTER = SITE_TEXT_ENGLISH.filter((field) => field.name !== 'body');

function addTexts(rows: StoredRows, ctx: ExportContext, out: ExportedFolder) {
  const known = new Set<string>([...TEXT_NAMES, ...OPTIONAL_TEXT_NAMES]);
  for (const text of rows.site_texts) {
    const file = `texts/${text.name}.md`;
    if (!known.has(text.name)) {
      ctx.warn(file, `'${text.name}' is not a text of the content folder; left out`);
      continue;
    }
    // The front matter: the English fields but the body, which is the file's Markdown.
    const fields = entryOf(FRONT_MATTER, text, ctx, file, '');
    const front = Object.entries(fields).filter(([, value]) => value !== undefined);
    const body = ctx.markdown(text.body, file);
    // A body that begins with --- would be read as front matter: an empty one goes first.
    const head =
      front.length > 0 || body.startsWith('---')
        ? `---\n${front.length ? stringify(Object.fromEntries(front)) : '\n'}---\n`
        : '';
    out.texts.set(file, `${head}${body}\n`);
    out.count('texts', 1);
    if (text.body_as) out.texts.set(`texts/${text.name}.as.md`, assameseText(ctx, text));
  }
}

/** texts/{name}.as.md: the Assamese body, under its Assamese title if it has one. */
function assameseText(ctx: ExportContext, text: StoredRows['site_texts'][number]): string {
  const file = `texts/${text.name}.as.md`;
  const body = ctx.markdown(text.body_as ?? '', file);
  const head =
    text.title_as || body.startsWith('---')
      ? `---\n${text.title_as ? stringify({ title: text.title_as }) : '\n'}---\n`
      : '';
  return `${head}${body}\n`;
}

function addCollegeNotices(rows: StoredRows, ctx: ExportContext, out: ExportedFolder) {
  for (const type of [...COLLEGE_NOTICE_FILE_TYPES].sort()) {
    const entries = rows.notices.filter(
      (notice) => notice.type === type && notice.dept_code === COLLEGE_DEPT_CODE,
    );
    const file = `notices/${type}.yaml`;
    out.setUnlessEmpty(file, noticeEntries(ctx, entries, file));
    out.count('notices', entries.length);
  }
}

/** The college's lists: holidays, committees, IQAC, important files, governing body. */
function addCollegeLists(rows: StoredRows, ctx: ExportContext, out: ExportedFolder) {
  out.setUnlessEmpty(
    'holidays.yaml',
    rows.holidays.map((holiday) =>
      entryOf(HOLIDAY_FIELDS, holiday, ctx, 'holidays.yaml', holiday.title),
    ),
  );
  out.setUnlessEmpty(
    'committees.yaml',
    rows.committees.map((committee) => ({
      code: committee.code,
      ...entryOf(COMMITTEE_FIELDS, committee, ctx, 'committees.yaml', committee.code),
    })),
  );
  out.setUnlessEmpty(
    'important-files.yaml',
    rows.important_files.map((file) => ({
      id: file.id,
      ...entryOf(IMPORTANT_FILE_FIELDS, file, ctx, 'important-files.yaml', file.title),
    })),
  );
  out.setUnlessEmpty(
    'administration/governing-body.yaml',
    rows.governing_body.map((member) =>
      entryOf(
        GOVERNING_BODY_FIELDS,
        member,
        ctx,
        'administration/governing-body.yaml',
        member.name,
      ),
    ),
  );
  addIqac(rows, ctx, out);
  out.count('holidays', rows.holidays.length);
  out.count('committees', rows.committees.length);
  out.count('important files', rows.important_files.length);
  out.count('governing body', rows.governing_body.length);
}

function addIqac(rows: StoredRows, ctx: ExportContext, out: ExportedFolder) {
  const where = 'iqac.yaml';
  const groups = rows.iqac_groups.map((group) => ({
    id: group.id,
    ...entryOf(NAAC_GROUP_FIELDS, group, ctx, where, group.name),
    criteria: rows.iqac_subgroups
      .filter((criterion) => criterion.group_id === group.id)
      .map((criterion) => ({
        id: criterion.id,
        type: criterion.type,
        ...entryOf(NAAC_CRITERION_FIELDS, criterion, ctx, where, criterion.criterion),
        metrics: rows.iqac_subsubgroups
          .filter((metric) => metric.subgroup_id === criterion.id)
          .map((metric) => ({
            id: metric.id,
            ...entryOf(NAAC_METRIC_FIELDS, metric, ctx, where, metric.sr_no),
            files: rows.iqac_files
              .filter((file) => file.subsubgroup_id === metric.id)
              .map((file) => ({
                id: file.id,
                ...entryOf(NAAC_FILE_FIELDS, file, ctx, where, file.title),
              })),
          })),
      })),
  }));
  if (groups.length) out.data.set(where, { groups });
  out.count('IQAC files', rows.iqac_files.length);
}

function addAdministration(rows: StoredRows, ctx: ExportContext, out: ExportedFolder) {
  const principals = rows.employees.filter(
    (e) => e.dept_code === OFFICE_DEPT_CODE && e.type === 'PRINCIPAL',
  );
  if (principals.length > 1)
    ctx.warn('administration/principal.yaml', `${principals.length} principals; the first kept`);
  const principal = principals[0];
  if (principal) {
    const file = 'administration/principal.yaml';
    out.data.set(file, {
      ...personFile(ctx, principal, file),
      home_dept: principal.home_dept_code,
    });
  }
  const staff = rows.employees.filter(
    (e) => e.dept_code === COLLEGE_DEPT_CODE && e.type === 'OFFICE_STAFF',
  );
  const file = 'administration/office-staff.yaml';
  out.setUnlessEmpty(
    file,
    staff.map((person) => {
      if (person.home_dept_code !== COLLEGE_DEPT_CODE)
        ctx.warn(file, `${person.name}: home department ${person.home_dept_code} becomes TNC`);
      return personFile(ctx, person, `${file} › ${person.name}`);
    }),
  );
  out.count('people', (principal ? 1 : 0) + staff.length);
}

/** Rows no file of the folder holds: they would be lost by an export, so each is named. */
function reportLeftOver(rows: StoredRows, ctx: ExportContext) {
  const departments = new Set(rows.departments.map((d) => d.dept_code));
  const collegeTypes = new Set<string>(COLLEGE_NOTICE_FILE_TYPES);
  for (const notice of rows.notices) {
    const placed =
      notice.dept_code === COLLEGE_DEPT_CODE
        ? collegeTypes.has(notice.type)
        : departments.has(notice.dept_code) &&
          (notice.type === 'DEPT_NOTICE' || notice.type === 'DEPTEVENT');
    if (!placed)
      ctx.warn(`notices › ${notice.id}`, `${notice.type} of ${notice.dept_code}: left out`);
  }
  for (const person of rows.employees) {
    const placed =
      (person.dept_code === OFFICE_DEPT_CODE && person.type === 'PRINCIPAL') ||
      (person.dept_code === COLLEGE_DEPT_CODE && person.type === 'OFFICE_STAFF') ||
      (departments.has(person.dept_code) && person.type === 'FACULTY');
    if (!placed)
      ctx.warn(
        `employees › ${person.id}`,
        `${person.name} (${person.type} of ${person.dept_code}): left out`,
      );
  }
  for (const table of ['department_files', 'alumni', 'gallery_albums'] as const) {
    for (const row of rows[table]) {
      if (!departments.has(row.dept_code))
        ctx.warn(`${table} › ${row.id}`, `department ${row.dept_code} does not exist: left out`);
    }
  }
}
