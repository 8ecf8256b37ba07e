import type { StudioContext } from '../../context.ts';
import type { EntityView, Item } from '../../content/items.ts';
import type { Actor } from '../../content/items.ts';
import { can } from '../../permissions.ts';
import { specsOf, type FileFacts } from './file-facts.ts';
import { factsOf } from './file-facts.server.ts';

/** The specs of every file an item's values hold, for their names and sizes. */
function fileSpecs(view: EntityView, values: Record<string, unknown>): string[] {
  return view.fields.flatMap((field) => {
    if (field.kind === 'attachments') return specsOf(values[field.name]);
    if (field.kind === 'photo')
      return specsOf((values[field.name] as { file?: unknown } | undefined)?.file);
    return [];
  });
}

/** The public site's address of a page: as given when absolute, else on PUBLIC_URL. */
export function publicAddress(path: string | null, studio: StudioContext): string | null {
  if (!path) return null;
  if (/^https?:\/\//.test(path)) return path;
  const origin = studio.config.publicUrl ?? `http://localhost:${studio.config.port}`;
  return new URL(path, origin).href;
}

/** What the editor screen needs of an entity and an item, for this user. */
export async function editorData(
  studio: StudioContext,
  view: EntityView,
  item: Item,
  actor: Actor,
) {
  const files: Record<string, FileFacts> = await factsOf(studio.db, fileSpecs(view, item.values));
  return {
    view: { name: view.name, label: view.label, fields: view.fields, singleton: view.singleton },
    item: {
      key: item.key,
      values: item.values,
      version: item.version,
      status: item.status,
      publicUrl:
        item.status === 'published' || item.status === 'changed'
          ? publicAddress(item.publicUrl, studio)
          : null,
      updatedAt: item.updatedAt,
      updatedBy: item.updatedBy,
    },
    files,
    mayPublish: can(actor, 'publish', view.permission, item.owner),
    previewAvailable: studio.preview !== undefined,
  };
}
