import { z } from 'zod';
import type { Db } from '../../../../db/database.ts';
import { matrixHref } from '../../../../site-map/matrix-address.ts';

/**
 * The NAAC tree as the studio edits it (SPEC's IQAC group, subgroup, sub-subgroup and file
 * group): group → criterion (of one of the group's metric types) → metric (a serial number) →
 * its files. A child names its parent by its place in the tree, 'group/type/criterion' or
 * 'group/type/criterion/metric', so its public address is known from its values; the store
 * checks that place against the published tree on every save and publish, so a child is never
 * written under a parent that is not there (no orphan).
 */
export const CRITERION_PLACE = /^(\d{1,9})\/([A-Za-z0-9_-]{1,30})\/(\d{1,9})$/;
export const METRIC_PLACE = /^(\d{1,9})\/([A-Za-z0-9_-]{1,30})\/(\d{1,9})\/(\d{1,9})$/;

export interface Place {
  group: number;
  type: string;
  criterion: number;
  metric?: number;
}

export function readPlace(place: string): Place | undefined {
  const match = METRIC_PLACE.exec(place) ?? CRITERION_PLACE.exec(place);
  if (!match) return undefined;
  const [, group, type, criterion, metric] = match;
  return {
    group: Number(group),
    type: type!,
    criterion: Number(criterion),
    ...(metric ? { metric: Number(metric) } : {}),
  };
}

export const placeText = (p: Place) =>
  [p.group, p.type, p.criterion, ...(p.metric === undefined ? [] : [p.metric])].join('/');

/** The public NAAC view at this place: the level below it shows the item. */
export const matrixUrlOf = (p: Place) =>
  matrixHref({ group: p.group, type: p.type, criterion: p.criterion, sr: p.metric });

/** A field naming a parent by its place (a select of the published ones). */
export const placeField = (what: string, pattern: RegExp) =>
  z
    .string({ error: `Choose the ${what} from the list` })
    .trim()
    .regex(pattern, `Choose the ${what} from the list`);

/** Every published criterion with its group's name, in the tree's order. */
export function criteriaWithGroups(db: Db) {
  return db
    .selectFrom('iqac_subgroups as c')
    .innerJoin('iqac_groups as g', 'g.id', 'c.group_id')
    .select(['c.id', 'c.group_id', 'c.type', 'c.criterion', 'c.metric_question', 'g.name'])
    .orderBy('c.group_id')
    .orderBy('c.type')
    .orderBy('c.id')
    .execute();
}

/** Every published metric with its criterion's place, in the tree's order. */
export function metricsWithPlaces(db: Db) {
  return db
    .selectFrom('iqac_subsubgroups as m')
    .innerJoin('iqac_subgroups as c', 'c.id', 'm.subgroup_id')
    .innerJoin('iqac_groups as g', 'g.id', 'c.group_id')
    .select([
      'm.id',
      'm.sr_no',
      'm.metric_question',
      'm.subgroup_id',
      'c.group_id',
      'c.type',
      'c.criterion',
      'g.name',
    ])
    .orderBy('c.group_id')
    .orderBy('c.type')
    .orderBy('c.id')
    .orderBy('m.id')
    .execute();
}

/**
 * A criterion in a list of choices, what tells it apart first (its kind's short code, then its
 * name, then its group), so that a phone's narrow select still shows the part that matters.
 */
export const criterionLabel = (c: { name: string; type: string; criterion: string }) =>
  `${c.type} · ${c.criterion} · ${c.name}`;

/** The criterion at this place, if it is published there; else why not, for the field. */
export async function criterionAt(db: Db, place: Place) {
  return db
    .selectFrom('iqac_subgroups as c')
    .innerJoin('iqac_groups as g', 'g.id', 'c.group_id')
    .select(['c.id', 'c.group_id', 'c.type', 'c.criterion', 'g.name'])
    .where('c.id', '=', place.criterion)
    .where('c.group_id', '=', place.group)
    .where('c.type', '=', place.type)
    .executeTakeFirst();
}

/** How many rows name this parent: a criterion's metrics, a metric's files, a group's criteria. */
export async function childCount(
  db: Db,
  table: 'iqac_subgroups' | 'iqac_subsubgroups' | 'iqac_files',
  parentId: number,
): Promise<number> {
  const column =
    table === 'iqac_subgroups'
      ? 'group_id'
      : table === 'iqac_subsubgroups'
        ? 'subgroup_id'
        : 'subsubgroup_id';
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where(column, '=', parentId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A check's answer: messages by field, or null when all is well. */
export type Problems = Promise<Record<string, string[]> | null>;
