import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import type { GoverningBodyTable } from '../../../db/schema.ts';
import { form } from '../form.ts';
import { defineEntity, type Snapshot } from '../entity.ts';
import { optionalEmail, optionalText, requiredText } from '../fields.ts';
import { deleteNumberedRow, writeNumberedRow } from '../public-rows.ts';

const memberForm = form({
  type: {
    label: 'Position',
    kind: 'text',
    required: true,
    hint: 'Like President',
    value: requiredText('the position, like President or Member'),
  },
  name: { label: 'Name', kind: 'text', required: true, value: requiredText('the name') },
  phone: { label: 'Phone', kind: 'tel', value: optionalText('the phone number', 40) },
  email: { label: 'E-mail', kind: 'email', value: optionalEmail },
});
const schema = z.object(memberForm.shape);
type MemberForm = z.output<typeof schema>;

const snapshotOf = ({ type, name, phone, email }: GoverningBodyTable): Snapshot<MemberForm> => ({
  values: { type, name, phone, email },
  files: {},
});

const members = (db: Db) => db.selectFrom('governing_body').selectAll().orderBy('id');

export const gbMember = defineEntity<MemberForm>({
  name: 'gb_member',
  permission: 'administration',
  label: { one: 'Member of the governing body', many: 'Governing body' },
  singleton: false,
  fields: memberForm.fields,
  schema,
  blank: () => ({}),
  summary: (v) => ({ title: v.name, date: null, detail: v.type }),
  listPublished: async (db) =>
    (await members(db).execute()).map((row) => ({
      publicId: String(row.id),
      snapshot: snapshotOf(row),
    })),
  readPublished: async (db, publicId) => {
    const row = await members(db).where('id', '=', Number(publicId)).executeTakeFirst();
    return row ? snapshotOf(row) : undefined;
  },
  writePublished: (db, { values }, publicId) =>
    writeNumberedRow(db, 'governing_body', ['gb_member'], publicId, (id) => ({ id, ...values })),
  deletePublished: (db, publicId) => deleteNumberedRow(db, 'governing_body', publicId),
  publicUrl: () => '/administrations/gb',
});
