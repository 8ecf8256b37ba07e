import { data } from 'react-router';
import type { Actor, EntityView } from '../../content/items.ts';
import { entityView } from '../../content/items.repository.ts';

/**
 * The entity an address names, as this user sees it; an unknown one (or one this user may not
 * read) is a 404, thrown, so no screen says more about entities than the menu does.
 */
export function viewOrNotFound(name: string | undefined, actor: Actor): EntityView {
  const view = name ? entityView(name, actor) : undefined;
  if (!view) throw data('There is no such kind of content in the studio.', { status: 404 });
  return view;
}
