import { entityDef } from './entities.ts';
import type { Actor, EntityName, FieldSpec } from './items.ts';

/** The fields as an admin's form shows them: every field, each with its label. */
const READER: Actor = {
  id: 0,
  username: '',
  role: 'admin',
  dept_code: null,
  person_id: null,
  address: '',
};

/** Names of values kept beside the form's fields, which no form labels. */
const BESIDE_THE_FORM: Readonly<Record<string, string>> = {
  dept_code: 'Department',
  person_id: 'Person',
  personId: 'Person',
  home: 'Home department',
};

/** 'sessions_ended' → 'Sessions ended': a name without a label, read as words. */
export const asWords = (name: string) => {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_.]+/g, ' ')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
};

/**
 * What the entity's screens call its fields (decision 074): 'title' → 'Title', and a row's
 * columns as 'members.name' → 'Name'. Empty for a name that is no entity of the studio.
 */
export function fieldLabels(entity: EntityName): Record<string, string> {
  const def = entityDef(entity);
  const labels: Record<string, string> = { ...BESIDE_THE_FORM };
  if (!def) return labels;
  const add = (fields: readonly FieldSpec[], prefix = '') => {
    for (const field of fields) {
      labels[prefix + field.name] = field.label;
      if (field.columns) add(field.columns, `${prefix}${field.name}.`);
    }
  };
  add(def.fields(READER));
  return labels;
}

/** What the studio calls an entity: 'naac_file' → 'NAAC file'; as it is when it is none. */
export const entityLabel = (entity: EntityName) => entityDef(entity)?.label.one;

/** The screens of an entity that has its own (a teacher's profile: /profiles), if any. */
export const entityHome = (entity: EntityName) => entityDef(entity)?.home;
