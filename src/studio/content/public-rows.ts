import { lockContent } from '../../content/content.repository.ts';
import { newContentVersionRow } from '../../db/content-version.ts';
import type { Db } from '../../db/database.ts';

/** Content tables whose rows the studio numbers itself. */
type NumberedTable = 'notices' | 'employees' | 'governing_body' | 'important_files' | 'holidays';

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
