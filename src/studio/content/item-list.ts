import type { Db } from '../../db/database.ts';
import type { EntityDef, ListColumns, Snapshot } from './entity.ts';
import { allowed, isRefusal } from './item-checks.ts';
import { byDate } from './item-find.ts';
import { itemRefusal, type Standing } from './item-owner.ts';
import { publicKey, studioKey } from './item-state.ts';
import { draftOf, entityRows, type StudioRow } from './item-store.ts';
import type { Actor, EntityName, ItemStatus, ItemSummary, ListOutcome } from './items.ts';

/** What a list line says of these values: the entity's summary, and its own columns. */
const said = (def: EntityDef, columns: ListColumns | undefined, values: Snapshot['values']) => ({
  ...def.summary(values),
  ...(columns ? { columns: columns.of(values) } : {}),
});

const published = (
  def: EntityDef,
  publicId: string,
  snapshot: Snapshot,
  columns?: ListColumns,
): ItemSummary => ({
  key: publicKey(publicId),
  publicId,
  ...said(def, columns, snapshot.values),
  status: 'published',
  updatedAt: null,
  updatedBy: null,
});

const held = (def: EntityDef, row: StudioRow, columns?: ListColumns): ItemSummary => ({
  key: studioKey(row),
  publicId: row.public_id,
  ...said(def, columns, draftOf(row).values),
  status: row.status as ItemStatus,
  updatedAt: row.updated_at,
  updatedBy: row.updated_by,
});

/**
 * The entity's items: each published row, or the studio's draft of it when it has one, and the
 * studio's items that are not on the site (new drafts, unpublished), newest first.
 */
export async function listItems(db: Db, name: EntityName, actor: Actor): Promise<ListOutcome> {
  const def = allowed(name, actor, 'read');
  if (isRefusal(def)) return def;
  // Only what is the actor's: a department head sees their department's items (decision 055),
  // a teacher their own profile (054).
  const mine = async (item: Standing) => (await itemRefusal(db, def, actor, 'read', item)) === null;
  const [everything, allRows, columns] = await Promise.all([
    def.listPublished(db),
    entityRows(db, def.name),
    def.columns?.(db),
  ]);
  const live = await filterAsync(everything, ({ publicId, snapshot }) =>
    mine({ row: undefined, publicId, published: snapshot, draft: snapshot }),
  );
  const rows = await filterAsync(allRows, (row) =>
    mine({ row, publicId: row.public_id, published: undefined, draft: draftOf(row) }),
  );
  const rowOf = new Map(rows.flatMap((row) => (row.public_id ? [[row.public_id, row]] : [])));
  const onSite = new Set(live.map((item) => item.publicId));
  const items = [
    ...rows
      .filter((row) => !row.public_id || !onSite.has(row.public_id))
      .sort((a, b) => b.id - a.id)
      .map((row) => held(def, row, columns)),
    ...live.map(({ publicId, snapshot }) => {
      const row = rowOf.get(publicId);
      return row ? held(def, row, columns) : published(def, publicId, snapshot, columns);
    }),
  ].sort(byDate);
  if (items.length === 0 && def.singletonId)
    items.push({
      ...published(def, def.singletonId, { values: def.blank(''), files: {} }),
      status: 'draft',
    });
  return { ok: true, items, columnHeadings: columns?.headings ?? [] };
}

async function filterAsync<T>(list: T[], keep: (item: T) => Promise<boolean>): Promise<T[]> {
  const kept = await Promise.all(list.map(keep));
  return list.filter((_, i) => kept[i]);
}
