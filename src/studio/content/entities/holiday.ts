import { z } from 'zod';
import type { Attachment } from '../../../contract/schemas/common.ts';
import { holidayRow } from '../../../content/to-rows.ts';
import type { Db } from '../../../db/database.ts';
import type { HolidaysTable } from '../../../db/schema.ts';
import { defineEntity, type Snapshot } from '../entity.ts';
import { fileSpecs, html, realDate, requiredText } from '../fields.ts';
import { attachmentsOf, filesOf, specOf } from '../item-files.ts';
import { deleteNumberedRow, writeNumberedRow } from '../public-rows.ts';

const schema = z
  .object({
    title: requiredText('a title'),
    start: realDate('the first day'),
    end: realDate('the last day'),
    description: html('the description'),
    attachments: fileSpecs(),
  })
  .refine((holiday) => holiday.end >= holiday.start, {
    path: ['end'],
    message: 'The last day must be on or after the first day',
  });
type HolidayForm = z.output<typeof schema>;

function snapshotOf(row: HolidaysTable): Snapshot<HolidayForm> {
  const attachments = JSON.parse(row.upload_info) as Attachment[];
  return {
    values: {
      title: row.title,
      start: row.start_date,
      end: row.end_date,
      description: row.description,
      attachments: attachments.map(specOf),
    },
    files: filesOf(attachments),
  };
}

const rowOf = (id: number, { values, files }: Snapshot<HolidayForm>) =>
  holidayRow(id, { ...values, attachments: attachmentsOf({ files }, values.attachments) });

const write = (db: Db, snapshot: Snapshot<HolidayForm>, publicId: string | null) =>
  writeNumberedRow(db, 'holidays', ['holiday'], publicId, (id) => rowOf(id, snapshot));

export const holiday = defineEntity<HolidayForm>({
  name: 'holiday',
  permission: 'holiday',
  label: { one: 'Holiday', many: 'Holidays' },
  singleton: false,
  fields: () => [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    { name: 'start', label: 'First day', kind: 'date', required: true, hint: 'YYYY-MM-DD' },
    { name: 'end', label: 'Last day', kind: 'date', required: true, hint: 'YYYY-MM-DD' },
    { name: 'description', label: 'Description', kind: 'html' },
    { name: 'attachments', label: 'Attachments', kind: 'attachments', accept: 'any' },
  ],
  schema,
  blank: (today) => ({ start: today, end: today, attachments: [] }),
  summary: (v) => ({
    title: v.title,
    date: v.start,
    detail: v.start === v.end ? 'One day' : `${v.start} to ${v.end}`,
  }),
  listPublished: async (db) =>
    (await db.selectFrom('holidays').selectAll().orderBy('start_date', 'desc').execute()).map(
      (row) => ({ publicId: String(row.id), snapshot: snapshotOf(row) }),
    ),
  readPublished: async (db, publicId) => {
    const row = await db
      .selectFrom('holidays')
      .selectAll()
      .where('id', '=', Number(publicId))
      .executeTakeFirst();
    return row ? snapshotOf(row) : undefined;
  },
  writePublished: write,
  deletePublished: (db, publicId) => deleteNumberedRow(db, 'holidays', publicId),
  // The pop-up of the home page, on the holiday's days only: the preview renders its first.
  publicUrl: () => '/',
  shownOn: (v) => v.start,
});
