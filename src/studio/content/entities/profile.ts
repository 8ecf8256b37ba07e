import { FACULTY_TYPE } from '../../../contract/constants.ts';
import type { EmployeesTable } from '../../../db/schema.ts';
import { PROFILE_DOCUMENTS } from '../../../entities/profile.ts';
import { facultyPagePath } from '../../../site-map/department-pages.ts';
import { controlOf } from '../described-form.ts';
import { defineEntity } from '../entity.ts';
import type { FieldSpec } from '../items.ts';
import { profileSchema, type ProfileValues } from '../profile/profile-schema.ts';
import { findPerson, profileSnapshot, writeProfile } from '../profile/profile-rows.ts';
import { SECTIONS } from '../profile/sections.ts';

/** The form's fields: the store finds each file they name (photo, CV, each row's file). */
const fields = (): FieldSpec[] => [
  { name: 'name', label: 'Name', kind: 'text', required: true },
  { name: 'photo', label: 'Photograph', kind: 'photo', accept: 'image' },
  // The CV, as described (entities/profile.ts, decision 120).
  ...PROFILE_DOCUMENTS.map((field): FieldSpec => ({ name: field.formKey, ...controlOf(field) })),
  ...SECTIONS.map((spec): FieldSpec => ({
    name: spec.key,
    label: spec.caption,
    kind: 'rows',
    columns: [
      ...spec.columns.map((c): FieldSpec => ({ name: c.key, label: c.label, kind: 'text' })),
      ...(spec.file ? [{ name: 'file', label: 'File', kind: 'attachments' as const }] : []),
    ],
  })),
];

/** The public row of a faculty member (a profile is a teacher's, never the office's). */
async function findFaculty(db: Parameters<typeof findPerson>[0], publicId: string) {
  const id = Number(publicId);
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const row = await findPerson(db, id);
  return row?.type === FACULTY_TYPE ? row : undefined;
}

/** The published snapshot, with the person's home department for the public address. */
const published = (row: EmployeesTable) => {
  const snapshot = profileSnapshot(row);
  return { ...snapshot, values: { ...snapshot.values, home: row.home_dept_code } };
};

export const profile = defineEntity<ProfileValues>({
  name: 'profile',
  permission: 'profile',
  label: { one: 'Faculty profile', many: 'Faculty profiles' },
  singleton: false,
  home: '/profiles',
  fields,
  schema: profileSchema as never,
  blank: () => ({}),
  ownerOf: async (db, publicId) => {
    const row = await findFaculty(db, publicId);
    return row ? { personId: row.id, deptCode: row.home_dept_code } : undefined;
  },
  // A profile comes with its person (the import, the department's list), never from here.
  check: async (_db, _values, publicId) =>
    publicId ? null : { '': ['A profile is added with its person, by the department.'] },
  summary: (v) => ({ title: v.name, date: null, detail: v.designation }),
  listPublished: async (db) => {
    const rows = await db
      .selectFrom('employees')
      .selectAll()
      .where('type', '=', FACULTY_TYPE)
      .orderBy('home_dept_code')
      .orderBy('sort_order')
      .execute();
    return rows.map((row) => ({ publicId: String(row.id), snapshot: published(row) }));
  },
  readPublished: async (db, publicId) => {
    const row = await findFaculty(db, publicId);
    return row ? published(row) : undefined;
  },
  writePublished: async (db, snapshot, publicId, today) => {
    // A profile is made by the department's list (or the import), never here.
    if (!publicId) throw new Error('a profile is published over its person');
    await writeProfile(db, snapshot, Number(publicId), today);
    return publicId;
  },
  publicUrl: (values, publicId) =>
    facultyPagePath(String((values as { home?: string }).home ?? ''), 'single', {
      id: Number(publicId),
      name: values.name,
    }),
});
