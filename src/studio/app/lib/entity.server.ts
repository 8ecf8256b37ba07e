import { data, redirect } from 'react-router';
import type { Actor, EntityView, Item, Refusal } from '../../content/items.ts';
import { entityView } from '../../content/items.repository.ts';

/**
 * The entity an address names, as this user sees it; an unknown one (or one this user may not
 * read) is a 404, thrown, so no screen says more about entities than the menu does.
 */
export function viewOrNotFound(
  name: string | undefined,
  actor: Actor,
  { ownScreensToo = false } = {},
): EntityView {
  const view = name ? entityView(name, actor) : undefined;
  if (!view) throw data('There is no such kind of content in the studio.', { status: 404 });
  // An entity with screens of its own (a teacher's profile) is not edited by the generic ones;
  // a generic screen it has no own version of (revisions) says so.
  if (view.home && !ownScreensToo) throw redirect(view.home);
  return view;
}

/**
 * Where an item is edited: its entity's own screens (a profile's are under its person's id:
 * decision 054), or the generic editor.
 */
export function editorOf(view: EntityView, item: Pick<Item, 'key' | 'publicId'>): string {
  if (!view.home) return `/items/${view.name}/${item.key}`;
  return item.publicId ? `${view.home}/${item.publicId}` : view.home;
}

/** The store's words for a refusal, as one sentence. */
export const refusalText = (refusal: Refusal) =>
  Object.values(refusal.fieldErrors).flat().join(' ') || 'That was refused; nothing was changed.';

/**
 * What a screen's loader gets from the store, or the store's refusal thrown as the screen's
 * answer (404: no such item; 403: not allowed), shown inside the shell.
 */
export function orRefused<T extends { ok: true }>(outcome: T | Refusal): T {
  if (outcome.ok) return outcome;
  throw data(refusalText(outcome), { status: outcome.status });
}
