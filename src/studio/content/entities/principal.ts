import { z } from 'zod';
import { OFFICE_DEPT_CODE } from '../../../contract/codes.ts';
import type { Db } from '../../../db/database.ts';
import { form } from '../form.ts';
import { defineEntity, type Snapshot } from '../entity.ts';
import { html } from '../fields.ts';
import { PERSON_FIELDS, personSnapshot, writePerson, type PersonPlace } from './person-rows.ts';

const ID = 'principal';
/** The principal's message is the college's text 'principal' (texts/principal.md). */
const MESSAGE = 'principal';
const PLACE: PersonPlace = {
  deptCode: OFFICE_DEPT_CODE,
  type: 'PRINCIPAL',
  homeDept: OFFICE_DEPT_CODE,
};

const principalForm = form({
  ...PERSON_FIELDS,
  message: { label: 'The principal’s message', kind: 'html', value: html('the message') },
});
const schema = z.object(principalForm.shape);
type PrincipalForm = z.output<typeof schema>;

const findPrincipal = (db: Db) =>
  db
    .selectFrom('employees')
    .selectAll()
    .where('dept_code', '=', PLACE.deptCode)
    .where('type', '=', PLACE.type)
    .orderBy('sort_order')
    .executeTakeFirst();

const findMessage = (db: Db) =>
  db.selectFrom('site_texts').selectAll().where('name', '=', MESSAGE).executeTakeFirst();

async function read(db: Db): Promise<Snapshot<PrincipalForm> | undefined> {
  const [row, message] = await Promise.all([findPrincipal(db), findMessage(db)]);
  if (!row) return undefined;
  const person = personSnapshot(row);
  return { values: { ...person.values, message: message?.body ?? '' }, files: person.files };
}

async function write(db: Db, snapshot: Snapshot<PrincipalForm>, today: string) {
  const row = await findPrincipal(db);
  await writePerson(db, snapshot, row?.id ?? null, PLACE);
  const before = await findMessage(db);
  const text = { title: before?.title ?? null, body: snapshot.values.message, updated: today };
  await db
    .insertInto('site_texts')
    .values({ name: MESSAGE, ...text })
    .onConflict((oc) => oc.column('name').doUpdateSet(text))
    .execute();
  return ID;
}

export const principal = defineEntity<PrincipalForm>({
  name: 'principal',
  permission: 'administration',
  label: { one: 'Principal', many: 'Principal' },
  singleton: true,
  singletonId: ID,
  fields: principalForm.fields,
  schema,
  blank: () => ({ designation: 'Principal' }),
  summary: (v) => ({ title: v.name, date: null, detail: v.designation }),
  listPublished: async (db) => {
    const snapshot = await read(db);
    return snapshot ? [{ publicId: ID, snapshot }] : [];
  },
  readPublished: (db) => read(db),
  writePublished: (db, snapshot, _publicId, today) => write(db, snapshot, today),
  publicUrl: () => '/administrations/principal',
});
