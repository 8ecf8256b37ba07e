import { z } from 'zod';
import { noticeRow } from '../../../content/to-rows.ts';
import type { Db } from '../../../db/database.ts';
import type { NoticesTable } from '../../../db/schema.ts';
import { departmentKindOfType, noticeItemPath } from '../../../site-map/notice-items.ts';
import { defineEntity, type Snapshot } from '../entity.ts';
import { checkbox, fileSpecs, html, optionalUrl, realDate, requiredText } from '../fields.ts';
import { attachmentsOf } from '../item-files.ts';
import { writeNumberedRow } from '../public-rows.ts';
import { deptAccess, deptCode, deptField, ownDept, unknownDept } from './dept-scope.ts';
import { NOTICE_ENTITIES, PREVIEW_ID, deleteNotice, noticeSnapshot } from './notice-rows.ts';

/** A department's two lists (SPEC §7): its notifications and its news and events. */
const TYPES = ['DEPT_NOTICE', 'DEPTEVENT'] as const;
const TYPE_LABELS = { DEPT_NOTICE: 'Departmental notification', DEPTEVENT: 'News & events' };

const schema = z.object({
  dept_code: deptCode,
  type: z.enum(TYPES, { error: 'Choose a notification or news & events' }),
  title: requiredText('a title'),
  date: realDate('the date'),
  description: html('the description'),
  link: optionalUrl('the link'),
  new: checkbox(),
  attachments: fileSpecs(),
});
type DeptNoticeForm = z.output<typeof schema>;

const asForm = (row: NoticesTable): Snapshot<DeptNoticeForm> => {
  const { values, files } = noticeSnapshot(row);
  const { photo: _photo, ...rest } = values;
  return { values: { ...rest, dept_code: row.dept_code } as DeptNoticeForm, files };
};

const deptNotices = (db: Db) =>
  db
    .selectFrom('notices')
    .selectAll()
    .where('type', 'in', [...TYPES]);

/** The row the importer writes for a department's notice (to-rows.ts: addNotices). */
const rowOf = (id: number, { values: v, files }: Snapshot<DeptNoticeForm>) =>
  noticeRow(id, v.type, v.dept_code, {
    title: v.title,
    date: v.date,
    description: v.description,
    link: v.link,
    new: v.new,
    attachments: attachmentsOf({ files }, v.attachments),
  });

export const departmentNotice = defineEntity<DeptNoticeForm>({
  name: 'department_notice',
  permission: 'department_notice',
  label: { one: 'Department notice or event', many: 'Department notices and events' },
  singleton: false,
  fields: (actor) => [
    deptField(actor),
    {
      name: 'type',
      label: 'List',
      kind: 'select',
      required: true,
      options: TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] })),
    },
    { name: 'title', label: 'Title', kind: 'text', required: true },
    { name: 'date', label: 'Date', kind: 'date', required: true, hint: 'YYYY-MM-DD' },
    { name: 'description', label: 'Description', kind: 'html' },
    { name: 'link', label: 'Link to another site', kind: 'url', hint: 'Optional: https://…' },
    { name: 'new', label: 'Mark as new', kind: 'checkbox' },
    { name: 'attachments', label: 'Attachments', kind: 'attachments', accept: 'any' },
  ],
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
    writeNumberedRow(db, 'notices', NOTICE_ENTITIES, publicId, (id) => rowOf(id, snapshot)),
  deletePublished: deleteNotice,
  publicUrl: (v, publicId) =>
    noticeItemPath(departmentKindOfType(v.dept_code, v.type)!, {
      year: Number(v.date.slice(0, 4)),
      id: publicId ? Number(publicId) : PREVIEW_ID,
    }),
});
