import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import type { AlumniTable } from '../../../db/schema.ts';
import { departmentPath } from '../../../site-map/department-pages.ts';
import { defineEntity, type Snapshot } from '../entity.ts';
import { optionalEmail, optionalText, requiredText } from '../fields.ts';
import { deleteNumberedRow, writeNumberedRow } from '../public-rows.ts';
import { deptAccess, deptCode, deptField, ownDept, unknownDept } from './dept-scope.ts';

const schema = z.object({
  dept_code: deptCode,
  name: requiredText('the name'),
  batch: requiredText('the batch, like 2018-2021', 40),
  current_profession: optionalText('the current profession'),
  qualification: optionalText('the highest qualification'),
  email: optionalEmail,
  phone: optionalText('the phone number', 40),
});
type AlumnusForm = z.output<typeof schema>;

const asForm = ({ id: _id, ...row }: AlumniTable): Snapshot<AlumnusForm> => ({
  values: row,
  files: {},
});

const alumni = (db: Db) => db.selectFrom('alumni').selectAll();

export const alumnus = defineEntity<AlumnusForm>({
  name: 'alumnus',
  permission: 'department_content',
  label: { one: 'Alumnus', many: 'Alumni' },
  singleton: false,
  fields: (actor) => [
    deptField(actor),
    { name: 'name', label: 'Name', kind: 'text', required: true },
    { name: 'batch', label: 'Batch', kind: 'text', required: true, hint: 'Like 2018-2021' },
    { name: 'current_profession', label: 'Current profession', kind: 'text' },
    { name: 'qualification', label: 'Highest qualification', kind: 'text' },
    { name: 'email', label: 'E-mail', kind: 'email' },
    { name: 'phone', label: 'Phone', kind: 'tel' },
  ],
  schema,
  blank: (_today, actor) => ownDept(actor),
  access: deptAccess('department_content'),
  check: (db, v) => unknownDept(db, v.dept_code),
  summary: (v) => ({ title: v.name, date: null, detail: `${v.dept_code}: batch ${v.batch}` }),
  listPublished: async (db) =>
    (await alumni(db).orderBy('dept_code').orderBy('batch', 'desc').orderBy('id').execute()).map(
      (row) => ({ publicId: String(row.id), snapshot: asForm(row) }),
    ),
  readPublished: async (db, publicId) => {
    const row = await alumni(db).where('id', '=', Number(publicId)).executeTakeFirst();
    return row ? asForm(row) : undefined;
  },
  // The importer's row: the alumnus's fields as given, under the department.
  writePublished: (db, { values }, publicId) =>
    writeNumberedRow(db, 'alumni', ['alumnus'], publicId, (id) => ({ id, ...values })),
  deletePublished: (db, publicId) => deleteNumberedRow(db, 'alumni', publicId),
  publicUrl: (v) => departmentPath(v.dept_code, 'alumni'),
});
