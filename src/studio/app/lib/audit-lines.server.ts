import type { Db } from '../../../db/database.ts';
import { LARGEST_SHOWN, type AuditLine } from '../../audit-log.repository.ts';
import { entityHome, entityLabel } from '../../content/field-labels.ts';
import {
  changeRows,
  entityWords,
  isRecord,
  parseJson,
  type ChangeRow,
} from './audit-words.server.ts';
import { whenText } from './when-text.ts';

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

/** A file the studio stores: 'studio/{sha256}.{ext}', shown by the name it was uploaded with. */
const STORED_FILE = /^studio\/[a-f0-9]{64}\.[a-z0-9]{1,5}$/;

interface Names {
  /** Stored files' names, by spec. */
  files: Record<string, string>;
  /** Public ids of studio items, by 's' key, for the entities with screens of their own. */
  publicIds: Record<string, string>;
}

/** A line with its before and after read (each at most LARGEST_SHOWN characters). */
type Read = AuditLine & { was: unknown; is: unknown };

/** What a line of old (no title kept) called its item: the title or name its values held. */
function titleOfOld(line: Read): string | null {
  for (const values of [line.is, line.was]) {
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
function itemOf(line: Read, names: Names): LineView['item'] {
  const name = line.title ?? names.files[line.item] ?? titleOfOld(line) ?? line.item;
  const keyed = name !== line.item && !STORED_FILE.test(line.item);
  return { name, key: keyed ? line.item : null, href: editorOf(line, names) };
}

/** Names the page needs from the database: its files' and its profiles' (two queries at most). */
async function namesFor(db: Db, lines: readonly Read[]): Promise<Names> {
  const specs = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string' && STORED_FILE.test(value)) specs.add(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (isRecord(value)) Object.values(value).forEach(collect);
  };
  for (const line of lines) {
    collect(line.item);
    collect(line.was);
    collect(line.is);
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
  const read = lines.map((line) => ({
    ...line,
    was: parseJson(line.before),
    is: parseJson(line.after),
  }));
  const names = await namesFor(db, read);
  return read.map((line) => {
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
      changes: tooLarge ? [] : changeRows(line.entity, line.was, line.is, names.files),
      tooLarge,
    };
  });
}
