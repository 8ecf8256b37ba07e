import { isQuarterInWindow } from '../../../contract/constants.ts';
import type { Attachment } from '../../../contract/schemas/common.ts';
import { contentSchemas, type Out } from '../../../content/schema.ts';
import { personRow } from '../../../content/to-rows.ts';
import type { Db } from '../../../db/database.ts';
import type { EmployeesTable } from '../../../db/schema.ts';
import { PROFILE_DOCUMENTS, PROFILE_FIELDS, PROFILE_LINKS } from '../../../entities/profile.ts';
import { asYamlReadsIt, entryOfForm, snapshotOfRow } from '../described-rows.ts';
import type { Snapshot } from '../entity.ts';
import { filesOf, photoAttachment, photoOf, specOf } from '../item-files.ts';
import { rowsOf, type ProfileRow, type ProfileValues } from './profile-schema.ts';
import { byQuarterNewestFirst } from './quarters.ts';
import { DEGREE_SECTIONS, REPORT_SECTIONS, SECTIONS, type SectionSpec } from './sections.ts';

/** A stored row of a profile table: its cells, quarter and file as the importer wrote them. */
type StoredRow = Record<string, unknown> & { file?: Attachment; quarter?: string };
type StoredProfile = Record<string, unknown> & {
  degrees?: Record<string, StoredRow[]>;
  others?: Record<string, string | undefined>;
  qr_list?: { quarter: string; courses_covered?: StoredRow[]; student_activities?: StoredRow[] }[];
};

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** A stored row as the form holds it: every cell as text, its file by spec. */
function formRow(spec: SectionSpec, row: StoredRow): ProfileRow {
  const cells: ProfileRow = {};
  for (const cell of spec.cells) cells[cell.name] = text(row[cell.column]);
  if (spec.quarter !== 'none') cells.quarter = text(row.quarter);
  if (spec.file) cells.file = row.file ? specOf(row.file) : '';
  return cells;
}

/** The stored rows of each section, by its form key. */
function storedSections(profile: StoredProfile): Record<string, StoredRow[]> {
  const rows: Record<string, StoredRow[]> = {};
  for (const spec of SECTIONS)
    rows[spec.key] = (profile[spec.key] as StoredRow[] | undefined) ?? [];
  for (const [key, kind] of DEGREE_SECTIONS) rows[key] = profile.degrees?.[kind] ?? [];
  for (const key of REPORT_SECTIONS)
    rows[key] = (profile.qr_list ?? []).flatMap((report) =>
      (report[key] ?? []).map((row) => ({ ...row, quarter: row.quarter || report.quarter })),
    );
  return rows;
}

/** The profile's documents (its CV), each the form holds under its form's key. */
const DOCUMENTS = PROFILE_DOCUMENTS.map((field) => field.name);

/** The profile of a person's public row, as the studio's form holds it. */
export function profileSnapshot(row: EmployeesTable): Snapshot<ProfileValues> {
  const profile = JSON.parse(row.profile || '{}') as StoredProfile;
  const [picture] = JSON.parse(row.dp) as Attachment[];
  const stored = storedSections(profile);
  const sections = Object.fromEntries(
    SECTIONS.map((spec) => [spec.key, stored[spec.key]!.map((r) => formRow(spec, r))]),
  );
  const links = profile.others ?? {};
  const documents = snapshotOfRow(PROFILE_DOCUMENTS, DOCUMENTS, profile);
  const values = {
    name: row.name,
    designation: row.designation,
    designation_as: row.designation_as ?? '',
    email: row.email,
    phone: row.phone,
    mobile: row.mobile,
    photo: photoOf(picture),
    // The profile's own fields and links, as described (decision 114).
    ...Object.fromEntries(
      PROFILE_FIELDS.map((field) => [field.formKey, text(profile[field.column])]),
    ),
    ...documents.values,
    links: Object.fromEntries(
      PROFILE_LINKS.map((link) => [link.formKey, links[link.column] || undefined]),
    ),
    ...sections,
  } as ProfileValues;
  const rowFiles = Object.values(stored).flatMap((rows) => rows.map((r) => r.file));
  return {
    values,
    files: { ...filesOf([picture]), ...documents.files, ...filesOf(rowFiles) },
  };
}

/**
 * A form row as the content folder would give it: empty cells left out, a plain number of a
 * cell that keeps one (SPEC's NumberLike) as a number, as YAML reads it; its file found.
 */
function contentRow(spec: SectionSpec, row: ProfileRow, files: Snapshot['files']) {
  const out: Record<string, unknown> = {};
  for (const cell of spec.cells)
    if (row[cell.name])
      out[cell.name] = cell.number ? asYamlReadsIt(row[cell.name]!) : row[cell.name];
  if (row.quarter) out.quarter = row.quarter;
  const file = row.file ? files[row.file] : undefined;
  if (file) out.file = file;
  return out;
}

/** Sections the content keeps elsewhere: the degrees under `degrees`, the report's by quarter. */
const NOT_TOP_LEVEL = new Set<string>([...DEGREE_SECTIONS.map(([key]) => key), ...REPORT_SECTIONS]);

/**
 * The person as the importer reads them from a content folder (Out<'Person'>), made from the
 * form: the quarterly reports are the report tables' rows grouped by quarter, and every other
 * quarter a row names within the site's window (2017 to this year, SPEC §5) has its (empty)
 * report, so that the quarter's report page exists and shows the row (decision 054).
 */
export function personOf(
  id: number,
  { values, files }: Snapshot<ProfileValues>,
  live: boolean,
  today: string,
): Out<'Person'> {
  const rows = (spec: SectionSpec) =>
    rowsOf(values, spec.key).map((r) => contentRow(spec, r, files));
  const byKey = Object.fromEntries(SECTIONS.map((spec) => [spec.key, rows(spec)]));
  const year = Number(today.slice(0, 4));
  const quarters = new Set([
    ...REPORT_SECTIONS.flatMap((key) => rowsOf(values, key).map((r) => r.quarter ?? '')),
    ...SECTIONS.flatMap((spec) => rowsOf(values, spec.key).map((r) => r.quarter ?? '')).filter(
      (quarter) => isQuarterInWindow(quarter, year),
    ),
  ]);
  quarters.delete('');
  const quarterly_reports = [...quarters].sort(byQuarterNewestFirst).map((quarter) => ({
    quarter,
    courses_covered: byKey.courses_covered!.filter((r) => r.quarter === quarter),
    student_activities: byKey.student_activities!.filter((r) => r.quarter === quarter),
  }));
  const defaults = contentSchemas({ today: '', hasFile: () => false }).Person.parse({
    id,
    name: values.name,
  });
  const degrees = Object.fromEntries(DEGREE_SECTIONS.map(([key, kind]) => [kind, byKey[key]]));
  return {
    ...defaults,
    ...Object.fromEntries(
      SECTIONS.filter((s) => !NOT_TOP_LEVEL.has(s.key)).map((s) => [s.key, byKey[s.key]]),
    ),
    designation: values.designation,
    // The Assamese designation (decision 097): none stays none, as the importer writes it.
    designation_as: values.designation_as || undefined,
    email: values.email,
    phone: values.phone,
    mobile: values.mobile,
    photo: photoAttachment({ files }, values.photo),
    live,
    ...Object.fromEntries(
      PROFILE_FIELDS.map((field) => [field.name, values[field.formKey] || undefined]),
    ),
    // The CV, as described (decision 120).
    ...entryOfForm(PROFILE_DOCUMENTS, DOCUMENTS, { values, files }),
    links: Object.fromEntries(Object.entries(values.links).filter(([, v]) => v)),
    degrees,
    quarterly_reports,
  } as Out<'Person'>;
}

export const findPerson = (db: Db, id: number) =>
  db.selectFrom('employees').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * The person's row with the profile written in, exactly as the importer writes it (personRow):
 * their own columns and profile sections. Where they are listed, in what order, and whether
 * the profile is live stay as the row has them: those are the department's.
 */
export const rowWithProfile = (
  row: EmployeesTable,
  snapshot: Snapshot<ProfileValues>,
  today: string,
) =>
  personRow(
    personOf(row.id, snapshot, row.live_now === 1, today),
    row.dept_code,
    row.type,
    row.home_dept_code,
    row.sort_order,
  );

/** Writes the profile to the person's public row (rowWithProfile): their columns the profile sets. */
export async function writeProfile(
  db: Db,
  snapshot: Snapshot<ProfileValues>,
  id: number,
  today: string,
) {
  const row = await findPerson(db, id);
  if (!row) throw new Error(`no person ${id}`);
  const written = rowWithProfile(row, snapshot, today);
  const { name, designation, designation_as, email, phone, mobile, dp, profile } = written;
  await db
    .updateTable('employees')
    .set({ name, designation, designation_as, email, phone, mobile, dp, profile })
    .where('id', '=', id)
    .execute();
}
