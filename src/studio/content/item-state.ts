import type { Db } from '../../db/database.ts';
import type { EntityDef, Snapshot } from './entity.ts';
import { describeFiles } from './item-files.ts';
import { draftOf, findRow, findRowByPublicId, takenOffOf, type StudioRow } from './item-store.ts';
import type { Item, ItemStatus } from './items.ts';

/**
 * Item keys in studio addresses: 's12' for an item the studio holds (studio_items.id 12),
 * 'p34' for a published row never edited here (its public id; '/' of a text name as '.').
 */
export const studioKey = (row: StudioRow) => `s${row.id}`;
export const publicKey = (publicId: string) => `p${publicId.replaceAll('/', '.')}`;

type ParsedKey = { studioId: number } | { publicId: string };

function parseKey(key: string): ParsedKey | undefined {
  if (/^s[1-9]\d{0,9}$/.test(key)) return { studioId: Number(key.slice(1)) };
  if (/^p[A-Za-z0-9_.-]{1,60}$/.test(key)) return { publicId: key.slice(1).replaceAll('.', '/') };
  return undefined;
}

/** An item as it stands: its studio row (if any), its public row (if any), its draft. */
export interface Current {
  row: StudioRow | undefined;
  publicId: string | null;
  published: Snapshot | undefined;
  draft: Snapshot;
  version: number;
  status: ItemStatus;
}

const fromRow = (row: StudioRow, published: Snapshot | undefined): Current => ({
  row,
  publicId: row.public_id,
  published,
  draft: draftOf(row),
  version: row.version,
  status: row.status as ItemStatus,
});

/** A form never saved: a new item, or a singleton the content lacks. */
export const unsaved = (snapshot: Snapshot, publicId: string | null = null): Current => ({
  row: undefined,
  publicId,
  published: undefined,
  draft: snapshot,
  version: 0,
  status: 'draft',
});

/** The item of that key, or undefined. An edited public row is found by its 'p' key too. */
export async function loadCurrent(
  db: Db,
  def: EntityDef,
  key: string,
  today: string,
): Promise<Current | undefined> {
  const parsed = parseKey(key);
  if (!parsed) return undefined;
  if ('studioId' in parsed) {
    const row = await findRow(db, def.name, parsed.studioId);
    if (!row) return undefined;
    return fromRow(row, row.public_id ? await def.readPublished(db, row.public_id) : undefined);
  }
  const { publicId } = parsed;
  const [row, published] = await Promise.all([
    findRowByPublicId(db, def.name, publicId),
    def.readPublished(db, publicId),
  ]);
  if (row) return fromRow(row, published);
  if (published) return { ...unsaved(published, publicId), published, status: 'published' };
  if (def.singleton && publicId === def.singletonId)
    return unsaved({ values: def.blank(today), files: {} }, publicId);
  return undefined;
}

/** The key an item is known by now. */
export const keyOf = (current: Current) =>
  current.row ? studioKey(current.row) : current.publicId ? publicKey(current.publicId) : 'new';

export const isLive = (status: ItemStatus) => status === 'published' || status === 'changed';

/** The item as the editor shows it. */
export async function toItem(db: Db, def: EntityDef, current: Current): Promise<Item> {
  const live = isLive(current.status) && current.published && current.publicId;
  return {
    key: keyOf(current),
    publicId: current.publicId,
    entity: def.name,
    values: current.draft.values,
    files: await describeFiles(db, current.draft.files),
    version: current.version,
    status: current.status,
    publicUrl: live ? def.publicUrl(current.published!.values, current.publicId) : null,
    owner: def.access?.(current.draft.values).owner,
    updatedAt: current.row?.updated_at ?? null,
    updatedBy: current.row?.updated_by ?? null,
    undoable: current.row !== undefined && takenOffOf(current.row) !== undefined,
  };
}
