import type { Db } from '../../db/database.ts';
import { recordAudit } from '../audit.ts';
import type { EntityDef, Values } from './entity.ts';
import { conflict, isRefusal, notFound, sameValues, validate } from './item-checks.ts';
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

/** One line of the audit log, in the transaction of the change it records. */
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
  });
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
  const logged = input.auditAction ?? 'save';
  await audit(db, input.actor, logged, def, row, current.draft.values, snapshot.values);
  return { row, changed: true };
}

/** An item's current state from its row (after a step wrote it). */
export const currentOf = async (db: Db, def: EntityDef, row: StudioRow, today: string) =>
  (await loadCurrent(db, def, studioKey(row), today)) as Current;
