import type { Db } from '../../db/database.ts';
import { entityDef } from './entities.ts';
import type { EntityView } from './items.ts';

/**
 * The view with the choices its selects take from the content (a metric's criterion is one of
 * the published criteria), for the editor's screens; an entity without any is returned as is.
 * The store checks the chosen value again on every save (the entity's `check`).
 */
export async function withChoices(db: Db, view: EntityView): Promise<EntityView> {
  const choices = await entityDef(view.name)?.choices?.(db);
  if (!choices) return view;
  return {
    ...view,
    fields: view.fields.map((field) =>
      choices[field.name] ? { ...field, options: choices[field.name] } : field,
    ),
  };
}
