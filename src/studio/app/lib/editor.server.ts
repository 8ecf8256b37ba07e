import type { StudioContext } from '../../context.ts';
import type { EntityView, Item } from '../../content/items.ts';
import type { Actor } from '../../content/items.ts';
import { entityDef } from '../../content/entities.ts';
import { can } from '../../permissions.ts';
import type { FileFacts } from './file-facts.ts';
import { factsOfStored } from './file-facts.server.ts';
import { itemPlace, openedValue } from './form-identity.ts';

/** The public site's address of a page: as given when absolute, else on PUBLIC_URL. */
export function publicAddress(path: string | null, studio: StudioContext): string | null {
  if (!path) return null;
  if (/^https?:\/\//.test(path)) return path;
  const origin = studio.config.publicUrl ?? `http://localhost:${studio.config.port}`;
  return new URL(path, origin).href;
}

/** What the editor screen needs of an entity and an item, for this user. */
export function editorData(studio: StudioContext, view: EntityView, item: Item, actor: Actor) {
  const files: Record<string, FileFacts> = Object.fromEntries(
    Object.entries(item.files).map(([spec, file]) => [spec, factsOfStored(file)]),
  );
  const def = entityDef(view.name);
  // What follows from a published item (a metric's files) is made under its public row.
  const onSite = item.status === 'published' || item.status === 'changed';
  return {
    opened: openedValue({ place: itemPlace(view.name, item.key), version: item.version }),
    view: {
      name: view.name,
      label: view.label,
      fields: view.fields,
      singleton: view.singleton,
      about: view.about ?? null,
    },
    item: {
      key: item.key,
      // Its heading: the title its lists, revisions and audit log give it (a metric's number and
      // words, issue 36), not a guess at a field of its form.
      // (A new form's blank values are no item yet: its heading says "New …".)
      title: def && (item.version > 0 || item.publicId) ? def.summary(item.values).title : '',
      nextSteps:
        onSite && item.publicId && def?.nextSteps && can(actor, 'create', view.permission)
          ? def.nextSteps(item.values, item.publicId)
          : [],
      values: item.values,
      version: item.version,
      status: item.status,
      publicUrl:
        item.status === 'published' || item.status === 'changed'
          ? publicAddress(item.publicUrl, studio)
          : null,
      updatedAt: item.updatedAt,
      updatedBy: item.updatedBy,
      undoable: item.undoable,
    },
    files,
    mayPublish: can(actor, 'publish', view.permission, item.owner),
    previewAvailable: studio.preview !== undefined,
  };
}
