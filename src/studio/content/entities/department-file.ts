import { z } from 'zod';
import { DEPARTMENT_FILE_TYPES } from '../../../contract/codes.ts';
import type { Attachment } from '../../../contract/schemas/common.ts';
import type { Db } from '../../../db/database.ts';
import type { DepartmentFilesTable } from '../../../db/schema.ts';
import { FILE_PAGES, departmentPath } from '../../../site-map/department-pages.ts';
import { form } from '../form.ts';
import { defineEntity, type Snapshot } from '../entity.ts';
import { LIMITS, fileSpecs, html, realDate, requiredText } from '../fields.ts';
import { attachmentsOf, filesOf, specOf } from '../item-files.ts';
import { deleteNumberedRow, writeNumberedRow } from '../public-rows.ts';
import { deptAccess, deptCode, deptField, ownDept, unknownDept } from './dept-scope.ts';

/** Which page lists a type: syllabus, journal & magazines, achievements, COs & POs. */
const PAGE_OF = Object.fromEntries(
  Object.entries(FILE_PAGES).map(([child, page]) => [page.type, { child, title: page.title }]),
) as Record<(typeof DEPARTMENT_FILE_TYPES)[number], { child: string; title: string }>;

const documentForm = form({
  dept_code: { value: deptCode, control: deptField },
  type: {
    label: 'Page',
    kind: 'select',
    required: true,
    options: DEPARTMENT_FILE_TYPES.map((type) => ({ value: type, label: PAGE_OF[type].title })),
    value: z.enum(DEPARTMENT_FILE_TYPES, { error: 'Choose the page it belongs on' }),
  },
  title: { label: 'Title', kind: 'text', required: true, value: requiredText('a title') },
  date: {
    label: 'Date',
    kind: 'date',
    hint: 'Optional, YYYY-MM-DD',
    value: z
      .string()
      .trim()
      .max(LIMITS.date, 'Enter the date as YYYY-MM-DD, like 2026-06-15, or leave it empty')
      .optional()
      .transform((value) => value || undefined)
      .pipe(realDate('the date').optional()),
  },
  description: { label: 'Description', kind: 'html', value: html('the description') },
  attachments: { label: 'Files', kind: 'attachments', accept: 'any', value: fileSpecs() },
});
const schema = z.object(documentForm.shape);
type FileForm = z.output<typeof schema>;

function asForm(row: DepartmentFilesTable): Snapshot<FileForm> {
  const attachments = JSON.parse(row.upload_info) as Attachment[];
  return {
    values: {
      dept_code: row.dept_code,
      type: row.type as FileForm['type'],
      title: row.title,
      date: row.date ?? undefined,
      description: row.description,
      attachments: attachments.map(specOf),
    },
    files: filesOf(attachments),
  };
}

const documents = (db: Db) =>
  db
    .selectFrom('department_files')
    .selectAll()
    .where('type', 'in', [...DEPARTMENT_FILE_TYPES]);

/** The row the importer writes for a department document (to-rows.ts: department_files). */
const rowOf = (id: number, { values: v, files }: Snapshot<FileForm>): DepartmentFilesTable => ({
  id,
  dept_code: v.dept_code,
  type: v.type,
  title: v.title,
  description: v.description,
  date: v.date ?? null,
  upload_info: JSON.stringify(attachmentsOf({ files }, v.attachments)),
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
