import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import type { GoverningBodyTable } from '../../../db/schema.ts';
import { form } from '../form.ts';
import { defineEntity, type Snapshot } from '../entity.ts';
import type { ColumnsOf } from '../../../entities/field.ts';
import { GOVERNING_BODY_FIELDS } from '../../../entities/governing-body.ts';
import { describedFields } from '../described-form.ts';
import { columnsOfForm, snapshotOfRow } from '../described-rows.ts';
import { deleteNumberedRow, writeNumberedRow } from '../public-rows.ts';

const NAMES = GOVERNING_BODY_FIELDS.map((field) => field.name);
const memberForm = form(describedFields(GOVERNING_BODY_FIELDS, NAMES));
const schema = z.object(memberForm.shape);
type MemberForm = z.output<typeof schema>;

const snapshotOf = (row: GoverningBodyTable) =>
  snapshotOfRow(GOVERNING_BODY_FIELDS, NAMES, row) as Snapshot<MemberForm>;

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
  writePublished: (db, snapshot, publicId) =>
    writeNumberedRow(db, 'governing_body', ['gb_member'], publicId, (id) => ({
      id,
      ...(columnsOfForm(GOVERNING_BODY_FIELDS, NAMES, snapshot) as ColumnsOf<
        typeof GOVERNING_BODY_FIELDS
      >),
    })),
  deletePublished: (db, publicId) => deleteNumberedRow(db, 'governing_body', publicId),
  publicUrl: () => '/administrations/gb',
});
