import type { Db } from '../../db/database.ts';
import type { EntityDef } from './entity.ts';
import {
  accessRefusal,
  allowed,
  collegeToday,
  conflict,
  isRefusal,
  notFound,
  refusal,
} from './item-checks.ts';
import { itemRefusal } from './item-owner.ts';
import { refusalsLogged } from './item-refusals.ts';
import { publishStep, unpublishRefusal, unpublishStep } from './item-publish.ts';
import { audit, currentOf, draftStatus, saveStep } from './item-save.ts';
import { loadCurrent, toItem } from './item-state.ts';
import { commitRow, draftOf, type StudioRow } from './item-store.ts';
import type {
  Actor,
  EntityName,
  Item,
  Outcome,
  PublishInput,
  Refusal,
  RestoreInput,
  RevisionsOutcome,
  SaveInput,
  UnpublishInput,
} from './items.ts';
import { beginPublish } from './public-rows.ts';
import { listRevisionPage, revisionSnapshot } from './revisions.ts';

/** Revisions a history screen shows: the newest; older ones are older than anyone looks. */
export const REVISIONS_SHOWN = 50;

export { entitiesFor, entitySchema, entityView } from './entities.ts';
export { listItems } from './item-list.ts';
export { previewOf } from './item-preview.ts';

/**
 * Runs an operation in one transaction. A unique key hit by a concurrent twin (the same form
 * sent twice at once, on two copies) is met by running it once more: it then finds the twin.
 */
export async function transact<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return db.transaction().execute(work);
  }
}

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

/** The item after a step: as the editor shows it, or the step's refusal. */
export async function outcomeOf(
  db: Db,
  def: EntityDef,
  result: StudioRow | Refusal,
  today: string,
): Promise<Outcome> {
  if (isRefusal(result)) return result;
  return { ok: true, item: await toItem(db, def, await currentOf(db, def, result, today)) };
}

export async function getItem(
  db: Db,
  name: EntityName,
  key: string,
  actor: Actor,
  today = collegeToday(),
): Promise<Outcome> {
  const def = allowed(name, actor, 'read');
  if (isRefusal(def)) return def;
  const current = await loadCurrent(db, def, key, today);
  if (!current) return notFound();
  const refused = await itemRefusal(db, def, actor, 'read', current);
  return refused ?? { ok: true, item: await toItem(db, def, current) };
}

/** A new item's form: its blank values, version 0, key 'new'. */
export function newItem(name: EntityName, actor: Actor, today: string): Outcome {
  const def = allowed(name, actor, 'create');
  if (isRefusal(def)) return def;
  if (def.singleton) return refusal(400, { '': [`There is one ${def.label.one}: change it.`] });
  const item: Item = {
    ...{ key: 'new', publicId: null, entity: def.name, values: def.blank(today, actor) },
    ...{ files: {}, version: 0 },
    ...{ status: 'draft', publicUrl: null, owner: undefined, updatedAt: null, updatedBy: null },
    undoable: false,
  };
  return { ok: true, item };
}

/** Saves the form as a draft: a new version and revision; the public site is unchanged. */
async function save(db: Db, input: SaveInput, today = collegeToday()): Promise<Outcome> {
  const def = allowed(input.entity, input.actor, input.key ? 'update' : 'create', input.values);
  if (isRefusal(def)) return def;
  return transact(db, async (trx) => {
    const saved = await saveStep(trx, def, input, today);
    return outcomeOf(trx, def, isRefusal(saved) ? saved : saved.row, today);
  });
}

/**
 * Publishes the item's draft, or the form's values saved and published in one step (its
 * Publish button): public rows, content version, revision and audit line in one transaction.
 */
async function publish(db: Db, input: PublishInput): Promise<Outcome> {
  return transact(db, (trx) => publishWithin(trx, input));
}

/** A publish in the caller's transaction (a scheduled one, claimed in it: decision 088). */
export async function publishWithin(trx: Db, input: PublishInput): Promise<Outcome> {
  const today = input.today ?? collegeToday();
  const { values, actor } = input;
  const def = allowed(input.entity, actor, 'publish', values);
  if (isRefusal(def)) return def;
  if (values) {
    const edit = accessRefusal(def, actor, input.key ? 'update' : 'create', values);
    if (edit) return edit;
  }
  await beginPublish(trx);
  const saved = values
    ? await saveStep(trx, def, { ...input, values }, today)
    : await storedDraft(trx, def, input, today);
  if (isRefusal(saved)) return saved;
  const forKind =
    accessRefusal(def, actor, 'publish', draftValues(saved.row)) ??
    (await itemRefusal(trx, def, actor, 'publish', standingOf(saved.row)));
  if (forKind) return forKind;
  return outcomeOf(trx, def, await publishStep(trx, def, saved, actor, today), today);
}

const draftValues = (row: StudioRow) => draftOf(row).values;

/** The saved draft about to be published, for whose it is (by its values and its owner). */
const standingOf = (row: StudioRow) => ({
  row,
  publicId: row.public_id,
  published: undefined,
  draft: draftOf(row),
});

/** The draft to publish as it is stored, at the version the editor showed. */
async function storedDraft(db: Db, def: EntityDef, input: PublishInput, today: string) {
  const current = input.key ? await loadCurrent(db, def, input.key, today) : undefined;
  if (!current) return notFound();
  const refused = await itemRefusal(db, def, input.actor, 'publish', current);
  if (refused) return refused;
  if (current.version !== input.version) return conflict(current.row, current.draft.values);
  if (!current.row) {
    if (current.published) return refusal(400, { '': ['This item is published as it is.'] });
    return refusal(400, { '': ['Save the item before you publish it.'] });
  }
  return { row: current.row, changed: false };
}

/** Takes the item off the public site; its draft stays in the studio. */
async function unpublish(db: Db, input: UnpublishInput): Promise<Outcome> {
  return transact(db, (trx) => unpublishWithin(trx, input));
}

/** An unpublish in the caller's transaction (a scheduled one: decision 088). */
export async function unpublishWithin(trx: Db, input: UnpublishInput): Promise<Outcome> {
  const today = collegeToday();
  const def = allowed(input.entity, input.actor, 'delete');
  if (isRefusal(def)) return def;
  await beginPublish(trx);
  const current = await loadCurrent(trx, def, input.key, today);
  if (!current) return notFound();
  const refused =
    (current.version !== input.version ? conflict(current.row, current.draft.values) : null) ??
    (await itemRefusal(trx, def, input.actor, 'delete', current)) ??
    (await unpublishRefusal(trx, def, current));
  if (refused) return refused;
  return outcomeOf(trx, def, await unpublishStep(trx, def, current, input.actor), today);
}

export async function listRevisions(
  db: Db,
  name: EntityName,
  key: string,
  actor: Actor,
): Promise<RevisionsOutcome> {
  const def = allowed(name, actor, 'read');
  if (isRefusal(def)) return def;
  const current = await loadCurrent(db, def, key, collegeToday());
  if (!current) return notFound();
  const refused = await itemRefusal(db, def, actor, 'read', current);
  if (refused) return refused;
  if (!current.row) return { ok: true, revisions: [] };
  const title = (snapshot: { values: Record<string, unknown> }) =>
    def.summary(snapshot.values).title;
  const page = await listRevisionPage(db, current.row.id, title, REVISIONS_SHOWN);
  return { ok: true, revisions: page.revisions };
}

/** The revision's values become the item's next draft; publishing it is a separate step. */
async function restore(db: Db, input: RestoreInput): Promise<Outcome> {
  const today = collegeToday();
  const def = allowed(input.entity, input.actor, 'update');
  if (isRefusal(def)) return def;
  return transact(db, async (trx) => {
    const current = await loadCurrent(trx, def, input.key, today);
    const snapshot = current?.row
      ? await revisionSnapshot(trx, current.row.id, input.revisionId)
      : undefined;
    if (!current || !snapshot) return notFound();
    const notYours = await itemRefusal(trx, def, input.actor, 'update', current);
    if (notYours) return notYours;
    if (current.version !== input.version) return conflict(current.row, current.draft.values);
    const refused = accessRefusal(def, input.actor, 'update', snapshot.values);
    if (refused) return refused;
    const change = {
      snapshot,
      status: draftStatus(current.status),
      publicId: current.publicId,
      action: 'restore' as const,
    };
    const row = await commitRow(trx, def.name, current.row, change, input.actor);
    if (!row) return conflict(current.row, snapshot.values);
    await audit(trx, input.actor, 'restore', def, row, current.draft.values, snapshot.values);
    return outcomeOf(trx, def, row, today);
  });
}

// The store's writes, as the screens call them: each refusal of one is a line of the audit log.
export const saveItem = refusalsLogged('save', save);
export const publishItem = refusalsLogged('publish', publish);
export const unpublishItem = refusalsLogged('unpublish', unpublish);
export const restoreRevision = refusalsLogged('restore', restore);
