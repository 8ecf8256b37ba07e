import { entityDef } from './entities.ts';
import type { Actor, EntityName, FieldSpec } from './items.ts';

/** The fields as an admin's form shows them: every field, each with its label. */
export const READER: Actor = {
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

/** The words of an entity's fields as its screens show them. */
export interface FieldWords {
  /** 'title' → 'Title', and a row's columns as 'members.name' → 'Name'. */
  labels: Record<string, string>;
  /** A choice's words by field and value: 'type' → 'COLLEGE_TENDER' → 'Tenders: Tenders'. */
  choices: Record<string, Record<string, string>>;
}

/**
 * What the entity's screens call its fields and their choices (decision 074). Only the
 * names kept beside the form for a name that is no entity of the studio.
 */
export function fieldWords(entity: EntityName): FieldWords {
  const def = entityDef(entity);
  const words: FieldWords = { labels: { ...BESIDE_THE_FORM }, choices: {} };
  const add = (fields: readonly FieldSpec[], prefix = '') => {
    for (const field of fields) {
      const name = prefix + field.name;
      words.labels[name] = field.label;
      if (field.options)
        words.choices[name] = Object.fromEntries(field.options.map((o) => [o.value, o.label]));
      if (field.columns) add(field.columns, `${name}.`);
    }
  };
  if (def) add(def.fields(READER));
  return words;
}

/** What the studio calls an entity: 'naac_file' → 'NAAC file'; as it is when it is none. */
export const entityLabel = (entity: EntityName) => entityDef(entity)?.label.one;

/** The screens of an entity that has its own (a teacher's profile: /profiles), if any. */
export const entityHome = (entity: EntityName) => entityDef(entity)?.home;
