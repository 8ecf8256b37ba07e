import { z } from 'zod';
import type { Db } from '../../../../db/database.ts';
import type { IqacGroupsTable } from '../../../../db/schema.ts';
import { NAAC_GROUP_FIELDS } from '../../../../entities/naac.ts';
import { metricTypeName } from '../../../../site-map/metric-types.ts';
import { form } from '../../form.ts';
import { defineEntity, type Snapshot } from '../../entity.ts';
import { describedFields } from '../../described-form.ts';
import { codeList } from '../../fields.ts';
import { columnsOfForm, snapshotOfRow } from '../../described-rows.ts';
import { deleteNumberedRow, writeNumberedRow } from '../../public-rows.ts';
import { PREVIEW_ID } from '../notice-rows.ts';
import { childCount, plural, type Problems } from './tree.ts';

export const typesOf = (group: Pick<IqacGroupsTable, 'types'>) =>
  JSON.parse(group.types) as string[];

export const groupsOf = (db: Db) =>
  db.selectFrom('iqac_groups').selectAll().orderBy('id').execute();

/** The kinds of metrics, as a line: "QlM, QnM" (the codes the importer's iqac.yaml uses). */
const typeList = codeList('the kinds of metrics', 10, {
  enter: 'Enter the kinds of metrics, like QlM, QnM',
  tooLong: 'Keep the kinds of metrics to 200 characters at most, like QlM, QnM',
  notACode: 'Write each kind as a short code, like QlM',
  tooMany: 'List at most 10 kinds',
});

const NAMES = NAAC_GROUP_FIELDS.map((field) => field.name);
const described = describedFields(NAAC_GROUP_FIELDS, NAMES);

// The kinds of metrics in the words of NAAC's codes (the description's are any codes').
const groupForm = form({ ...described, types: { ...described.types, value: typeList } });
const schema = z.object(groupForm.shape);
type GroupForm = z.output<typeof schema>;

const split = (types: string) => types.split(', ');

const snapshotOf = (row: IqacGroupsTable) =>
  snapshotOfRow(NAAC_GROUP_FIELDS, NAMES, row) as Snapshot<GroupForm>;

const rowOf = (id: number, snapshot: Snapshot<GroupForm>): IqacGroupsTable => ({
  id,
  ...(columnsOfForm(NAAC_GROUP_FIELDS, NAMES, snapshot) as Omit<IqacGroupsTable, 'id'>),
});

/** A kind of metrics its criteria use stays: removing it would leave them out of the view. */
async function check(db: Db, v: GroupForm, publicId: string | null): Problems {
  if (!publicId) return null;
  const used = await db
    .selectFrom('iqac_subgroups')
    .select('type')
    .distinct()
    .where('group_id', '=', Number(publicId))
    .execute();
  const missing = used.map((u) => u.type).filter((type) => !split(v.types).includes(type));
  return missing.length
    ? {
        types: [
          `Criteria of this group use ${missing.map(metricTypeName).join(' and ')}: keep it, or move those criteria first`,
        ],
      }
    : null;
}

export const naacGroup = defineEntity<GroupForm>({
  name: 'naac_group',
  permission: 'naac',
  label: { one: 'NAAC group', many: 'NAAC groups' },
  singleton: false,
  fields: groupForm.fields,
  schema,
  blank: () => ({ types: 'QlM, QnM' }),
  check,
  summary: (v) => ({ title: v.name, date: null, detail: v.types }),
  listPublished: async (db) =>
    (await groupsOf(db)).map((row) => ({ publicId: String(row.id), snapshot: snapshotOf(row) })),
  readPublished: async (db, publicId) => {
    const row = await db
      .selectFrom('iqac_groups')
      .selectAll()
      .where('id', '=', Number(publicId))
      .executeTakeFirst();
    return row ? snapshotOf(row) : undefined;
  },
  writePublished: (db, snapshot, publicId) =>
    writeNumberedRow(db, 'iqac_groups', ['naac_group'], publicId, (id) => rowOf(id, snapshot)),
  inUse: async (db, publicId) => {
    const criteria = await childCount(db, 'iqac_subgroups', Number(publicId));
    return criteria
      ? `This group has ${plural(criteria, 'criterion', 'criteria')}: move them to another group or unpublish them first.`
      : null;
  },
  deletePublished: (db, publicId) => deleteNumberedRow(db, 'iqac_groups', publicId),
  publicUrl: (_v, publicId) => `/iqac/matrix?group=${publicId ?? PREVIEW_ID}`,
});
