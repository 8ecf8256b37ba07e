import { z } from 'zod';
import { DEPARTMENT_PROFILE_TABLES } from '../../../contract/schemas/departments.ts';
import type { DepartmentsTable } from '../../../db/schema.ts';
import { departmentPath } from '../../../site-map/department-pages.ts';
import { form, type FormField } from '../form.ts';
import { defineEntity, type Snapshot } from '../entity.ts';
import { html, optionalText } from '../fields.ts';
import { departmentRowItem } from './department-row.ts';
import { deptCode, deptField } from './dept-scope.ts';

type Row = Record<string, string>;
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
 * facilities: rows of short cells, added and removed with the rows field's buttons (they work
 * without JavaScript). A facility's description is rich text, cleaned as any other.
 */
const profileForm = form({
  dept_code: { value: deptCode, control: deptField },
  ...Object.fromEntries(DEPARTMENT_PROFILE_TABLES.map((table) => [table.key, tableField(table)])),
  facilities: {
    label: 'Facilities',
    kind: 'rows',
    columns: [
      { name: 'title', label: 'Facility', kind: 'text' },
      { name: 'description', label: 'Description', kind: 'text' },
    ],
    value: z
      .array(
        z.object({
          title: optionalText('the facility', 200),
          description: html('the description'),
        }),
      )
      .max(100)
      .default([]),
  },
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
  const facilities = JSON.parse(row.facilities) as { title: string; description: string }[];
  return { values: { dept_code: row.dept_code, ...tables, facilities }, files: {} };
}

/** The profile and facilities columns the importer writes (to-rows.ts: rows.departments). */
function columnsOf(v: ProfileForm) {
  const profile = Object.fromEntries(
    DEPARTMENT_PROFILE_TABLES.flatMap((table) => {
      const rows = filled((v[table.key] as Row[] | undefined) ?? []);
      return rows.length ? [[table.key, rows]] : [];
    }),
  );
  const facilities = v.facilities.filter((f) => f.title !== '' || f.description !== '');
  return { profile: JSON.stringify(profile), facilities: JSON.stringify(facilities) };
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
    columnsOf: ({ values }) => columnsOf(values),
  }),
  publicUrl: (v) => departmentPath(v.dept_code, 'profile'),
});
