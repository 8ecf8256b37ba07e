import type { Db } from '../../db/database.ts';
import { recordRefusal } from '../refusal-audit.ts';
import { entityDef } from './entities.ts';
import { collegeToday } from './item-checks.ts';
import { titleOf } from './item-save.ts';
import { loadCurrent } from './item-state.ts';
import type { Actor, EntityName, Outcome, Refusal } from './items.ts';

/**
 * The refusals of a write the audit log keeps (decision 074): not allowed (403: the permission
 * table, another's item, forged values), no such item (404: a made-up key is a probe as much as
 * a mistake) and someone saved first (409: the changes were not saved). A 400 is the form's own
 * mistake, shown at its field and mended there: it names nobody else's item, and logging every
 * one would let ordinary typing bury the log.
 */
const LOGGED: ReadonlySet<Refusal['status']> = new Set([403, 404, 409]);

/** A refusal's messages as one sentence: why. */
export const reasonOf = (refusal: Pick<Refusal, 'fieldErrors'>) =>
  Object.values(refusal.fieldErrors).flat().join(' ') || 'Refused; nothing was changed.';

/** What the item is called, for a refusal's line: read only when the line is a new one. */
export async function itemTitle(db: Db, entity: EntityName, key: string | null) {
  const def = entityDef(entity);
  if (!def || !key) return null;
  const current = await loadCurrent(db, def, key, collegeToday());
  return current ? titleOf(def, current.draft.values) : null;
}

/** The line of a refused write of an item, when its kind of refusal is one the log keeps. */
export async function recordItemRefusal(
  db: Db,
  actor: Actor,
  action: string,
  target: { entity: EntityName; key: string | null },
  refusal: Refusal,
): Promise<void> {
  if (!LOGGED.has(refusal.status)) return;
  await recordRefusal(db, {
    userId: actor.id,
    username: actor.username,
    address: actor.address,
    action,
    entity: target.entity,
    item: target.key ?? 'new',
    title: () => itemTitle(db, target.entity, target.key),
    reason: reasonOf(refusal),
  });
}

/**
 * A write of the store whose refusals are logged: the one place the store's writes (save,
 * publish, unpublish, restore; the screens' and the profile's alike) leave their line.
 */
export function refusalsLogged<
  I extends { entity: EntityName; key: string | null; actor: Actor },
  R extends unknown[],
>(action: string, write: (db: Db, input: I, ...rest: R) => Promise<Outcome>) {
  return async (db: Db, input: I, ...rest: R): Promise<Outcome> => {
    const outcome = await write(db, input, ...rest);
    if (!outcome.ok) await recordItemRefusal(db, input.actor, action, input, outcome);
    return outcome;
  };
}
