import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import type { NoticesTable } from '../../../db/schema.ts';
import { departmentKindOfType, noticeItemPath } from '../../../site-map/notice-items.ts';
import { NOTICE_FIELDS } from '../../../entities/notices.ts';
import { describedFields } from '../described-form.ts';
import { snapshotOfRow } from '../described-rows.ts';
import { defineEntity, type Snapshot } from '../entity.ts';
import { form } from '../form.ts';
import { deptAccess, deptCode, deptField, ownDept, unknownDept } from './dept-scope.ts';
import { FORM_FIELDS, PREVIEW_ID, deleteNotice, writeCollegeNotice } from './notice-rows.ts';

/** A department's two lists (SPEC §7): its notifications and its news and events. */
const TYPES = ['DEPT_NOTICE', 'DEPTEVENT'] as const;
const TYPE_LABELS = { DEPT_NOTICE: 'Departmental notification', DEPTEVENT: 'News & events' };

/** The department and list, then the fields of entities/notices.ts it holds (decision 082). */
const deptNoticeForm = form({
  dept_code: { value: deptCode, control: deptField },
  type: {
    value: z.enum(TYPES, { error: 'Choose a notification or news & events' }),
    label: 'List',
    kind: 'select',
    required: true,
    options: TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] })),
  },
  ...describedFields(NOTICE_FIELDS, FORM_FIELDS.plain),
});
const schema = z.object(deptNoticeForm.shape);
type DeptNoticeForm = z.output<typeof schema>;

const asForm = (row: NoticesTable): Snapshot<DeptNoticeForm> => {
  const { values, files } = snapshotOfRow(NOTICE_FIELDS, FORM_FIELDS.plain, row);
  return {
    values: { ...values, type: row.type, dept_code: row.dept_code } as DeptNoticeForm,
    files,
  };
};

const deptNotices = (db: Db) =>
  db
    .selectFrom('notices')
    .selectAll()
    .where('type', 'in', [...TYPES]);

export const departmentNotice = defineEntity<DeptNoticeForm>({
  name: 'department_notice',
  permission: 'department_notice',
  label: { one: 'Department notice or event', many: 'Department notices and events' },
  singleton: false,
  fields: deptNoticeForm.fields,
  schema,
  blank: (today, actor) => ({ ...ownDept(actor), type: 'DEPT_NOTICE', date: today, new: true }),
  access: deptAccess('department_notice'),
  check: (db, v) => unknownDept(db, v.dept_code),
  summary: (v) => ({
    title: v.title,
    date: v.date,
    detail: `${v.dept_code}: ${TYPE_LABELS[v.type]}`,
  }),
  listPublished: async (db) =>
    (await deptNotices(db).orderBy('date', 'desc').orderBy('id', 'desc').execute()).map((row) => ({
      publicId: String(row.id),
      snapshot: asForm(row),
    })),
  readPublished: async (db, publicId) => {
    const row = await deptNotices(db).where('id', '=', Number(publicId)).executeTakeFirst();
    return row ? asForm(row) : undefined;
  },
  writePublished: (db, snapshot, publicId) =>
    writeCollegeNotice(
      db,
      snapshot.values.type,
      'plain',
      snapshot,
      publicId,
      snapshot.values.dept_code,
    ),
  deletePublished: deleteNotice,
  publicUrl: (v, publicId) =>
    noticeItemPath(departmentKindOfType(v.dept_code, v.type)!, {
      year: Number(v.date.slice(0, 4)),
      id: publicId ? Number(publicId) : PREVIEW_ID,
    }),
});
