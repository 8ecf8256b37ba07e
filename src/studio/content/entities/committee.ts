import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import type { CommitteesTable } from '../../../db/schema.ts';
import { COMMITTEE_FIELDS } from '../../../entities/committees.ts';
import type { ColumnsOf } from '../../../entities/field.ts';
import { describedFields } from '../described-form.ts';
import { columnsOfForm, snapshotOfRow } from '../described-rows.ts';
import { form } from '../form.ts';
import { defineEntity, type Snapshot } from '../entity.ts';

/** Every described field: the form holds a committee's whole page. */
const NAMES = COMMITTEE_FIELDS.map((field) => field.name);

const committeeForm = form({
  code: {
    label: 'Code',
    kind: 'text',
    required: true,
    hint: 'Like IQAC or NSS',
    value: z
      .string({ error: 'Enter a short code, like IQAC' })
      .trim()
      .max(40, 'Use 1 to 40 letters, digits, - or _ (like ANTI_RAGGING)')
      .regex(/^[A-Za-z0-9_-]{1,40}$/, 'Use 1 to 40 letters, digits, - or _ (like ANTI_RAGGING)'),
  },
  ...describedFields(COMMITTEE_FIELDS, NAMES),
});
const schema = z.object(committeeForm.shape);
type CommitteeForm = z.output<typeof schema>;

function snapshotOf(row: CommitteesTable): Snapshot<CommitteeForm> {
  const { values, files } = snapshotOfRow(COMMITTEE_FIELDS, NAMES, row);
  return { values: { code: row.code, ...values } as CommitteeForm, files };
}

const rowOf = (snapshot: Snapshot<CommitteeForm>, order: number) => ({
  code: snapshot.values.code,
  sort_order: order,
  ...(columnsOfForm(COMMITTEE_FIELDS, NAMES, snapshot) as ColumnsOf<typeof COMMITTEE_FIELDS>),
});

const findRow = (db: Db, code: string) =>
  db.selectFrom('committees').selectAll().where('code', '=', code).executeTakeFirst();

/** A new code must be free: among the committees, and the studio's unpublished ones. */
async function codeTaken(db: Db, code: string, publicId: string | null) {
  if (code === publicId) return null;
  const held = await db
    .selectFrom('studio_items')
    .select('id')
    .where('entity', '=', 'committee')
    .where('public_id', '=', code)
    .executeTakeFirst();
  return (await findRow(db, code)) || held
    ? { code: [`Another committee has the code ${code}; choose another`] }
    : null;
}

/** Rewrites the committee in its place in the list (a new one goes last); a new code moves it. */
async function write(db: Db, snapshot: Snapshot<CommitteeForm>, publicId: string | null) {
  const before = publicId ? await findRow(db, publicId) : undefined;
  const last = await db
    .selectFrom('committees')
    .select((eb) => eb.fn.max<number>('sort_order').as('top'))
    .executeTakeFirst();
  const order = before?.sort_order ?? Number(last?.top ?? -1) + 1;
  if (publicId) await db.deleteFrom('committees').where('code', '=', publicId).execute();
  await db.insertInto('committees').values(rowOf(snapshot, order)).execute();
  return snapshot.values.code;
}

export const committee = defineEntity<CommitteeForm>({
  name: 'committee',
  permission: 'committee',
  label: { one: 'Committee', many: 'Committees' },
  singleton: false,
  fields: committeeForm.fields,
  schema,
  blank: () => ({ members: [], minutes: [] }),
  check: (db, values, publicId) => codeTaken(db, values.code, publicId),
  summary: (v) => ({ title: v.name, date: null, detail: v.code }),
  listPublished: async (db) =>
    (await db.selectFrom('committees').selectAll().orderBy('sort_order').execute()).map((row) => ({
      publicId: row.code,
      snapshot: snapshotOf(row),
    })),
  readPublished: async (db, publicId) => {
    const row = await findRow(db, publicId);
    return row ? snapshotOf(row) : undefined;
  },
  writePublished: write,
  deletePublished: async (db, publicId) => {
    await db.deleteFrom('committees').where('code', '=', publicId).execute();
  },
  publicUrl: (v) => `/committees?code=${encodeURIComponent(v.code)}`,
});
