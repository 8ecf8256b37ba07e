import { z } from 'zod';
import type { Db } from '../../../../db/database.ts';
import type { IqacSubgroupsTable } from '../../../../db/schema.ts';
import { NAAC_CRITERION_FIELDS } from '../../../../entities/naac.ts';
import { metricTypeName } from '../../../../site-map/metric-types.ts';
import { form } from '../../form.ts';
import { defineEntity, type Snapshot } from '../../entity.ts';
import { describedFields } from '../../described-form.ts';
import { columnsOfForm, snapshotOfRow } from '../../described-rows.ts';
import { deleteNumberedRow, writeNumberedRow } from '../../public-rows.ts';
import { PREVIEW_ID } from '../notice-rows.ts';
import { childCount, matrixUrlOf, placeText, plural, type Problems } from './tree.ts';
import { groupsOf, typesOf } from './group.ts';

const NAMES = NAAC_CRITERION_FIELDS.map((field) => field.name);

/** Where the criterion stands (its group, its kind of metrics), then its described fields. */
const criterionForm = form({
  group: {
    label: 'Group',
    kind: 'select',
    required: true,
    options: [],
    value: z.string({ error: 'Choose the group from the list' }).regex(/^\d{1,9}$/, {
      message: 'Choose the group from the list',
    }),
  },
  type: {
    label: 'Kind of metrics',
    kind: 'select',
    required: true,
    options: [],
    value: z
      .string({ error: 'Choose the kind of metrics' })
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,30}$/, 'Choose the kind of metrics from the list'),
  },
  ...describedFields(NAAC_CRITERION_FIELDS, NAMES),
});
const schema = z.object(criterionForm.shape);
type CriterionForm = z.output<typeof schema>;

const snapshotOf = (row: IqacSubgroupsTable): Snapshot<CriterionForm> => {
  const { values, files } = snapshotOfRow(NAAC_CRITERION_FIELDS, NAMES, row);
  return { values: { group: String(row.group_id), type: row.type, ...values }, files } as never;
};

const rowOf = (id: number, snapshot: Snapshot<CriterionForm>): IqacSubgroupsTable => ({
  id,
  group_id: Number(snapshot.values.group),
  type: snapshot.values.type,
  ...(columnsOfForm(NAAC_CRITERION_FIELDS, NAMES, snapshot) as Omit<
    IqacSubgroupsTable,
    'id' | 'group_id' | 'type'
  >),
});

/**
 * The group must be published and have this kind of metrics; a criterion moved to another group
 * takes its metrics along, so their serial numbers must be free in that group.
 */
async function check(db: Db, v: CriterionForm, publicId: string | null): Problems {
  const group = await db
    .selectFrom('iqac_groups')
    .selectAll()
    .where('id', '=', Number(v.group))
    .executeTakeFirst();
  if (!group) return { group: ['That group is not on the site any more; choose another'] };
  const types = typesOf(group);
  if (!types.includes(v.type))
    return {
      type: [`${group.name} has ${types.map(metricTypeName).join(' and ')}: choose one of them`],
    };
  if (!publicId) return null;
  const clashes = await db
    .selectFrom('iqac_subsubgroups as mine')
    .innerJoin('iqac_subsubgroups as other', 'other.sr_no', 'mine.sr_no')
    .innerJoin('iqac_subgroups as c', 'c.id', 'other.subgroup_id')
    .select('mine.sr_no')
    .where('mine.subgroup_id', '=', Number(publicId))
    .where('c.group_id', '=', group.id)
    .where('c.id', '!=', Number(publicId))
    .execute();
  return clashes.length
    ? {
        group: [
          `${group.name} has metrics ${clashes.map((c) => c.sr_no).join(', ')} already; this criterion’s metrics would repeat them`,
        ],
      }
    : null;
}

export const naacCriterion = defineEntity<CriterionForm>({
  name: 'naac_criterion',
  permission: 'naac',
  label: { one: 'NAAC criterion', many: 'NAAC criteria' },
  singleton: false,
  fields: criterionForm.fields,
  choices: async (db) => {
    const groups = await groupsOf(db);
    const types = [...new Set(groups.flatMap(typesOf))];
    return {
      group: groups.map((g) => ({ value: String(g.id), label: g.name })),
      type: types.map((t) => ({ value: t, label: metricTypeName(t) })),
    };
  },
  schema,
  blank: () => ({}),
  check,
  summary: (v) => ({ title: v.criterion, date: null, detail: metricTypeName(v.type) }),
  // Each group has its Criterion I (issue 36): the group tells them apart.
  columns: async (db) => {
    const names = new Map((await groupsOf(db)).map((g) => [String(g.id), g.name]));
    return { headings: ['Group'], of: (v) => [names.get(v.group) ?? ''] };
  },
  nextSteps: (v, publicId) => [
    {
      text: 'Add a metric to this criterion',
      to: `/items/naac_metric/new?${new URLSearchParams({ criterion: placeText({ group: Number(v.group), type: v.type, criterion: Number(publicId) }) })}`,
    },
  ],
  listPublished: async (db) =>
    (
      await db
        .selectFrom('iqac_subgroups')
        .selectAll()
        .orderBy('group_id')
        .orderBy('type')
        .orderBy('id')
        .execute()
    ).map((row) => ({ publicId: String(row.id), snapshot: snapshotOf(row) })),
  readPublished: async (db, publicId) => {
    const row = await db
      .selectFrom('iqac_subgroups')
      .selectAll()
      .where('id', '=', Number(publicId))
      .executeTakeFirst();
    return row ? snapshotOf(row) : undefined;
  },
  writePublished: (db, snapshot, publicId) =>
    writeNumberedRow(db, 'iqac_subgroups', ['naac_criterion'], publicId, (id) =>
      rowOf(id, snapshot),
    ),
  inUse: async (db, publicId) => {
    const metrics = await childCount(db, 'iqac_subsubgroups', Number(publicId));
    return metrics
      ? `This criterion has ${plural(metrics, 'metric')}: move them to another criterion or unpublish them first.`
      : null;
  },
  deletePublished: (db, publicId) => deleteNumberedRow(db, 'iqac_subgroups', publicId),
  publicUrl: (v, publicId) =>
    matrixUrlOf({
      group: Number(v.group),
      type: v.type,
      criterion: publicId ? Number(publicId) : PREVIEW_ID,
    }),
});
