import { lockContent } from '../../content/content.repository.ts';
import { newContentVersionRow } from '../../db/content-version.ts';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** Content tables whose rows the studio numbers itself. */
type NumberedTable =
  | 'notices'
  | 'employees'
  | 'governing_body'
  | 'important_files'
  | 'holidays'
  // A department's own lists (decision 055).
  | 'gallery_albums'
  | 'alumni'
  | 'department_files'
  // The NAAC tree (decision 056).
  | 'iqac_groups'
  | 'iqac_subgroups'
  | 'iqac_subsubgroups'
  | 'iqac_files';

/**
 * The id of a new public row: one past the highest in its table, as the importer counts, and
 * past every id an unpublished studio item keeps for its return (the item's address stays).
 * Called under the content lock (beginPublish), so two publishes never take the same one.
 */
export async function nextPublicId(
  db: Db,
  table: NumberedTable,
  sharingEntities: readonly string[],
): Promise<number> {
  const top = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max<number>('id').as('top'))
    .executeTakeFirst();
  const kept = await db
    .selectFrom('studio_items')
    .select('public_id')
    .where('entity', 'in', [...sharingEntities])
    .where('public_id', 'is not', null)
    .execute();
  const ids = kept.map((row) => Number(row.public_id)).filter(Number.isSafeInteger);
  return Math.max(Number(top?.top ?? 0), ...ids) + 1;
}

/**
 * Writes an entity's published row of a numbered table in place of the one it has (its public
 * id), or under a new id (nextPublicId); returns the id as the item keeps it. The row is made
 * before the old one goes, so it may read what it replaces.
 */
export async function writeNumberedRow<T extends NumberedTable>(
  db: Db,
  table: T,
  sharingEntities: readonly string[],
  publicId: string | null,
  rowFor: (id: number) => Insertable<Database[T]> | Promise<Insertable<Database[T]>>,
): Promise<string> {
  const id = publicId ? Number(publicId) : await nextPublicId(db, table, sharingEntities);
  const row = await rowFor(id);
  await deleteNumberedRow(db, table, id);
  // Kysely cannot check a row against a table chosen at run time; rowFor's type does.
  await db
    .insertInto(table)
    .values(row as never)
    .execute();
  return String(id);
}

/** Takes an entity's published row of a numbered table off the site. */
export async function deleteNumberedRow(
  db: Db,
  table: NumberedTable,
  publicId: string | number,
): Promise<void> {
  await db.deleteFrom(table).where('id', '=', Number(publicId)).execute();
}

/** One publish at a time, and never beside an import (which replaces every table). */
export const beginPublish = (trx: Db) => lockContent(trx);

/**
 * A new content version in the publish's transaction: every copy of the site sees it at its
 * next poll and drops its saved pages and answers (decision 012).
 */
export async function bumpContentVersion(trx: Db): Promise<void> {
  const row = newContentVersionRow();
  await trx
    .insertInto('settings')
    .values(row)
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: row.value }))
    .execute();
}
