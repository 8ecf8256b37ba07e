import { z } from 'zod';
import { DEPARTMENT_PROFILE_TABLES } from '../../../contract/schemas/departments.ts';
import type { DepartmentsTable } from '../../../db/schema.ts';
import { departmentPath } from '../../../site-map/department-pages.ts';
import { form, type FormField } from '../form.ts';
import { defineEntity, type Snapshot } from '../entity.ts';
import { DEPARTMENT_FIELDS } from '../../../entities/departments.ts';
import { describedFields } from '../described-form.ts';
import { columnsOfForm, snapshotOfRow } from '../described-rows.ts';
import { optionalText } from '../fields.ts';
import { departmentRowItem } from './department-row.ts';
import { deptCode, deptField } from './dept-scope.ts';

type Row = Record<string, string>;

/** The described field this form holds beside the profile's tables. */
const FACILITIES = ['facilities'] as const;
type Table = (typeof DEPARTMENT_PROFILE_TABLES)[number];

/** A table of the profile: its rows of cells, each cell a line of text. */
const tableField = (table: Table): FormField => ({
  label: table.heading,
  kind: 'rows',
  columns: Object.entries(table.columns).map(([name, label]) => ({ name, label, kind: 'text' })),
  value: z.array(rowSchema(table)).max(200).default([]),
});

const rowSchema = (table: Table) =>
  z.object(
    Object.fromEntries(
      Object.entries(table.columns).map(([column, label]) => [
        column,
        optionalText(label.toLowerCase(), 300),
      ]),
    ),
  );

/**
 * The department profile's tables (SPEC §2 "Department profile", 22 of them after Home) and its
 * facilities (described in entities/departments.ts): rows of short cells, added and removed
 * with the rows field's buttons (they work without JavaScript). A facility's description is
 * rich text, cleaned as any other.
 */
const profileForm = form({
  dept_code: { value: deptCode, control: deptField },
  ...Object.fromEntries(DEPARTMENT_PROFILE_TABLES.map((table) => [table.key, tableField(table)])),
  ...describedFields(DEPARTMENT_FIELDS, FACILITIES),
});
const schema = z.object(profileForm.shape);
type ProfileForm = {
  dept_code: string;
  facilities: { title: string; description: string }[];
} & Record<string, unknown>;

/** Rows as the importer keeps them: empty cells left out, rows with nothing in them dropped. */
const filled = (rows: readonly Row[]) =>
  rows
    .map((row) => Object.fromEntries(Object.entries(row).filter(([, value]) => value !== '')))
    .filter((row) => Object.keys(row).length > 0);

function asForm(row: DepartmentsTable): Snapshot<ProfileForm> {
  const profile = JSON.parse(row.profile) as Record<string, Record<string, unknown>[]>;
  const tables = Object.fromEntries(
    DEPARTMENT_PROFILE_TABLES.map((table) => [
      table.key,
      (profile[table.key] ?? []).map((cells) =>
        Object.fromEntries(Object.keys(table.columns).map((c) => [c, String(cells[c] ?? '')])),
      ),
    ]),
  );
  const { values } = snapshotOfRow(DEPARTMENT_FIELDS, FACILITIES, row);
  return { values: { dept_code: row.dept_code, ...tables, ...values } as ProfileForm, files: {} };
}

/** The profile and facilities columns the importer writes (to-rows.ts: rows.departments). */
function columnsOf(snapshot: Snapshot<ProfileForm>) {
  const v = snapshot.values;
  const profile = Object.fromEntries(
    DEPARTMENT_PROFILE_TABLES.flatMap((table) => {
      const rows = filled((v[table.key] as Row[] | undefined) ?? []);
      return rows.length ? [[table.key, rows]] : [];
    }),
  );
  const { facilities } = columnsOfForm(DEPARTMENT_FIELDS, FACILITIES, snapshot);
  return { profile: JSON.stringify(profile), facilities: facilities as string };
}

export const departmentProfile = defineEntity<ProfileForm>({
  name: 'department_profile',
  label: { one: 'Department profile', many: 'Department profile' },
  fields: profileForm.fields,
  // Its shape is built from the contract's list of tables at run time: typed by hand above.
  schema: schema as unknown as z.ZodType<ProfileForm>,
  summary: (v) => ({
    title: `Profile of ${v.dept_code}`,
    date: null,
    detail: 'Tables and facilities',
  }),
  ...departmentRowItem<ProfileForm>({
    what: 'profile',
    asForm,
    columnsOf,
  }),
  publicUrl: (v) => departmentPath(v.dept_code, 'profile'),
});
