import type { Db } from '../../db/database.ts';
import { allowed, collegeToday, isRefusal, notFound, validate } from './item-checks.ts';
import { itemRefusal } from './item-owner.ts';
import { loadCurrent, unsaved } from './item-state.ts';
import type { Actor, EntityName, PreviewOutcome } from './items.ts';

/**
 * The public page that will show the item, and how to overlay the site's answers so that it
 * shows the draft (or the form's unsaved values) in place: the preview renders the site's own
 * build with it. Nothing is written.
 */
export async function previewOf(
  db: Db,
  name: EntityName,
  key: string | null,
  actor: Actor,
  values?: Record<string, unknown>,
  options: { uploadsUrl?: string; today?: string } = {},
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
  const context = { uploadsUrl: options.uploadsUrl ?? '/uploads', today, db };
  return {
    ok: true,
    target: {
      url: def.publicUrl(snapshot.values, current.publicId),
      overlay: def.overlay(snapshot, current.publicId, context),
    },
  };
}
