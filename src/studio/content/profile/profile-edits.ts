import type { Db } from '../../../db/database.ts';
import { newestFirstOrder, rowDateKey } from '../../../site-map/row-order.ts';
import { refusal } from '../item-checks.ts';
import { valuesBefore } from '../item-undo.ts';
import { getItem, publishItem, saveItem } from '../items.repository.ts';
import type { Actor, Item, Outcome, Refusal } from '../items.ts';
import { rowsOf, type ProfileRow } from './profile-schema.ts';
import { sectionOf, type SectionSpec } from './sections.ts';

/**
 * A teacher's profile, one change at a time: each screen (basic details, a row of a section,
 * a paste of publications) changes its part of the profile's values, and the store saves the
 * whole as the next version, checking it again (schema, files, owner, version) as for any item.
 */
export const PROFILE = 'profile';

/** The profile's key in the store: its person's public id (a draft of it is found by it too). */
export const profileKey = (personId: number) => `p${personId}`;

export type Values = Record<string, unknown>;

/** The profile as it stands, if the actor may read it (a 403 otherwise: not theirs). */
export const openProfile = (db: Db, actor: Actor, personId: number, today?: string) =>
  getItem(db, PROFILE, profileKey(personId), actor, today);

/**
 * Saves the profile's values changed by `change` (given the values as they stand), as the
 * version the screen showed; a change that refuses (a row that is not there) says why.
 */
export async function changeProfile(
  db: Db,
  actor: Actor,
  personId: number,
  version: number,
  change: (values: Values, item: Item) => Values | Refusal,
  today?: string,
  /** The audit log's word for it, when it is not a plain save. */
  auditAction?: string,
): Promise<Outcome> {
  const opened = await openProfile(db, actor, personId, today);
  if (!opened.ok) return opened;
  const values = change(structuredClone(opened.item.values), opened.item);
  if ('ok' in values && values.ok === false) return values as Refusal;
  return saveItem(
    db,
    {
      entity: PROFILE,
      key: opened.item.key,
      version,
      values: values as Values,
      actor,
      ...(auditAction ? { auditAction } : {}),
    },
    today,
  );
}

/**
 * Undo, right after a row was removed (decision 070): the row the profile had at that place
 * before its version `version` goes back there, if that version was exactly its removal and
 * nothing has changed since. Audited as 'undo remove'.
 */
export async function undoRowRemoval(
  db: Db,
  actor: Actor,
  personId: number,
  version: number,
  key: string,
  index: number,
  today?: string,
): Promise<Outcome> {
  const earlier = await valuesBefore(db, PROFILE, profileKey(personId), version, actor);
  if (!earlier.ok) return earlier;
  const before = rowsOf(earlier.before.values, key);
  const row = before[index];
  const removedThere = (rows: ProfileRow[]) =>
    row !== undefined &&
    JSON.stringify(rows) === JSON.stringify(before.filter((_, i) => i !== index));
  const putBack = withRows(key, (rows) =>
    removedThere(rows)
      ? [...rows.slice(0, index), row!, ...rows.slice(index)]
      : refusal(409, { '': ['That row cannot be put back: the section has changed since.'] }),
  );
  return changeProfile(db, actor, personId, version, putBack, today, 'undo remove');
}

/** Publishes the profile's saved draft: the public pages show it at their next look. */
export async function publishProfile(
  db: Db,
  actor: Actor,
  personId: number,
  version: number,
  today?: string,
): Promise<Outcome> {
  return publishItem(db, {
    entity: PROFILE,
    key: profileKey(personId),
    version,
    actor,
    ...(today ? { today } : {}),
  });
}

const noSection = (key: string) =>
  refusal(404, { '': [`There is no section '${key}' in a profile.`] });
const noRow = (values: Values) =>
  refusal(404, { '': ['That row is not there any more: open the section again.'] }, values);

/** A section's rows after `edit` (which may refuse); the section must exist. */
function withRows(
  key: string,
  edit: (rows: ProfileRow[], spec: SectionSpec) => ProfileRow[] | Refusal,
) {
  return (values: Values): Values | Refusal => {
    const spec = sectionOf(key);
    if (!spec) return noSection(key);
    const rows = edit([...rowsOf(values, key)], spec);
    return Array.isArray(rows) ? { ...values, [key]: rows } : rows;
  };
}

/**
 * Where Move up (-1) or Move down (1) takes the row kept at `index`: the kept place of its
 * neighbour as the section shows them (newest first), if that row has the same date; null when
 * there is none (the first or the last) or its date differs, which keeps the date order
 * (decision 091).
 */
export function moveTarget(
  rows: readonly ProfileRow[],
  spec: SectionSpec,
  index: number,
  by: -1 | 1,
): number | null {
  const order = newestFirstOrder(rows, spec);
  const neighbour = order[order.indexOf(index) + by];
  if (neighbour === undefined || !(index in rows)) return null;
  return rowDateKey(rows[neighbour]!, spec) === rowDateKey(rows[index]!, spec) ? neighbour : null;
}

const otherDate = () =>
  refusal(409, {
    '': ['Rows stay newest first by their date: change its date to move it past that row.'],
  });

/**
 * Row edits by index in the kept order (the version the screen showed makes an index safe to
 * use). New rows are kept first, so that each shows first among the rows of its date.
 */
export const rowEdits = {
  add: (key: string, rows: ProfileRow[]) => withRows(key, (list) => [...rows, ...list]),
  /** Rows added to several sections at once (a paste: each entry to the section of its kind). */
  addEach:
    (rows: readonly { section: string; row: ProfileRow }[]) =>
    (values: Values): Values | Refusal => {
      const keys = [...new Set(rows.map((r) => r.section))];
      let changed: Values | Refusal = values;
      for (const key of keys) {
        const mine = rows.filter((r) => r.section === key).map((r) => r.row);
        changed = rowEdits.add(key, mine)(changed as Values);
        if ('ok' in changed && changed.ok === false) return changed;
      }
      return changed;
    },
  replace: (key: string, index: number, row: ProfileRow) =>
    withRows(key, (list) => (index in list ? list.with(index, row) : noRow(row))),
  remove: (key: string, index: number) =>
    withRows(key, (list) => (index in list ? list.filter((_, i) => i !== index) : noRow({}))),
  move: (key: string, index: number, by: -1 | 1) =>
    withRows(key, (list, spec) => {
      if (!(index in list)) return noRow({});
      const to = moveTarget(list, spec, index, by);
      if (to === null) return otherDate();
      const moved = [...list];
      [moved[index], moved[to]] = [moved[to]!, moved[index]!];
      return moved;
    }),
};

/** The store's messages for one row, keyed by the row's own field names. */
export function rowErrors(
  errors: Record<string, string[]>,
  key: string,
  index: number,
): Record<string, string[]> {
  const prefix = `${key}[${index}].`;
  const mine: Record<string, string[]> = {};
  for (const [name, list] of Object.entries(errors)) {
    const field = name.startsWith(prefix)
      ? name.slice(prefix.length)
      : name === `${key}[${index}]`
        ? ''
        : name;
    (mine[field] ??= []).push(...list);
  }
  return mine;
}
