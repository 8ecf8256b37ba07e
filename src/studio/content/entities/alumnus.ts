import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import type { AlumniTable } from '../../../db/schema.ts';
import { departmentPath } from '../../../site-map/department-pages.ts';
import { form } from '../form.ts';
import { defineEntity, type Snapshot } from '../entity.ts';
import { optionalEmail, optionalText, requiredText } from '../fields.ts';
import { deleteNumberedRow, writeNumberedRow } from '../public-rows.ts';
import { deptAccess, deptCode, deptField, ownDept, unknownDept } from './dept-scope.ts';

const alumnusForm = form({
  dept_code: { value: deptCode, control: deptField },
  name: { label: 'Name', kind: 'text', required: true, value: requiredText('the name') },
  batch: {
    label: 'Batch',
    kind: 'text',
    required: true,
    hint: 'Like 2018-2021',
    value: requiredText('the batch, like 2018-2021', 40),
  },
  current_profession: {
    label: 'Current profession',
    kind: 'text',
    value: optionalText('the current profession'),
  },
  qualification: {
    label: 'Highest qualification',
    kind: 'text',
    value: optionalText('the highest qualification'),
  },
  email: { label: 'E-mail', kind: 'email', value: optionalEmail },
  phone: { label: 'Phone', kind: 'tel', value: optionalText('the phone number', 40) },
});
const schema = z.object(alumnusForm.shape);
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
  fields: alumnusForm.fields,
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
