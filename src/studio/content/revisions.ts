import type { Db } from '../../db/database.ts';
import type { Snapshot } from './entity.ts';
import type { Revision } from './items.ts';

/**
 * An item's history, stored by what changed (decision 071): a revision holds the fields (and
 * files) that differ from the revision before it, and every KEYFRAME_EVERY-th version the whole
 * snapshot, so a revision is read from at most that many rows. An item keeps its newest
 * revisions within REVISION_BYTES and MAX_REVISIONS; past them the oldest go, and the oldest
 * left is written whole. A save that changes a title adds the title, not the item again.
 */
export const KEYFRAME_EVERY = 20;
/** The history one item keeps, as stored: some eight saves of its largest texts, changed whole. */
export const REVISION_BYTES = 8 * 1024 * 1024;
export const MAX_REVISIONS = 200;

/** What changed between two snapshots, field by field and file by file. */
interface Patch {
  values: Record<string, unknown>;
  removed: string[];
  files: Snapshot['files'];
  filesRemoved: string[];
}

/** A revision's data: the whole snapshot, or `{ patch }` over the revision before it. */
type Stored = Snapshot | { patch: Patch };

const isPatch = (stored: Stored): stored is { patch: Patch } => 'patch' in stored;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function changes<T>(before: Record<string, T>, after: Record<string, T>) {
  const set = Object.fromEntries(
    Object.entries(after).filter(([name, value]) => !same(before[name], value)),
  );
  const removed = Object.keys(before).filter((name) => !(name in after));
  return { set, removed };
}

function diff(before: Snapshot, after: Snapshot): Patch {
  const values = changes(before.values, after.values);
  const files = changes(before.files, after.files);
  return {
    values: values.set,
    removed: values.removed,
    files: files.set,
    filesRemoved: files.removed,
  };
}

function apply(base: Snapshot, patch: Patch): Snapshot {
  const values = { ...base.values, ...patch.values };
  for (const name of patch.removed) delete values[name];
  const files = { ...base.files, ...patch.files };
  for (const name of patch.filesRemoved) delete files[name];
  return { values, files };
}

/**
 * The data of the revision at `version`, whose item held `previous` at the version before (the
 * row's draft): what changed, or the whole snapshot for a keyframe or a first version.
 */
export function revisionData(
  previous: Snapshot | undefined,
  next: Snapshot,
  version: number,
): string {
  const whole = !previous || (version - 1) % KEYFRAME_EVERY === 0;
  return JSON.stringify(whole ? next : { patch: diff(previous, next) });
}

type Row = { id: number; version: number; data: string };

/** Each row's whole snapshot, in order of version, from the first keyframe among them. */
function replay(rows: Row[]): Map<number, Snapshot> {
  const out = new Map<number, Snapshot>();
  let current: Snapshot | undefined;
  let version = -1;
  for (const row of rows) {
    const stored = JSON.parse(row.data) as Stored;
    if (!isPatch(stored)) current = stored;
    else
      current = current && row.version === version + 1 ? apply(current, stored.patch) : undefined;
    version = row.version;
    if (current) out.set(row.id, current);
  }
  return out;
}

/** The revisions of an item from `from` to `to` (versions), oldest first. */
function rowsBetween(db: Db, itemId: number, from: number, to: number) {
  return db
    .selectFrom('studio_revisions')
    .select(['id', 'version', 'data'])
    .where('item_id', '=', itemId)
    .where('version', '>=', from)
    .where('version', '<=', to)
    .orderBy('version')
    .execute();
}

/** The whole snapshot a revision holds, or undefined when the item has no such revision. */
export async function revisionSnapshot(
  db: Db,
  itemId: number,
  revisionId: number,
): Promise<Snapshot | undefined> {
  const wanted = await db
    .selectFrom('studio_revisions')
    .select('version')
    .where('item_id', '=', itemId)
    .where('id', '=', revisionId)
    .executeTakeFirst();
  if (!wanted) return undefined;
  const rows = await rowsBetween(db, itemId, wanted.version - KEYFRAME_EVERY, wanted.version);
  return replay(rows).get(revisionId);
}

/**
 * The newest revisions of an item (a page of them), each with what its snapshot says of itself
 * (its title): read from the keyframe before the oldest shown.
 */
export async function listRevisionPage(
  db: Db,
  itemId: number,
  titleOf: (snapshot: Snapshot) => string,
  limit: number,
): Promise<{ revisions: Revision[]; more: boolean }> {
  const newest = await db
    .selectFrom('studio_revisions')
    .select(['id', 'version', 'action', 'saved_by', 'saved_at'])
    .where('item_id', '=', itemId)
    .orderBy('version', 'desc')
    .limit(limit + 1)
    .execute();
  const shown = newest.slice(0, limit);
  const oldest = shown.at(-1)?.version ?? 0;
  const top = shown[0]?.version ?? 0;
  const snapshots = replay(await rowsBetween(db, itemId, oldest - KEYFRAME_EVERY, top));
  return {
    revisions: shown.map((row) => ({
      id: row.id,
      version: row.version,
      action: row.action as Revision['action'],
      savedBy: row.saved_by,
      savedAt: row.saved_at,
      title: ((snapshot) => (snapshot ? titleOf(snapshot) : ''))(snapshots.get(row.id)),
    })),
    more: newest.length > limit,
  };
}

/**
 * Keeps an item's history within REVISION_BYTES and MAX_REVISIONS: the oldest revisions past
 * them are deleted (the newest always stays), and the oldest left is written whole, so it can
 * be read without those before it.
 */
export async function pruneRevisions(db: Db, itemId: number): Promise<void> {
  const sizes = await db
    .selectFrom('studio_revisions')
    .select(['id', 'version', (eb) => eb.fn<number>('length', ['data']).as('bytes')])
    .where('item_id', '=', itemId)
    .orderBy('version', 'desc')
    .execute();
  let total = 0;
  const keep = sizes.findIndex((row, index) => {
    total += Number(row.bytes);
    return index > 0 && (total > REVISION_BYTES || index >= MAX_REVISIONS);
  });
  if (keep < 0) return;
  const oldestKept = sizes[keep - 1]!;
  const whole = await revisionSnapshot(db, itemId, oldestKept.id);
  await db
    .deleteFrom('studio_revisions')
    .where('item_id', '=', itemId)
    .where('version', '<', oldestKept.version)
    .execute();
  if (whole)
    await db
      .updateTable('studio_revisions')
      .set({ data: JSON.stringify(whole) })
      .where('id', '=', oldestKept.id)
      .execute();
}
