import { z } from 'zod';
import { settingValue } from '../../../content/described.ts';
import type { Db } from '../../../db/database.ts';
import { ADMISSION_FIELDS, ADMISSION_KEY } from '../../../entities/admission.ts';
import { describedFields } from '../described-form.ts';
import { columnsOfForm, snapshotOfRow } from '../described-rows.ts';
import { form } from '../form.ts';
import { defineEntity, type Snapshot } from '../entity.ts';

const ID = ADMISSION_KEY;
const NAMES = ADMISSION_FIELDS.map((field) => field.name);
const admissionForm = form(describedFields(ADMISSION_FIELDS, NAMES));
const schema = z.object(admissionForm.shape);
type AdmissionForm = z.output<typeof schema>;

async function read(db: Db): Promise<Snapshot<AdmissionForm> | undefined> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', ID)
    .executeTakeFirst();
  if (!row) return undefined;
  return snapshotOfRow(
    ADMISSION_FIELDS,
    NAMES,
    JSON.parse(row.value) as object,
  ) as Snapshot<AdmissionForm>;
}

export const admission = defineEntity<AdmissionForm>({
  name: 'admission',
  permission: 'admission',
  label: { one: 'Admission', many: 'Admission' },
  singleton: true,
  singletonId: ID,
  fields: admissionForm.fields,
  schema,
  blank: () => ({ status: false, session: '' }),
  summary: (v) => ({
    title: 'Online admission',
    date: null,
    detail: `${v.status ? 'Open' : 'Closed'}${v.session ? `, session ${v.session}` : ''}`,
  }),
  listPublished: async (db) => {
    const snapshot = await read(db);
    return snapshot ? [{ publicId: ID, snapshot }] : [];
  },
  readPublished: (db) => read(db),
  writePublished: async (db, snapshot) => {
    const value = JSON.stringify(settingValue(columnsOfForm(ADMISSION_FIELDS, NAMES, snapshot)));
    await db
      .insertInto('settings')
      .values({ key: ID, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
    return ID;
  },
  // The button is on every page of the college's layout.
  publicUrl: () => '/',
});
