import { diffArrays, diffWords } from 'diff';
import type { Db } from '../../db/database.ts';
import { plainText } from '../../lib/plain-text.ts';
import type { Snapshot } from './entity.ts';
import { allowed, collegeToday, isRefusal, notFound } from './item-checks.ts';
import { describeFiles } from './item-files.ts';
import { itemRefusal } from './item-owner.ts';
import { keyOf, loadCurrent } from './item-state.ts';
import type { Actor, EntityName, FieldSpec, Refusal, Revision, StoredFile } from './items.ts';
import { revisionSnapshot } from './revisions.ts';

/**
 * Two revisions of an item side by side, field by field (issue 36): a text compared by words
 * (rich text by the words a reader sees), a list (files, photos, rows) by its lines. Computed on
 * the server, so the screen works without JavaScript.
 */

/** A run of a field's words or lines: the same in both, or only in one of them. */
export interface Part {
  text: string;
  change?: 'removed' | 'added';
}

export interface FieldComparison {
  name: string;
  label: string;
  /** True when the field reads differently in the two revisions. */
  changed: boolean;
  /** The older revision's words, its removed runs marked. */
  before: Part[];
  /** The newer revision's words, its added runs marked. */
  after: Part[];
}

export interface Comparison {
  /** The item as it stands: its key now, its public id, its version (for a restore). */
  item: { key: string; publicId: string | null; version: number };
  /** The older of the two (by version), then the newer. */
  older: Revision;
  newer: Revision;
  fields: FieldComparison[];
}

export type ComparisonOutcome = { ok: true; comparison: Comparison } | Refusal;

type Files = Record<string, StoredFile>;

const fileName = (files: Files, spec: unknown) =>
  files[String(spec)]?.originalName ?? String(spec).split('/').at(-1) ?? '';

/** The lines a list shows: a file's name, a photo's name and words, a row's cells. */
function linesOf(field: FieldSpec, value: unknown, files: Files): string[] {
  if (!Array.isArray(value)) {
    const photo = value as { file?: unknown; alt?: unknown } | undefined;
    return photo?.file ? [`${fileName(files, photo.file)}: ${String(photo.alt ?? '')}`] : [];
  }
  if (field.kind === 'attachments') return value.map((spec) => fileName(files, spec));
  return value.map((row: Record<string, unknown>) => {
    if (field.kind === 'photos') return `${fileName(files, row.file)}: ${String(row.alt ?? '')}`;
    if (field.kind === 'members') return `${String(row.name ?? '')}${row.live ? ' (live)' : ''}`;
    const cells = (field.columns ?? []).map((column) =>
      column.kind === 'attachments' ? fileName(files, row[column.name]) : row[column.name],
    );
    return cells.filter((cell) => cell !== undefined && cell !== '').join(' · ');
  });
}

/** A field's words as the editor shows them: a choice by its label, a box ticked as Yes. */
function wordsOf(field: FieldSpec, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (field.kind === 'checkbox') return value ? 'Yes' : 'No';
  if (field.kind === 'html') return plainText(String(value));
  if (field.kind === 'select')
    return field.options?.find((option) => option.value === String(value))?.label ?? String(value);
  return String(value);
}

const LISTS = new Set(['attachments', 'photo', 'photos', 'rows', 'members']);

/** One field of two snapshots compared (exported for its unit test). */
export function compareField(field: FieldSpec, older: Snapshot, newer: Snapshot, files: Files) {
  const [a, b] = [older.values[field.name], newer.values[field.name]];
  const before: Part[] = [];
  const after: Part[] = [];
  const runs = LISTS.has(field.kind)
    ? diffArrays(linesOf(field, a, files), linesOf(field, b, files)).map((run) => ({
        ...run,
        value: run.value.join('\n'),
      }))
    : diffWords(wordsOf(field, a), wordsOf(field, b));
  for (const run of runs) {
    if (!run.added) before.push({ text: run.value, ...(run.removed ? { change: 'removed' } : {}) });
    if (!run.removed) after.push({ text: run.value, ...(run.added ? { change: 'added' } : {}) });
  }
  return {
    name: field.name,
    label: field.label,
    changed: runs.some((run) => run.added || run.removed),
    before,
    after,
  };
}

/** What the store says of a revision, by its id. */
async function revisionsById(db: Db, itemId: number, ids: number[]) {
  const rows = await db
    .selectFrom('studio_revisions')
    .select(['id', 'version', 'action', 'saved_by', 'saved_at'])
    .where('item_id', '=', itemId)
    .where('id', 'in', ids)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    action: row.action as Revision['action'],
    savedBy: row.saved_by,
    savedAt: row.saved_at,
  }));
}

/** Revisions `a` and `b` of the item compared, field by field, for one who may read it. */
export async function compareRevisions(
  db: Db,
  input: { entity: EntityName; key: string; a: number; b: number; actor: Actor },
): Promise<ComparisonOutcome> {
  const def = allowed(input.entity, input.actor, 'read');
  if (isRefusal(def)) return def;
  const current = await loadCurrent(db, def, input.key, collegeToday());
  if (!current?.row) return notFound();
  const refused = await itemRefusal(db, def, input.actor, 'read', current);
  if (refused) return refused;
  const itemId = current.row.id;
  const found = await revisionsById(db, itemId, [input.a, input.b]);
  const [older, newer] = found.sort((x, y) => x.version - y.version);
  if (!older || !newer) return notFound();
  const [olderSnapshot, newerSnapshot] = await Promise.all([
    revisionSnapshot(db, itemId, older.id),
    revisionSnapshot(db, itemId, newer.id),
  ]);
  if (!olderSnapshot || !newerSnapshot) return notFound();
  const files = await describeFiles(db, { ...olderSnapshot.files, ...newerSnapshot.files });
  const titled = (revision: (typeof found)[number], snapshot: Snapshot): Revision => ({
    ...revision,
    title: def.summary(snapshot.values).title,
  });
  return {
    ok: true,
    comparison: {
      item: { key: keyOf(current), publicId: current.publicId, version: current.version },
      older: titled(older, olderSnapshot),
      newer: titled(newer, newerSnapshot),
      fields: def
        .fields(input.actor)
        .map((field) => compareField(field, olderSnapshot, newerSnapshot, files)),
    },
  };
}
