import { z } from 'zod';
import type { Db } from '../../../../db/database.ts';
import type { IqacFilesTable } from '../../../../db/schema.ts';
import { NAAC_FILE_FIELDS } from '../../../../entities/naac.ts';
import { form } from '../../form.ts';
import { defineEntity, type Snapshot } from '../../entity.ts';
import { describedFields } from '../../described-form.ts';
import { columnsOfForm, snapshotOfRow } from '../../described-rows.ts';
import { deleteNumberedRow, writeNumberedRow } from '../../public-rows.ts';
import {
  METRIC_PLACE,
  matrixUrlOf,
  metricsWithPlaces,
  placeField,
  placeText,
  readPlace,
  type Problems,
} from './tree.ts';
import { criteriaByPlace, metricChoices, metricsByPlace, wordsAt } from './words.ts';

const NAMES = NAAC_FILE_FIELDS.map((field) => field.name);

/**
 * One entry of a metric's file list (SPEC's file group item): where it stands (its metric's
 * place), then its number, title and files.
 */
const fileForm = form({
  metric: {
    label: 'Metric',
    kind: 'select',
    required: true,
    options: [],
    value: placeField('metric', METRIC_PLACE),
  },
  ...describedFields(NAAC_FILE_FIELDS, NAMES),
});
const schema = z.object(fileForm.shape);
type FileForm = z.output<typeof schema>;

async function placeOfMetric(db: Db, metricId: number) {
  const row = (await metricsWithPlaces(db)).find((m) => m.id === metricId);
  return row
    ? { group: row.group_id, type: row.type, criterion: row.subgroup_id, metric: row.id }
    : undefined;
}

async function snapshotOf(db: Db, row: IqacFilesTable): Promise<Snapshot<FileForm>> {
  const { values, files } = snapshotOfRow(NAAC_FILE_FIELDS, NAMES, row);
  const place = await placeOfMetric(db, row.subsubgroup_id);
  return { values: { metric: place ? placeText(place) : '', ...values }, files } as never;
}

const rowOf = (id: number, snapshot: Snapshot<FileForm>): IqacFilesTable => ({
  id,
  subsubgroup_id: readPlace(snapshot.values.metric)!.metric!,
  ...(columnsOfForm(NAAC_FILE_FIELDS, NAMES, snapshot) as Omit<
    IqacFilesTable,
    'id' | 'subsubgroup_id'
  >),
});

/** The metric must be published where the form says; the entry's number free in its list. */
async function check(db: Db, v: FileForm, publicId: string | null): Problems {
  const place = readPlace(v.metric)!;
  const found = await placeOfMetric(db, place.metric!);
  if (!found || placeText(found) !== v.metric)
    return { metric: ['That metric is not on the site (it may have been moved): choose it again'] };
  const same = await db
    .selectFrom('iqac_files')
    .select('id')
    .where('subsubgroup_id', '=', place.metric!)
    .where('sr_no', '=', v.sr_no)
    .where('id', '!=', publicId ? Number(publicId) : -1)
    .executeTakeFirst();
  return same
    ? { sr_no: [`This metric has an entry ${v.sr_no} already; give this one another number`] }
    : null;
}

export const naacFile = defineEntity<FileForm>({
  name: 'naac_file',
  permission: 'naac',
  label: { one: 'NAAC metric file', many: 'NAAC metric files' },
  singleton: false,
  fields: fileForm.fields,
  // 77 metrics, grouped by criterion, each with its number, type, group and words (issue 36).
  choices: async (db) => ({ metric: await metricChoices(db) }),
  schema,
  blank: () => ({ attachments: [] }),
  check,
  summary: (v) => ({ title: v.title, date: null, detail: `Entry ${v.sr_no}` }),
  // "Geo-tagged photographs" is an entry of many metrics: its metric tells them apart.
  columns: async (db) => {
    const [criteria, metrics] = await Promise.all([criteriaByPlace(db), metricsByPlace(db)]);
    return {
      headings: ['Metric', 'Group', 'Type'],
      of: (v) => {
        const { group, type } = wordsAt(criteria, v.metric);
        return [metrics.get(v.metric) ?? '', group, type];
      },
    };
  },
  listPublished: async (db) => {
    const rows = await db
      .selectFrom('iqac_files')
      .selectAll()
      .orderBy('subsubgroup_id')
      .orderBy('id')
      .execute();
    return Promise.all(
      rows.map(async (row) => ({ publicId: String(row.id), snapshot: await snapshotOf(db, row) })),
    );
  },
  readPublished: async (db, publicId) => {
    const row = await db
      .selectFrom('iqac_files')
      .selectAll()
      .where('id', '=', Number(publicId))
      .executeTakeFirst();
    return row ? snapshotOf(db, row) : undefined;
  },
  writePublished: (db, snapshot, publicId) =>
    writeNumberedRow(db, 'iqac_files', ['naac_file'], publicId, (id) => rowOf(id, snapshot)),
  deletePublished: (db, publicId) => deleteNumberedRow(db, 'iqac_files', publicId),
  publicUrl: (v) => {
    const place = readPlace(v.metric);
    return place ? matrixUrlOf(place) : '/iqac/matrix';
  },
});
