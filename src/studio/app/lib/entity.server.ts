import { data, redirect } from 'react-router';
import type { Actor, EntityView, Refusal } from '../../content/items.ts';
import { entityView } from '../../content/items.repository.ts';

/**
 * The entity an address names, as this user sees it; an unknown one (or one this user may not
 * read) is a 404, thrown, so no screen says more about entities than the menu does.
 */
export function viewOrNotFound(name: string | undefined, actor: Actor): EntityView {
  const view = name ? entityView(name, actor) : undefined;
  if (!view) throw data('There is no such kind of content in the studio.', { status: 404 });
  // An entity with screens of its own (a teacher's profile) is not edited by the generic ones.
  if (view.home) throw redirect(view.home);
  return view;
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
