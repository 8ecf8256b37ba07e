import type { Db } from '../../db/database.ts';
import { allowed, collegeToday, isRefusal, notFound, validate } from './item-checks.ts';
import { itemRefusal } from './item-owner.ts';
import { loadCurrent, unsaved } from './item-state.ts';
import type { Actor, EntityName, PreviewOutcome } from './items.ts';

/**
 * The public page that will show the item, and how to write the draft (or the form's unsaved
 * values) in place of its published rows: the preview writes them as a publish would, inside a
 * transaction that it rolls back once the site's own build has rendered the page
 * (server/public-preview.ts). Nothing of it stays.
 */
export async function previewOf(
  db: Db,
  name: EntityName,
  key: string | null,
  actor: Actor,
  values?: Record<string, unknown>,
  options: { today?: string } = {},
): Promise<PreviewOutcome> {
  const def = allowed(name, actor, 'read', values);
  if (isRefusal(def)) return def;
  const today = options.today ?? collegeToday();
  const current =
    key && key !== 'new'
      ? await loadCurrent(db, def, key, today)
      : unsaved({ values: def.blank(today, actor), files: {} });
  if (!current) return notFound(values);
  const refused = await itemRefusal(db, def, actor, 'read', current, values);
  if (refused) return refused;
  const snapshot = values ? await validate(db, def, actor, values, current) : current.draft;
  if (isRefusal(snapshot)) return snapshot;
  const { publicId } = current;
  return {
    ok: true,
    target: {
      write: (trx) => def.writePublished(trx, snapshot, publicId, today),
      url: (writtenId) => def.publicUrl(snapshot.values, writtenId),
      today: def.shownOn?.(snapshot.values),
    },
  };
}
