import { z } from 'zod';
import type { AdmissionSettings } from '../../../contract/schemas/college.ts';
import type { Db } from '../../../db/database.ts';
import { form } from '../form.ts';
import { defineEntity, type Snapshot } from '../entity.ts';
import { checkbox, optionalUrl, tooLong } from '../fields.ts';

const ID = 'admission';

const admissionForm = form({
  status: { label: 'Show the online-admission button', kind: 'checkbox', value: checkbox() },
  session: {
    label: 'Session',
    kind: 'text',
    hint: 'Like 2026-27',
    value: z
      .string()
      .trim()
      .max(20, { error: tooLong('the session', 20) })
      .optional()
      .transform((value) => value ?? '')
      .refine((value) => value === '' || /^\d{4}-\d{2}$/.test(value), {
        message: 'Enter the session like 2026-27, or leave it empty',
      }),
  },
  link: {
    label: 'Admission link',
    kind: 'url',
    hint: "Where the button leads; empty: the site's usual admission address",
    value: optionalUrl('the admission link'),
  },
});
const schema = z.object(admissionForm.shape);
type AdmissionForm = z.output<typeof schema>;

/** The settings row as the API answers it (the contract's AdmissionSettings). */
const settingsOf = (v: AdmissionForm): AdmissionSettings => ({
  status: v.status ? 1 : 0,
  session: v.session,
  ...(v.link ? { link: v.link } : {}),
});

async function read(db: Db): Promise<Snapshot<AdmissionForm> | undefined> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', ID)
    .executeTakeFirst();
  if (!row) return undefined;
  const settings = JSON.parse(row.value) as AdmissionSettings;
  return {
    values: { status: settings.status === 1, session: settings.session ?? '', link: settings.link },
    files: {},
  };
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
  writePublished: async (db, { values }) => {
    const value = JSON.stringify(settingsOf(values));
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
