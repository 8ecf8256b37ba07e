import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import { departmentPath } from '../../../site-map/department-pages.ts';
import { form } from '../form.ts';
import { defineEntity, type Snapshot } from '../entity.ts';
import { checkbox } from '../fields.ts';
import { deptAccess, deptCode, deptField } from './dept-scope.ts';

/** The list the faculty page shows (SPEC §7: department/FACULTY). */
const FACULTY = 'FACULTY';

const facultyForm = form({
  dept_code: { value: deptCode, control: deptField },
  members: {
    label: 'Faculty members',
    kind: 'members',
    hint: 'In the order the faculty page lists them. A live profile gets its page and quarterly report linked.',
    value: z
      .array(
        z.object({
          id: z.coerce
            .number({ error: 'A member is missing: open the list again' })
            .int()
            .positive(),
          name: z
            .string()
            .optional()
            .transform((name) => name ?? ''),
          live: checkbox(),
        }),
      )
      .max(500),
  },
});
const schema = z.object(facultyForm.shape);
type FacultyForm = z.output<typeof schema>;

const faculty = (db: Db, code: string) =>
  db
    .selectFrom('employees')
    .select(['id', 'name', 'live_now'])
    .where('dept_code', '=', code)
    .where('type', '=', FACULTY)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();

async function readList(db: Db, code: string): Promise<Snapshot<FacultyForm>> {
  const rows = await faculty(db, code);
  const members = rows.map((row) => ({ id: row.id, name: row.name, live: row.live_now === 1 }));
  return { values: { dept_code: code, members }, files: {} };
}

/**
 * The list may be put in another order and have profiles turned live or not; its members are
 * the department's (a teacher joins through the accounts and the import). A member of another
 * department, named by id, is refused here and nothing is written.
 */
async function checkMembers(
  db: Db,
  v: FacultyForm,
  publicId: string | null,
): Promise<Record<string, string[]> | null> {
  if (publicId !== v.dept_code)
    return {
      '': ["Open your department's faculty list to change it: there is one per department."],
    };
  const known = new Set((await faculty(db, v.dept_code)).map((row) => row.id));
  const sent = v.members.map((member) => member.id);
  const strangers = sent.filter((id) => !known.has(id));
  if (strangers.length)
    return { members: [`Not a member of ${v.dept_code}: ${strangers.join(', ')}`] };
  if (new Set(sent).size !== sent.length || sent.length !== known.size)
    return { members: ['The list of members changed since it was opened: open it again.'] };
  return null;
}

export const departmentFaculty = defineEntity<FacultyForm>({
  name: 'department_faculty',
  permission: 'department',
  label: { one: 'Faculty list', many: 'Faculty list' },
  // One per department: a head's list opens their own (decision 055).
  singleton: true,
  fields: facultyForm.fields,
  schema,
  blank: () => ({ dept_code: '', members: [] }),
  access: deptAccess('department'),
  check: checkMembers,
  summary: (v) => ({
    title: `Faculty of ${v.dept_code}`,
    date: null,
    detail: `${v.members.length} members, ${v.members.filter((m) => m.live).length} live`,
  }),
  listPublished: async (db) => {
    const codes = await db
      .selectFrom('departments')
      .select('dept_code')
      .orderBy('sort_order')
      .orderBy('dept_code')
      .execute();
    return Promise.all(
      codes.map(async ({ dept_code }) => ({
        publicId: dept_code,
        snapshot: await readList(db, dept_code),
      })),
    );
  },
  readPublished: async (db, publicId) => {
    const found = await db
      .selectFrom('departments')
      .select('dept_code')
      .where('dept_code', '=', publicId)
      .executeTakeFirst();
    return found ? readList(db, found.dept_code) : undefined;
  },
  // The importer's order is the list's (sort_order = place); live_now is the live flag.
  writePublished: async (db, { values: v }) => {
    for (const [place, member] of v.members.entries())
      await db
        .updateTable('employees')
        .set({ sort_order: place, live_now: member.live ? 1 : 0 })
        .where('id', '=', member.id)
        .where('dept_code', '=', v.dept_code)
        .where('type', '=', FACULTY)
        .execute();
    return v.dept_code;
  },
  publicUrl: (v) => departmentPath(v.dept_code, 'faculty'),
});
