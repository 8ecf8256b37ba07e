import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import type { HolidaysTable } from '../../../db/schema.ts';
import { HOLIDAY_FIELDS } from '../../../entities/holidays.ts';
import { describedFields } from '../described-form.ts';
import { columnsOfForm, snapshotOfRow } from '../described-rows.ts';
import { defineEntity, type Snapshot } from '../entity.ts';
import { form } from '../form.ts';
import { deleteNumberedRow, writeNumberedRow } from '../public-rows.ts';

/** The holiday's fields, as entities/holidays.ts describes them (decision 082). */
const NAMES = ['title', 'start', 'end', 'description', 'attachments'] as const;
const holidayForm = form(describedFields(HOLIDAY_FIELDS, NAMES));

const schema = z.object(holidayForm.shape).refine((holiday) => holiday.end >= holiday.start, {
  path: ['end'],
  message: 'The last day must be on or after the first day',
});
type HolidayForm = z.output<typeof schema>;

const snapshotOf = (row: HolidaysTable) =>
  snapshotOfRow(HOLIDAY_FIELDS, NAMES, row) as Snapshot<HolidayForm>;

const rowOf = (id: number, snapshot: Snapshot<HolidayForm>): HolidaysTable => ({
  id,
  ...(columnsOfForm(HOLIDAY_FIELDS, NAMES, snapshot) as Omit<HolidaysTable, 'id'>),
});

const write = (db: Db, snapshot: Snapshot<HolidayForm>, publicId: string | null) =>
  writeNumberedRow(db, 'holidays', ['holiday'], publicId, (id) => rowOf(id, snapshot));

export const holiday = defineEntity<HolidayForm>({
  name: 'holiday',
  permission: 'holiday',
  label: { one: 'Holiday', many: 'Holidays' },
  about:
    'A holiday makes the pop-up of the home page: on each of its days, visitors see it in a box ' +
    'at the top of the page, which opens as a pop-up where JavaScript runs.',
  singleton: false,
  fields: holidayForm.fields,
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
