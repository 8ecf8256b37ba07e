import type { Db } from '../../db/database.ts';
import type { Snapshot } from './entity.ts';
import { studioNamesIn } from './file-access.ts';

/**
 * The studio files an item's published row names, kept in studio_public_files in the publish's
 * own transaction (decision 075): the public site serves a studio file only while a row there
 * names it, so a draft's upload is not public, and is public from the moment its item's publish
 * commits. Every file the snapshot names counts: its attachments and photographs, and an image
 * its rich text shows.
 */
export async function recordPublicFiles(
  db: Db,
  entity: string,
  publicId: string,
  snapshot: Snapshot,
): Promise<void> {
  await forgetPublicFiles(db, entity, publicId);
  const names = studioNamesIn(snapshot);
  if (names.length === 0) return;
  await db
    .insertInto('studio_public_files')
    .values(names.map((name) => ({ name, entity, public_id: publicId })))
    .onConflict((oc) => oc.columns(['name', 'entity', 'public_id']).doNothing())
    .execute();
}

/**
 * The item's row is unpublished: its files leave the public site with it, unless another
 * published row names them too. Staff unpublish what should no longer be shown (a wrong
 * photograph, a person's document); caches keep a file they had for its max-age (an hour).
 */
export async function forgetPublicFiles(db: Db, entity: string, publicId: string): Promise<void> {
  await db
    .deleteFrom('studio_public_files')
    .where('entity', '=', entity)
    .where('public_id', '=', publicId)
    .execute();
}
