import type { Db } from '../../db/database.ts';
import type { EntityDef } from './entity.ts';
import { conflict, refusal } from './item-checks.ts';
import type { Current } from './item-state.ts';
import { commitRow, draftOf, type StudioRow } from './item-store.ts';
import { audit, type Saved } from './item-save.ts';
import type { Actor, Refusal } from './items.ts';
import { forgetPublicFiles, recordPublicFiles } from './public-files.ts';
import { bumpContentVersion } from './public-rows.ts';

/**
 * Writes the item's draft to its public row(s), a new content version and the item's next
 * version with its revision and audit line, all in the caller's transaction: the site shows the
 * whole change at once, on every copy, at its next poll. Publishing what is published already
 * (a second click) changes nothing.
 */
export async function publishStep(
  db: Db,
  def: EntityDef,
  { row, changed }: Saved,
  actor: Actor,
  today: string,
): Promise<StudioRow | Refusal> {
  if (row.status === 'published' && !changed) return row;
  const snapshot = draftOf(row);
  // The content may have moved on since the draft was saved (its criterion gone, its serial
  // number taken): the entity's own checks again, at publishing.
  const problems = await def.check?.(db, snapshot.values, row.public_id);
  if (problems) return refusal(400, problems, snapshot.values);
  const before = row.public_id ? await def.readPublished(db, row.public_id) : undefined;
  const publicId = await def.writePublished(db, snapshot, row.public_id, today);
  await recordPublicFiles(db, def.name, publicId, snapshot);
  await bumpContentVersion(db);
  const published = await commitRow(
    db,
    def.name,
    row,
    {
      snapshot,
      status: 'published',
      publicId,
      action: 'publish',
      publishedAt: new Date().toISOString(),
    },
    actor,
  );
  if (!published) return conflict(row, snapshot.values);
  await audit(db, actor, 'publish', def, published, before?.values, snapshot.values);
  return published;
}

/** Why the item cannot be unpublished, or null. */
export async function unpublishRefusal(
  db: Db,
  def: EntityDef,
  current: Current,
): Promise<Refusal | null> {
  const why = (message: string) => refusal(400, { '': [message] }, current.draft.values);
  if (def.singleton || !def.deletePublished)
    return why(`The ${def.label.one.toLowerCase()} cannot be unpublished: change it instead.`);
  if (!current.publicId || !current.published) return why('This item is not published.');
  const problem =
    def.unpublishProblem?.(current.publicId) ?? (await def.inUse?.(db, current.publicId));
  return problem ? why(problem) : null;
}

/**
 * Removes the public row(s) and keeps the draft (status 'unpublished', the public id kept for
 * a later publish), with a new content version, revision and audit line.
 */
export async function unpublishStep(
  db: Db,
  def: EntityDef,
  current: Current,
  actor: Actor,
): Promise<StudioRow | Refusal> {
  const publicId = current.publicId!;
  const row = await commitRow(
    db,
    def.name,
    current.row,
    {
      snapshot: current.draft,
      status: 'unpublished',
      publicId,
      action: 'unpublish',
      ...(current.published ? { takenOff: current.published } : {}),
    },
    actor,
  );
  if (!row) return conflict(current.row, current.draft.values);
  await def.deletePublished!(db, publicId);
  await forgetPublicFiles(db, def.name, publicId);
  await bumpContentVersion(db);
  await audit(db, actor, 'unpublish', def, row, current.published?.values, undefined);
  return row;
}
