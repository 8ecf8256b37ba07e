import type { Db } from '../../../db/database.ts';
import { LARGEST_SHOWN, type AuditLine } from '../../audit-log.repository.ts';
import { isCut, isMore } from '../../audit-values.ts';
import { asWords, entityHome, entityLabel, fieldLabels } from '../../content/field-labels.ts';
import { whenText } from './when-text.ts';

/** One field of a line: what it is called on its screen, what it was, what it became. */
export interface ChangeRow {
  field: string;
  before: string;
  after: string;
}

/** A line of the log as the screen shows it: every value already in words. */
export interface LineView {
  id: number;
  at: string;
  /** When, in the college's time zone. */
  when: string;
  username: string;
  action: string;
  /** What kind of thing: 'Notice', 'Account'. */
  what: string;
  /**
   * The item by its title (else its key), its key beside it where the title is not the key
   * (a studio item's 's12'; never a file's hash), and its editor's address when it has one.
   */
  item: { name: string; key: string | null; href: string | null };
  address: string;
  reason: string | null;
  /** How many times it happened (identical refusals within a minute are one line). */
  count: number;
  changes: ChangeRow[];
  /** Before and after were too large to read (a line written before lines were bounded). */
  tooLarge: number | null;
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

/** A file the studio stores: 'studio/{sha256}.{ext}', shown by the name it was uploaded with. */
const STORED_FILE = /^studio\/[a-f0-9]{64}\.[a-z0-9]{1,5}$/;

interface Names {
  /** Stored files' names, by spec. */
  files: Record<string, string>;
  /** Public ids of studio items, by 's' key, for the entities with screens of their own. */
  publicIds: Record<string, string>;
}

const parse = (json: string | null): unknown => {
  if (json === null) return undefined;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return json;
  }
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value in words: a file by its name, rich text as its length and an excerpt. */
function words(value: unknown, names: Names, labelOf: (key: string) => string): string {
  if (value === undefined || value === null || value === '') return '–';
  if (value === true) return 'yes';
  if (value === false) return 'no';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return names.files[value] ?? value;
  if (isCut(value)) {
    const size = `${value.length.toLocaleString('en-IN')} characters`;
    return value.excerpt === undefined
      ? `${size} (too long to keep)`
      : `${size}: “${value.excerpt}”`;
  }
  if (isMore(value)) return `and ${value.$more} more`;
  if (Array.isArray(value))
    return value.length ? value.map((item) => words(item, names, labelOf)).join('; ') : '–';
  if (isRecord(value))
    return Object.entries(value)
      .map(([key, item]) => `${labelOf(key)}: ${words(item, names, labelOf)}`)
      .join(', ');
  return String(value);
}

/** The fields that differ, each by its label (lines of old kept whole copies: compared here). */
function changeRows(line: AuditLine, names: Names): ChangeRow[] {
  const was = parse(line.before);
  const is = parse(line.after);
  if (was === undefined && is === undefined) return [];
  const labels = OWN_ENTITIES[line.entity]?.fields ?? fieldLabels(line.entity);
  const labelIn = (field: string) => (key: string) =>
    labels[`${field}.${key}`] ?? labels[key] ?? asWords(key);
  if (!isRecord(was ?? {}) || !isRecord(is ?? {}))
    return [
      { field: 'Value', before: words(was, names, asWords), after: words(is, names, asWords) },
    ];
  const old = (was ?? {}) as Record<string, unknown>;
  const now = (is ?? {}) as Record<string, unknown>;
  return (
    [...new Set([...Object.keys(old), ...Object.keys(now)])]
      .filter((field) => JSON.stringify(old[field]) !== JSON.stringify(now[field]))
      .map((field) => ({
        field: labels[field] ?? asWords(field),
        before: words(old[field], names, labelIn(field)),
        after: words(now[field], names, labelIn(field)),
      }))
      // A new item's empty fields (nothing before, nothing after) say nothing.
      .filter((row) => row.before !== '–' || row.after !== '–')
  );
}

/** What a line of old (no title kept) called its item: the title or name its values held. */
function titleOfOld(line: AuditLine): string | null {
  for (const json of [line.after, line.before]) {
    const values = parse(json);
    if (!isRecord(values)) continue;
    const named = values.title ?? values.name ?? values.originalName;
    if (typeof named === 'string' && named) return named;
  }
  return null;
}

/** The studio address where the item is edited, when it is one the studio edits. */
function editorOf(line: AuditLine, names: Names): string | null {
  const { entity, item } = line;
  if (entity === 'file' && STORED_FILE.test(item)) return `/files/${item.slice('studio/'.length)}`;
  if (!entityLabel(entity) || !/^[sp][A-Za-z0-9_.-]+$/.test(item)) return null;
  const home = entityHome(entity);
  if (!home) return `/items/${entity}/${item}`;
  const publicId = item.startsWith('p') ? item.slice(1) : names.publicIds[item];
  return publicId ? `${home}/${publicId}` : home;
}

/** How a line names its item: by title, with its key and its editor. */
function itemOf(line: AuditLine, names: Names): LineView['item'] {
  const name = line.title ?? names.files[line.item] ?? titleOfOld(line) ?? line.item;
  const keyed = name !== line.item && !STORED_FILE.test(line.item);
  return { name, key: keyed ? line.item : null, href: editorOf(line, names) };
}

/** Names the page needs from the database: its files' and its profiles' (two queries at most). */
async function namesFor(db: Db, lines: readonly AuditLine[]): Promise<Names> {
  const specs = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string' && STORED_FILE.test(value)) specs.add(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (isRecord(value)) Object.values(value).forEach(collect);
  };
  for (const line of lines) {
    collect(line.item);
    collect(parse(line.before));
    collect(parse(line.after));
  }
  const studioIds = lines
    .filter((line) => entityHome(line.entity) && /^s\d+$/.test(line.item))
    .map((line) => Number(line.item.slice(1)));
  const [files, items] = await Promise.all([
    specs.size
      ? db
          .selectFrom('studio_files')
          .select(['name', 'original_name'])
          .where('name', 'in', [...specs])
          .execute()
      : [],
    studioIds.length
      ? db
          .selectFrom('studio_items')
          .select(['id', 'public_id'])
          .where('id', 'in', studioIds)
          .execute()
      : [],
  ]);
  return {
    files: Object.fromEntries(files.map((file) => [file.name, file.original_name || file.name])),
    publicIds: Object.fromEntries(
      items.flatMap((row) => (row.public_id ? [[`s${row.id}`, row.public_id]] : [])),
    ),
  };
}

/** The lines of a page of the log, in words, with times in the college's time zone. */
export async function lineViews(
  db: Db,
  lines: readonly AuditLine[],
  timeZone: string,
): Promise<LineView[]> {
  const names = await namesFor(db, lines);
  return lines.map((line) => {
    const size = Math.max(Number(line.before_size ?? 0), Number(line.after_size ?? 0));
    const tooLarge = size > LARGEST_SHOWN ? size : null;
    return {
      id: line.id,
      at: line.at,
      when: whenText(line.at, timeZone, { seconds: true }),
      username: line.username,
      action: line.action,
      what: entityWords(line.entity),
      item: itemOf(line, names),
      address: line.address,
      reason: line.reason,
      count: Number(line.count ?? 1),
      changes: tooLarge ? [] : changeRows(line, names),
      tooLarge,
    };
  });
}
