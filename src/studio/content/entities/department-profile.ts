import { z } from 'zod';
import type { DepartmentsTable } from '../../../db/schema.ts';
import { departmentPath } from '../../../site-map/department-pages.ts';
import { form } from '../form.ts';
import { defineEntity, type Snapshot } from '../entity.ts';
import { DEPARTMENT_FIELDS } from '../../../entities/departments.ts';
import { describedFields } from '../described-form.ts';
import { columnsOfForm, snapshotOfRow } from '../described-rows.ts';
import { departmentRowItem } from './department-row.ts';
import { deptCode, deptField } from './dept-scope.ts';

/** The described fields this form holds: the profile's tables, then the facilities. */
const PROFILE = ['profile', 'facilities'] as const;

/**
 * The department profile's tables (SPEC §2 "Department profile", 22 of them after Home) and its
 * facilities, both described in entities/ (department-profile.ts, departments.ts): rows of
 * short cells, added and removed with the rows field's buttons (they work without
 * JavaScript). A facility's description is rich text, cleaned as any other.
 */
const profileForm = form({
  dept_code: { value: deptCode, control: deptField },
  ...describedFields(DEPARTMENT_FIELDS, PROFILE),
});
const schema = z.object(profileForm.shape);
type ProfileForm = {
  dept_code: string;
  facilities: { title: string; description: string }[];
} & Record<string, unknown>;

function asForm(row: DepartmentsTable): Snapshot<ProfileForm> {
  const { values } = snapshotOfRow(DEPARTMENT_FIELDS, PROFILE, row);
  return { values: { dept_code: row.dept_code, ...values } as ProfileForm, files: {} };
}

/** The profile and facilities columns the importer writes (to-rows.ts: rows.departments). */
function columnsOf(snapshot: Snapshot<ProfileForm>) {
  const { profile, facilities } = columnsOfForm(DEPARTMENT_FIELDS, PROFILE, snapshot);
  return { profile: profile as string, facilities: facilities as string };
}

export const departmentProfile = defineEntity<ProfileForm>({
  name: 'department_profile',
  label: { one: 'Department profile', many: 'Department profile' },
  fields: profileForm.fields,
  // A table's rows are typed by the description at run time: the form's type is said above.
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
