import type { Db } from '../../db/database.ts';
import { entityDef } from './entities.ts';
import type { EntityView, FieldSpec } from './items.ts';

/**
 * The view with the choices its selects take from the content (a metric's criterion is one of
 * the published criteria), for the editor's screens; an entity without any is returned as is.
 * The store checks the chosen value again on every save (the entity's `check`).
 */
export async function withChoices(db: Db, view: EntityView): Promise<EntityView> {
  const choices = await entityDef(view.name)?.choices?.(db);
  const fields = choices
    ? view.fields.map((field) =>
        choices[field.name] ? { ...field, options: choices[field.name] } : field,
      )
    : view.fields;
  const named = await withDepartmentNames(db, fields);
  return named === view.fields ? view : { ...view, fields: named };
}

/** A department chosen by its name as well as its code (issue 36): 'ASM' alone says little. */
async function withDepartmentNames(db: Db, fields: FieldSpec[] | readonly FieldSpec[]) {
  const chooses = (field: FieldSpec) => field.name === 'dept_code' && field.kind === 'select';
  if (!fields.some(chooses)) return fields;
  const rows = await db.selectFrom('departments').select(['dept_code', 'dept_name']).execute();
  const names = new Map(rows.map((row) => [row.dept_code, row.dept_name]));
  return fields.map((field) =>
    chooses(field)
      ? {
          ...field,
          options: field.options?.map((option) => ({
            ...option,
            label: names.has(option.value)
              ? `${names.get(option.value)} (${option.value})`
              : option.label,
          })),
        }
      : field,
  );
}
