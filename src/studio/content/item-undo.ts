import type { Db } from '../../db/database.ts';
import type { Snapshot } from './entity.ts';
import {
  accessRefusal,
  allowed,
  collegeToday,
  isRefusal,
  notFound,
  refusal,
  sameValues,
} from './item-checks.ts';
import { itemRefusal } from './item-owner.ts';
import { audit } from './item-save.ts';
import { loadCurrent } from './item-state.ts';
import { commitRow, findRevisionAt, takenOffOf } from './item-store.ts';
import type { Actor, EntityName, Outcome, Refusal, UnpublishInput } from './items.ts';
import { outcomeOf, transact } from './items.repository.ts';
import { revisionSnapshot } from './revisions.ts';
import { beginPublish, bumpContentVersion } from './public-rows.ts';

/**
 * Undo, right after a step that took something away (decision 070): an Unpublish undone puts
 * back on the site what it took off, and the values an item had before its last version are
 * read for a screen to put a removed part back. Each works only while nothing has changed since
 * (the version the screen showed), and is audited as itself.
 */

const changedSince = (what: string) =>
  refusal(409, {
    '': [`It has changed since it was ${what}, so it cannot be undone: open it again to see it.`],
  });

/**
 * Publishes again what the item's last Unpublish took off the site, at the version that
 * Unpublish made: the public rows, a new content version, a revision and an audit line in one
 * transaction. The draft stays as it is; the item is 'changed' when it differs from what is
 * put back.
 */
export async function undoUnpublish(db: Db, input: UnpublishInput): Promise<Outcome> {
  const today = collegeToday();
  const def = allowed(input.entity, input.actor, 'publish');
  if (isRefusal(def)) return def;
  return transact(db, async (trx) => {
    await beginPublish(trx);
    const current = await loadCurrent(trx, def, input.key, today);
    if (!current?.row) return notFound();
    const refused = await itemRefusal(trx, def, input.actor, 'publish', current);
    if (refused) return refused;
    if (current.version !== input.version) return changedSince('unpublished');
    const takenOff = takenOffOf(current.row);
    if (!takenOff)
      return refusal(400, { '': ['There is no Unpublish to undo: publish it from its editor.'] });
    const forbidden = accessRefusal(def, input.actor, 'publish', takenOff.values);
    if (forbidden) return forbidden;
    // The content may have moved on since (its serial number taken): the entity's own checks.
    const problems = await def.check?.(trx, takenOff.values, current.publicId);
    if (problems) return refusal(400, problems, takenOff.values);
    const publicId = await def.writePublished(trx, takenOff, current.publicId, today);
    await bumpContentVersion(trx);
    const row = await commitRow(
      trx,
      def.name,
      current.row,
      {
        snapshot: current.draft,
        status: sameValues(current.draft.values, takenOff.values) ? 'published' : 'changed',
        publicId,
        action: 'republish',
        publishedAt: new Date().toISOString(),
      },
      input.actor,
    );
    if (!row) return changedSince('unpublished');
    await audit(trx, input.actor, 'undo unpublish', def, row, undefined, takenOff.values);
    return outcomeOf(trx, def, row, today);
  });
}

/**
 * The values the item had before its version `version` was written: the revision before it, or
 * (for its first studio version) what was published then. Refused when the item has moved past
 * `version`, or when this member of staff may not change it.
 */
export async function valuesBefore(
  db: Db,
  name: EntityName,
  key: string,
  version: number,
  actor: Actor,
): Promise<{ ok: true; before: Snapshot } | Refusal> {
  const def = allowed(name, actor, 'update');
  if (isRefusal(def)) return def;
  const current = await loadCurrent(db, def, key, collegeToday());
  if (!current?.row) return notFound();
  const refused = await itemRefusal(db, def, actor, 'update', current);
  if (refused) return refused;
  if (current.version !== version) return changedSince('changed');
  if (version <= 1)
    return current.published ? { ok: true, before: current.published } : changedSince('made');
  const revision = await findRevisionAt(db, current.row.id, version - 1);
  if (!revision) return changedSince('changed');
  const before = await revisionSnapshot(db, current.row.id, revision.id);
  return before ? { ok: true, before } : changedSince('changed');
}
