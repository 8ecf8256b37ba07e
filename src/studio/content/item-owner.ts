import { can, type Action } from '../permissions.ts';
import type { EntityDef, Values } from './entity.ts';
import { refusal } from './item-checks.ts';
import type { Current } from './item-state.ts';
import type { Actor, Refusal } from './items.ts';

/**
 * The item as it stands (its published row and its stored draft) must be the actor's too, not
 * only the values sent: a department head who names another department's item by its key, or
 * sends their own department's code over it, is refused (403) before anything is read or
 * written. The entity's `access` says whose the values are (decision 055).
 */
export function standingRefusal(
  def: EntityDef,
  actor: Actor,
  action: Action,
  current: Current,
): Refusal | null {
  if (!def.access) return null;
  const standing = [current.published?.values, current.row ? current.draft.values : undefined];
  for (const values of standing) {
    if (values && !mayTouch(def, actor, action, values))
      return refusal(403, {
        '': [`Your account (${actor.role}) may not ${VERBS[action]} an item of someone else's.`],
      });
  }
  return null;
}

const VERBS: Record<Action, string> = {
  read: 'see',
  create: 'add',
  update: 'change',
  publish: 'publish',
  delete: 'unpublish',
};

/** May the actor do this to an item holding these values (its owner, its kind)? */
export function mayTouch(def: EntityDef, actor: Actor, action: Action, values: Values): boolean {
  const access = def.access?.(values);
  return !access || can(actor, action, access.entity, access.owner);
}
