import { z } from 'zod';
import { DEPARTMENT_FILE_TYPES } from '../../../contract/codes.ts';
import type { Db } from '../../../db/database.ts';
import type { DepartmentFilesTable } from '../../../db/schema.ts';
import { FILE_PAGES, departmentPath } from '../../../site-map/department-pages.ts';
import { form } from '../form.ts';
import { defineEntity, type Snapshot } from '../entity.ts';
import { DEPARTMENT_FILE_FIELDS } from '../../../entities/department-files.ts';
import type { ColumnsOf } from '../../../entities/field.ts';
import { describedFields } from '../described-form.ts';
import { columnsOfForm, snapshotOfRow } from '../described-rows.ts';
import { deleteNumberedRow, writeNumberedRow } from '../public-rows.ts';
import { deptAccess, deptCode, deptField, ownDept, unknownDept } from './dept-scope.ts';

/** Which page lists a type: syllabus, journal & magazines, achievements, COs & POs. */
const PAGE_OF = Object.fromEntries(
  Object.entries(FILE_PAGES).map(([child, page]) => [page.type, { child, title: page.title }]),
) as Record<(typeof DEPARTMENT_FILE_TYPES)[number], { child: string; title: string }>;

const NAMES = DEPARTMENT_FILE_FIELDS.map((field) => field.name);
const documentForm = form({
  dept_code: { value: deptCode, control: deptField },
  type: {
    label: 'Page',
    kind: 'select',
    required: true,
    options: DEPARTMENT_FILE_TYPES.map((type) => ({ value: type, label: PAGE_OF[type].title })),
    value: z.enum(DEPARTMENT_FILE_TYPES, { error: 'Choose the page it belongs on' }),
  },
  ...describedFields(DEPARTMENT_FILE_FIELDS, NAMES),
});
const schema = z.object(documentForm.shape);
type FileForm = z.output<typeof schema>;

function asForm(row: DepartmentFilesTable): Snapshot<FileForm> {
  const { values, files } = snapshotOfRow(DEPARTMENT_FILE_FIELDS, NAMES, row);
  return {
    values: { dept_code: row.dept_code, type: row.type, ...values } as FileForm,
    files,
  };
}

const documents = (db: Db) =>
  db
    .selectFrom('department_files')
    .selectAll()
    .where('type', 'in', [...DEPARTMENT_FILE_TYPES]);

/** The row the importer writes for a department document (content/to-rows.ts). */
const rowOf = (id: number, snapshot: Snapshot<FileForm>): DepartmentFilesTable => ({
  id,
  dept_code: snapshot.values.dept_code,
  type: snapshot.values.type,
  ...(columnsOfForm(DEPARTMENT_FILE_FIELDS, NAMES, snapshot) as ColumnsOf<
    typeof DEPARTMENT_FILE_FIELDS
  >),
});

export const departmentFile = defineEntity<FileForm>({
  name: 'department_file',
  permission: 'department_content',
  label: { one: 'Department document', many: 'Department documents' },
  singleton: false,
  fields: documentForm.fields,
  schema,
  blank: (_today, actor) => ({ ...ownDept(actor), type: 'SYLLABUS', attachments: [] }),
  access: deptAccess('department_content'),
  check: (db, v) => unknownDept(db, v.dept_code),
  summary: (v) => ({
    title: v.title,
    date: v.date ?? null,
    detail: `${v.dept_code}: ${PAGE_OF[v.type].title}`,
  }),
  listPublished: async (db) =>
    (await documents(db).orderBy('dept_code').orderBy('id').execute()).map((row) => ({
      publicId: String(row.id),
      snapshot: asForm(row),
    })),
  readPublished: async (db, publicId) => {
    const row = await documents(db).where('id', '=', Number(publicId)).executeTakeFirst();
    return row ? asForm(row) : undefined;
  },
  writePublished: (db, snapshot, publicId) =>
    writeNumberedRow(db, 'department_files', ['department_file'], publicId, (id) =>
      rowOf(id, snapshot),
    ),
  deletePublished: (db, publicId) => deleteNumberedRow(db, 'department_files', publicId),
  publicUrl: (v) => departmentPath(v.dept_code, PAGE_OF[v.type].child),
});
