import type { Db } from '../../db/database.ts';
import { can, type Action } from '../permissions.ts';
import type { EntityDef, Values } from './entity.ts';
import { VERBS, refusal } from './item-checks.ts';
import type { Current } from './item-state.ts';
import type { Actor, Refusal } from './items.ts';

/** An item as it stands, as far as whose it is goes. */
export type Standing = Pick<Current, 'row' | 'publicId' | 'published' | 'draft'>;

/**
 * Is the item as it stands the actor's to do this to? Checked by every operation on an item,
 * so another's item named by its key, or sent over with the actor's own values, is refused
 * (403) before anything is read or written. An item is someone's in two ways:
 * - by its values (`access`: a department's code, decision 055): its published row and its
 *   stored draft must both be the actor's, not only the values sent;
 * - by what it is (`ownerOf`: a teacher's profile is its person's, decision 054).
 * `values` are the form's, given back with the refusal.
 */
export async function itemRefusal(
  db: Db,
  def: EntityDef,
  actor: Actor,
  action: Action,
  item: Standing,
  values: Values = {},
): Promise<Refusal | null> {
  const role = `Your account (${actor.role})`;
  const standing = [item.published?.values, item.row ? item.draft.values : undefined];
  if (standing.some((held) => held && !mayTouch(def, actor, action, held)))
    return refusal(
      403,
      { '': [`${role} may not ${VERBS[action]} an item of someone else's.`] },
      values,
    );
  // Access to `any` item needs no owner (an owner of nobody passes only `any`).
  if (!def.ownerOf || can(actor, action, def.permission, {})) return null;
  const owner = item.publicId ? await def.ownerOf(db, item.publicId) : undefined;
  if (can(actor, action, def.permission, owner ?? {})) return null;
  const what = def.label.one.toLowerCase();
  return refusal(
    403,
    { '': [`${role} may not ${VERBS[action]} this ${what}: it is not yours.`] },
    values,
  );
}

/** May the actor do this to an item holding these values (its owner, its kind)? */
function mayTouch(def: EntityDef, actor: Actor, action: Action, values: Values): boolean {
  const access = def.access?.(values);
  return !access || can(actor, action, access.entity, access.owner);
}
