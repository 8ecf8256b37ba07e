import { z } from 'zod';
import type { Db } from '../../../../db/database.ts';
import type { IqacSubSubgroupsTable } from '../../../../db/schema.ts';
import { NAAC_METRIC_FIELDS } from '../../../../entities/naac.ts';
import { form } from '../../form.ts';
import { defineEntity, type Snapshot } from '../../entity.ts';
import { describedFields } from '../../described-form.ts';
import { columnsOfForm, snapshotOfRow } from '../../described-rows.ts';
import { deleteNumberedRow, writeNumberedRow } from '../../public-rows.ts';
import { PREVIEW_ID } from '../notice-rows.ts';
import {
  CRITERION_PLACE,
  childCount,
  criteriaWithGroups,
  criterionAt,
  criterionLabel,
  matrixUrlOf,
  metricsWithPlaces,
  placeField,
  placeText,
  plural,
  readPlace,
  type Problems,
} from './tree.ts';
import { criteriaByPlace, metricTitle, wordsAt } from './words.ts';

const NAMES = NAAC_METRIC_FIELDS.map((field) => field.name);

/** Where the metric stands (its criterion's place), then its described fields. */
const metricForm = form({
  criterion: {
    label: 'Criterion',
    kind: 'select',
    required: true,
    options: [],
    value: placeField('criterion', CRITERION_PLACE),
  },
  ...describedFields(NAAC_METRIC_FIELDS, NAMES),
});
const schema = z.object(metricForm.shape);
type MetricForm = z.output<typeof schema>;

type MetricRow = Awaited<ReturnType<typeof metricsWithPlaces>>[number];

const snapshotOf = (row: MetricRow): Snapshot<MetricForm> => {
  const { values, files } = snapshotOfRow(NAAC_METRIC_FIELDS, NAMES, row);
  const criterion = placeText({ group: row.group_id, type: row.type, criterion: row.subgroup_id });
  return { values: { criterion, ...values }, files } as never;
};

const rowOf = (id: number, snapshot: Snapshot<MetricForm>): IqacSubSubgroupsTable => ({
  id,
  subgroup_id: readPlace(snapshot.values.criterion)!.criterion,
  ...(columnsOfForm(NAAC_METRIC_FIELDS, NAMES, snapshot) as Omit<
    IqacSubSubgroupsTable,
    'id' | 'subgroup_id'
  >),
});

/**
 * The criterion must be published where the form says, and the serial number free in its group
 * (NAAC numbers each metric of a framework once). Moving a metric changes only its criterion:
 * its files name the metric, so they move with it.
 */
async function check(db: Db, v: MetricForm, publicId: string | null): Problems {
  const criterion = await criterionAt(db, readPlace(v.criterion)!);
  if (!criterion)
    return {
      criterion: ['That criterion is not on the site (it may have been moved): choose it again'],
    };
  const same = await db
    .selectFrom('iqac_subsubgroups as m')
    .innerJoin('iqac_subgroups as c', 'c.id', 'm.subgroup_id')
    .select(['m.id', 'c.criterion'])
    .where('c.group_id', '=', criterion.group_id)
    .where('m.sr_no', '=', v.sr_no)
    .where('m.id', '!=', publicId ? Number(publicId) : -1)
    .executeTakeFirst();
  return same
    ? {
        sr_no: [
          `${criterion.name} has a metric ${v.sr_no} already (under ${same.criterion}); each serial number is used once in a group`,
        ],
      }
    : null;
}

async function findMetric(db: Db, publicId: string) {
  return (await metricsWithPlaces(db)).find((row) => row.id === Number(publicId));
}

export const naacMetric = defineEntity<MetricForm>({
  name: 'naac_metric',
  permission: 'naac',
  label: { one: 'NAAC metric', many: 'NAAC metrics' },
  singleton: false,
  fields: metricForm.fields,
  choices: async (db) => ({
    criterion: (await criteriaWithGroups(db)).map((c) => ({
      value: placeText({ group: c.group_id, type: c.type, criterion: c.id }),
      label: criterionLabel(c),
    })),
  }),
  schema,
  blank: () => ({}),
  check,
  // Its number and words (issue 36): "1.1.2" alone is one of each group's.
  summary: (v) => ({ title: metricTitle(v), date: null, detail: '' }),
  columns: async (db) => {
    const byPlace = await criteriaByPlace(db);
    return {
      headings: ['Group', 'Type', 'Criterion'],
      of: (v) => {
        const { group, type, criterion } = wordsAt(byPlace, v.criterion);
        return [group, type, criterion];
      },
    };
  },
  nextSteps: (v, publicId) => [
    {
      text: 'Add a file to this metric',
      to: `/items/naac_file/new?${new URLSearchParams({ metric: `${v.criterion}/${publicId}` })}`,
    },
  ],
  listPublished: async (db) =>
    (await metricsWithPlaces(db)).map((row) => ({
      publicId: String(row.id),
      snapshot: snapshotOf(row),
    })),
  readPublished: async (db, publicId) => {
    const row = await findMetric(db, publicId);
    return row ? snapshotOf(row) : undefined;
  },
  writePublished: (db, snapshot, publicId) =>
    writeNumberedRow(db, 'iqac_subsubgroups', ['naac_metric'], publicId, (id) =>
      rowOf(id, snapshot),
    ),
  inUse: async (db, publicId) => {
    const files = await childCount(db, 'iqac_files', Number(publicId));
    return files
      ? `This metric has ${plural(files, 'file')}: unpublish them first, or move the metric to another criterion instead (its files go with it).`
      : null;
  },
  deletePublished: (db, publicId) => deleteNumberedRow(db, 'iqac_subsubgroups', publicId),
  publicUrl: (v, publicId) =>
    matrixUrlOf({ ...readPlace(v.criterion)!, metric: publicId ? Number(publicId) : PREVIEW_ID }),
});
