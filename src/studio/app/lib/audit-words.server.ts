/**
 * A line's changes in words (decision 074): each field by its label on the item's screen, each
 * value as a person reads it (a file by its name, a choice by its words, a long text by its size
 * and its start).
 */
import { isCut, isMore } from '../../audit-values.ts';
import { asWords, entityLabel, fieldWords, type FieldWords } from '../../content/field-labels.ts';

/** One field of a line: what it is called on its screen, what it was, what it became. */
export interface ChangeRow {
  field: string;
  before: string;
  after: string;
}

/** What the log's own entities are called, and their fields (the content's come from their forms). */
const OWN_ENTITIES: Record<string, { label: string; fields: Record<string, string> }> = {
  account: {
    label: 'Account',
    fields: {
      username: 'Username',
      display_name: 'Name',
      role: 'Role',
      dept_code: 'Department',
      person_id: 'Person',
      disabled: 'Disabled',
      second_factor: 'Two-step sign-in',
      sessions_ended: 'Sessions ended',
      password: 'Password',
      imported_from_line: 'Line of the CSV file',
    },
  },
  file: { label: 'File', fields: { originalName: 'Name', size: 'Size in bytes' } },
};

/** What the log calls an entity: 'naac_file' → 'NAAC file'. */
export const entityWords = (entity: string) =>
  OWN_ENTITIES[entity]?.label ?? entityLabel(entity) ?? (entity || 'Several');

/** A before or after as the log keeps it (JSON), read back: undefined for none. */
export const parseJson = (json: string | null): unknown => {
  if (json === null) return undefined;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return json;
  }
};

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** How one field's values are put in words. */
interface Say {
  /** Stored files' names, by spec. */
  files: Record<string, string>;
  /** The field's choices' words, by value. */
  choices: Record<string, string>;
  /** A key of the field's rows or objects, by its label. */
  label: (key: string) => string;
}

/** A value in words: a file by its name, a choice by its words, rich text as its size and start. */
function words(value: unknown, say: Say): string {
  if (value === undefined || value === null || value === '') return '–';
  if (value === true) return 'yes';
  if (value === false) return 'no';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return say.files[value] ?? say.choices[value] ?? value;
  if (isCut(value)) {
    const size = `${value.length.toLocaleString('en-IN')} characters`;
    return value.excerpt === undefined
      ? `${size} (too long to keep)`
      : `${size}: “${value.excerpt}”`;
  }
  if (isMore(value)) return `and ${value.$more} more`;
  if (Array.isArray(value))
    return value.length ? value.map((item) => words(item, say)).join('; ') : '–';
  if (isRecord(value))
    return Object.entries(value)
      .map(([key, item]) => `${say.label(key)}: ${words(item, { ...say, choices: {} })}`)
      .join(', ');
  return String(value);
}

/** The words of an entity's fields: the log's own (accounts, files), or its screens'. */
function wordsOf(entity: string): FieldWords {
  const own = OWN_ENTITIES[entity];
  return own ? { labels: own.fields, choices: {} } : fieldWords(entity);
}

/**
 * The fields that differ, each by its label (a line of old kept two whole copies: compared
 * here), with stored files named by `files`.
 */
export function changeRows(
  entity: string,
  was: unknown,
  is: unknown,
  files: Record<string, string>,
): ChangeRow[] {
  if (was === undefined && is === undefined) return [];
  const { labels, choices } = wordsOf(entity);
  const sayFor = (field: string): Say => ({
    files,
    choices: choices[field] ?? {},
    label: (key) => labels[`${field}.${key}`] ?? labels[key] ?? asWords(key),
  });
  if (!isRecord(was ?? {}) || !isRecord(is ?? {})) {
    const say = sayFor('');
    return [{ field: 'Value', before: words(was, say), after: words(is, say) }];
  }
  const old = (was ?? {}) as Record<string, unknown>;
  const now = (is ?? {}) as Record<string, unknown>;
  return (
    [...new Set([...Object.keys(old), ...Object.keys(now)])]
      .filter((field) => JSON.stringify(old[field]) !== JSON.stringify(now[field]))
      .map((field) => ({
        field: labels[field] ?? asWords(field),
        before: words(old[field], sayFor(field)),
        after: words(now[field], sayFor(field)),
      }))
      // A new item's empty fields (nothing before, nothing after) say nothing.
      .filter((row) => row.before !== '–' || row.after !== '–')
  );
}
