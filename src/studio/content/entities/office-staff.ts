import { z } from 'zod';
import { COLLEGE_DEPT_CODE } from '../../../contract/codes.ts';
import type { Db } from '../../../db/database.ts';
import { form } from '../form.ts';
import { defineEntity } from '../entity.ts';
import { PERSON_FIELDS, personSnapshot, writePerson, type PersonPlace } from './person-rows.ts';

const PLACE: PersonPlace = {
  deptCode: COLLEGE_DEPT_CODE,
  type: 'OFFICE_STAFF',
  homeDept: COLLEGE_DEPT_CODE,
};

const staffForm = form(PERSON_FIELDS);
const schema = z.object(staffForm.shape);
type StaffForm = z.output<typeof schema>;

const staff = (db: Db) =>
  db
    .selectFrom('employees')
    .selectAll()
    .where('dept_code', '=', PLACE.deptCode)
    .where('type', '=', PLACE.type);

export const officeStaff = defineEntity<StaffForm>({
  name: 'office_staff',
  permission: 'administration',
  label: { one: 'Member of the office staff', many: 'Office staff' },
  singleton: false,
  fields: staffForm.fields,
  schema,
  blank: () => ({}),
  summary: (v) => ({ title: v.name, date: null, detail: v.designation }),
  listPublished: async (db) =>
    (await staff(db).orderBy('sort_order').orderBy('id').execute()).map((row) => ({
      publicId: String(row.id),
      snapshot: personSnapshot(row),
    })),
  readPublished: async (db, publicId) => {
    const row = await staff(db).where('id', '=', Number(publicId)).executeTakeFirst();
    return row ? personSnapshot(row) : undefined;
  },
  writePublished: async (db, snapshot, publicId) =>
    String(await writePerson(db, snapshot, publicId ? Number(publicId) : null, PLACE)),
  deletePublished: async (db, publicId) => {
    await db.deleteFrom('employees').where('id', '=', Number(publicId)).execute();
  },
  publicUrl: () => '/administrations/officestaff',
});
