import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { StudioItemsTable } from '../../db/schema.ts';
import type { Snapshot } from './entity.ts';
import type { Actor, ItemStatus, Revision } from './items.ts';
import { pruneRevisions, revisionData } from './revisions.ts';

/** An item's row in studio_items: its draft, version and status beside the public row. */
export type StudioRow = Selectable<StudioItemsTable>;

export const draftOf = (row: StudioRow): Snapshot => JSON.parse(row.draft) as Snapshot;

export function findRow(db: Db, entity: string, id: number) {
  return db
    .selectFrom('studio_items')
    .selectAll()
    .where('entity', '=', entity)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findRowByPublicId(db: Db, entity: string, publicId: string) {
  return db
    .selectFrom('studio_items')
    .selectAll()
    .where('entity', '=', entity)
    .where('public_id', '=', publicId)
    .executeTakeFirst();
}

export function findRowByToken(db: Db, entity: string, token: string) {
  return db
    .selectFrom('studio_items')
    .selectAll()
    .where('entity', '=', entity)
    .where('create_token', '=', token)
    .executeTakeFirst();
}

export function entityRows(db: Db, entity: string) {
  return db.selectFrom('studio_items').selectAll().where('entity', '=', entity).execute();
}

/** What changes with a new version of an item. */
export interface Change {
  snapshot: Snapshot;
  status: ItemStatus;
  publicId: string | null;
  action: Revision['action'];
  publishedAt?: string;
  /** For a new row: the form's one-time token. */
  createToken?: string | null;
  scope?: string;
  /** An Unpublish's: what it took off the site, for its Undo (any other change forgets it). */
  takenOff?: Snapshot;
}

/**
 * Writes the next version of an item with its revision (what changed since the row's draft,
 * revisions.ts): a new row at version 1, or the row's next version, only if nobody wrote one
 * since it was read (else null: a conflict). The item's history is kept within its bounds.
 */
export async function commitRow(
  db: Db,
  entity: string,
  row: StudioRow | undefined,
  change: Change,
  actor: Actor,
  now = new Date().toISOString(),
): Promise<StudioRow | null> {
  const common = {
    draft: JSON.stringify(change.snapshot),
    status: change.status,
    public_id: change.publicId,
    updated_by: actor.username,
    updated_at: now,
    ...(change.publishedAt ? { published_at: change.publishedAt } : {}),
    taken_off: change.takenOff ? JSON.stringify(change.takenOff) : null,
  };
  let id: number;
  if (row) {
    const moved = await db
      .updateTable('studio_items')
      .set({ ...common, version: row.version + 1 })
      .where('id', '=', row.id)
      .where('version', '=', row.version)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return null;
    id = row.id;
  } else {
    const inserted = await db
      .insertInto('studio_items')
      .values({
        ...common,
        entity,
        version: 1,
        create_token: change.createToken ?? null,
        scope: change.scope ?? '',
        created_by: actor.username,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = inserted.id;
  }
  const written = (await findRow(db, entity, id))!;
  await db
    .insertInto('studio_revisions')
    .values({
      item_id: id,
      version: written.version,
      action: change.action,
      data: revisionData(row ? draftOf(row) : undefined, change.snapshot, written.version),
      saved_by: actor.username,
      saved_at: now,
    })
    .execute();
  await pruneRevisions(db, id);
  return written;
}

/** What the item's last Unpublish took off the site, while nothing has changed since. */
export const takenOffOf = (row: StudioRow): Snapshot | undefined =>
  row.status === 'unpublished' && row.taken_off
    ? (JSON.parse(row.taken_off) as Snapshot)
    : undefined;

/** The revision an item's version wrote. */
export function findRevisionAt(db: Db, itemId: number, version: number) {
  return db
    .selectFrom('studio_revisions')
    .selectAll()
    .where('item_id', '=', itemId)
    .where('version', '=', version)
    .executeTakeFirst();
}
