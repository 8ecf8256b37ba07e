import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import type { AlumniTable } from '../../../db/schema.ts';
import { departmentPath } from '../../../site-map/department-pages.ts';
import { form } from '../form.ts';
import { defineEntity, type Snapshot } from '../entity.ts';
import { ALUMNUS_FIELDS } from '../../../entities/alumni.ts';
import type { ColumnsOf } from '../../../entities/field.ts';
import { describedFields } from '../described-form.ts';
import { columnsOfForm, snapshotOfRow } from '../described-rows.ts';
import { deleteNumberedRow, writeNumberedRow } from '../public-rows.ts';
import { deptAccess, deptCode, deptField, ownDept, unknownDept } from './dept-scope.ts';

const NAMES = ALUMNUS_FIELDS.map((field) => field.name);
const alumnusForm = form({
  dept_code: { value: deptCode, control: deptField },
  ...describedFields(ALUMNUS_FIELDS, NAMES),
});
const schema = z.object(alumnusForm.shape);
type AlumnusForm = z.output<typeof schema>;

const asForm = (row: AlumniTable): Snapshot<AlumnusForm> => {
  const { values, files } = snapshotOfRow(ALUMNUS_FIELDS, NAMES, row);
  return { values: { dept_code: row.dept_code, ...values } as AlumnusForm, files };
};

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
  writePublished: (db, snapshot, publicId) =>
    writeNumberedRow(db, 'alumni', ['alumnus'], publicId, (id) => ({
      id,
      dept_code: snapshot.values.dept_code,
      ...(columnsOfForm(ALUMNUS_FIELDS, NAMES, snapshot) as ColumnsOf<typeof ALUMNUS_FIELDS>),
    })),
  deletePublished: (db, publicId) => deleteNumberedRow(db, 'alumni', publicId),
  publicUrl: (v) => departmentPath(v.dept_code, 'alumni'),
});
