import type { Db } from '../../db/database.ts';
import { recordAudit } from '../audit.ts';
import type { EntityDef, Values } from './entity.ts';
import { foreignFiles } from './file-access.ts';
import { conflict, isRefusal, notFound, refusal, sameValues, validate } from './item-checks.ts';
import { itemRefusal } from './item-owner.ts';
import { loadCurrent, publicKey, studioKey, unsaved, type Current } from './item-state.ts';
import { commitRow, findRow, findRowByToken, type StudioRow } from './item-store.ts';
import type { Actor, ItemStatus, Refusal, SaveInput } from './items.ts';

/** What a save left: the item's row, and whether this save wrote a new version of it. */
export interface Saved {
  row: StudioRow;
  changed: boolean;
}

/** A draft saved over a published item leaves the public row as it was: 'changed'. */
export const draftStatus = (status: ItemStatus): ItemStatus =>
  status === 'published' ? 'changed' : status;

/** One line of the audit log, in the transaction of the change it records: what changed. */
export function audit(
  db: Db,
  actor: Actor,
  action: string,
  def: EntityDef,
  row: StudioRow,
  before: Values | undefined,
  after: Values | undefined,
) {
  return recordAudit(db, {
    userId: actor.id,
    username: actor.username,
    action,
    entity: def.name,
    item: studioKey(row),
    before,
    after,
    address: actor.address,
    title: titleOf(def, after ?? before),
  });
}

/** What the item is called, for the log to name it by (its line keeps only what changed). */
export function titleOf(def: EntityDef, values: Values | undefined): string | null {
  if (!values) return null;
  try {
    return def.summary(values).title || null;
  } catch {
    return null;
  }
}

/** The item the form was opened on: by its key, a singleton's own, or a new one. */
async function opened(db: Db, def: EntityDef, input: SaveInput, today: string) {
  const key = input.key ?? (def.singletonId ? publicKey(def.singletonId) : null);
  if (key) return loadCurrent(db, def, key, today);
  return unsaved({ values: def.blank(today, input.actor), files: {} });
}

/**
 * Saves the form as the item's next version, with its revision and audit line. The same
 * new-item form sent twice (its token) gives the first item back; a form opened on an older
 * version is a conflict (409) unless it holds the very values now stored (a second click).
 */
export async function saveStep(
  db: Db,
  def: EntityDef,
  input: SaveInput,
  today: string,
): Promise<Saved | Refusal> {
  if (input.key === null && input.createToken) {
    const earlier = await findRowByToken(db, def.name, input.createToken);
    if (earlier) return { row: earlier, changed: false };
  }
  const current = await opened(db, def, input, today);
  if (!current) return notFound(input.values);
  // Only a keyed item stands anywhere (a singleton's has no `access`): 'create' checks its owner.
  const action = input.key ? 'update' : 'create';
  const refused = await itemRefusal(db, def, input.actor, action, current, input.values);
  if (refused) return refused;
  const snapshot = await validate(db, def, input.actor, input.values, current);
  if (isRefusal(snapshot)) return snapshot;
  const foreign = await foreignFiles(
    db,
    input.actor,
    snapshot.values,
    [current.draft, current.published],
    today,
  );
  if (foreign.length) return refusal(400, { '': foreign.map(notYours) }, input.values);
  const same = current.row !== undefined && sameValues(current.draft.values, snapshot.values);
  if (same) return { row: current.row!, changed: false };
  if (current.version !== input.version) return conflict(current.row, input.values);
  const row = await commitRow(
    db,
    def.name,
    current.row,
    {
      snapshot,
      status: draftStatus(current.status),
      publicId: current.publicId,
      action: 'save',
      createToken: input.key === null ? (input.createToken ?? null) : null,
    },
    input.actor,
  );
  if (!row) return conflict(await findRow(db, def.name, current.row!.id), input.values);
  // A new item had nothing before (its blank form is no state of it).
  const before = current.row || current.published ? current.draft.values : undefined;
  await audit(db, input.actor, input.auditAction ?? 'save', def, row, before, snapshot.values);
  return { row, changed: true };
}

/** A file named by its hash that the sender may not see (file-access.ts). */
const notYours = (name: string) =>
  `'${name}' is not a file you uploaded or may see here: upload the file itself.`;

/** An item's current state from its row (after a step wrote it). */
export const currentOf = async (db: Db, def: EntityDef, row: StudioRow, today: string) =>
  (await loadCurrent(db, def, studioKey(row), today)) as Current;
