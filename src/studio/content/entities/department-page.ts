import { z } from 'zod';
import type { DepartmentsTable } from '../../../db/schema.ts';
import { departmentPath } from '../../../site-map/department-pages.ts';
import { defineEntity, type Snapshot } from '../entity.ts';
import { form } from '../form.ts';
import { DEPARTMENT_FIELDS, DEPARTMENT_PAGE } from '../../../entities/departments.ts';
import { describedFields } from '../described-form.ts';
import { columnsOfForm, snapshotOfRow } from '../described-rows.ts';
import { departmentRowItem } from './department-row.ts';
import { deptCode, deptField } from './dept-scope.ts';

const pageForm = form({
  dept_code: { value: deptCode, control: deptField },
  ...describedFields(DEPARTMENT_FIELDS, DEPARTMENT_PAGE),
});
const schema = z.object(pageForm.shape);
type PageForm = z.output<typeof schema>;

function asForm(row: DepartmentsTable): Snapshot<PageForm> {
  const { values, files } = snapshotOfRow(DEPARTMENT_FIELDS, DEPARTMENT_PAGE, row);
  return { values: { dept_code: row.dept_code, ...values } as PageForm, files };
}

/** The columns the importer writes from the page's values; the department's others stay. */
function columnsOf(snapshot: Snapshot<PageForm>) {
  const columns = columnsOfForm(DEPARTMENT_FIELDS, DEPARTMENT_PAGE, snapshot);
  const page = DEPARTMENT_FIELDS.filter((field) =>
    (DEPARTMENT_PAGE as readonly string[]).includes(field.name),
  );
  return Object.fromEntries(page.map((field) => [field.column, columns[field.column]]));
}

export const departmentPage = defineEntity<PageForm>({
  name: 'department_page',
  label: { one: 'Department page', many: 'Department page' },
  fields: pageForm.fields,
  schema,
  summary: (v) => ({ title: `Page of ${v.dept_code}`, date: null, detail: 'Texts and banner' }),
  ...departmentRowItem<PageForm>({
    what: 'page',
    asForm,
    columnsOf,
  }),
  publicUrl: (v) => departmentPath(v.dept_code, 'glance'),
});
