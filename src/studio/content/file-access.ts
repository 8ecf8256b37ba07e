import {
  isPublishedStudioFile,
  isStudioFileName,
  originalOf,
} from '../../services/files/studio-files.ts';
import type { Db } from '../../db/database.ts';
import { allowed, collegeToday, isRefusal } from './item-checks.ts';
import { itemRefusal } from './item-owner.ts';
import { loadCurrent, publicKey } from './item-state.ts';
import type { Actor } from './items.ts';

/** A studio file's name wherever it stands: in a form's value, an address, rich text. */
const STUDIO_NAME = /studio\/[0-9a-f]{64}\.[a-z0-9]{1,5}/g;

/** Every studio file a draft names, in its files or anywhere in its values (an inline image). */
export const studioNamesIn = (value: unknown): string[] => [
  ...new Set(JSON.stringify(value ?? null).match(STUDIO_NAME) ?? []),
];

/**
 * May this member of staff see the studio file (or a version of it) in the studio (decision
 * 075)? Yes when a published row names it (the site shows it to anyone), when they uploaded it
 * (the form shows it before it is saved), or when they may read an item that names it: a draft
 * (its values, searched for the file's hash) or a published row, checked by the permission
 * table and the item's owner as the item's own screen is (getItem). No otherwise: a file is not
 * seen by having its hash.
 */
export async function mayReadStudioFile(
  db: Db,
  actor: Actor,
  name: string,
  today = collegeToday(),
): Promise<boolean> {
  if (!isStudioFileName(name)) return false;
  const original = originalOf(name);
  if (await isPublishedStudioFile(db, original)) return true;
  const uploader = await db
    .selectFrom('studio_file_uploaders')
    .select('name')
    .where('name', '=', original)
    .where('user_id', '=', actor.id)
    .executeTakeFirst();
  if (uploader) return true;
  for (const [entity, key] of await itemsNaming(db, original))
    if (await mayReadItem(db, actor, entity, key, today)) return true;
  return false;
}

/** The items that name the file: drafts by their key, published rows by theirs. */
async function itemsNaming(db: Db, original: string): Promise<[string, string][]> {
  const hash = original.slice('studio/'.length).split('.')[0]!;
  const drafts = await db
    .selectFrom('studio_items')
    .select(['id', 'entity'])
    .where('draft', 'like', `%${hash}%`)
    .execute();
  const published = await db
    .selectFrom('studio_public_files')
    .select(['entity', 'public_id'])
    .where('name', '=', original)
    .where('entity', '!=', '')
    .execute();
  return [
    ...drafts.map(({ id, entity }): [string, string] => [entity, `s${id}`]),
    ...published.map(({ entity, public_id }): [string, string] => [entity, publicKey(public_id)]),
  ];
}

async function mayReadItem(db: Db, actor: Actor, entity: string, key: string, today: string) {
  const def = allowed(entity as never, actor, 'read');
  if (isRefusal(def)) return false;
  const current = await loadCurrent(db, def, key, today);
  return current !== undefined && (await itemRefusal(db, def, actor, 'read', current)) === null;
}

/**
 * The studio files a form names that its sender may not see (mayReadStudioFile), leaving out
 * those the item had already (`had`: its stored draft and published row): a draft cannot take someone else's upload by its hash, and so
 * neither be shown it nor publish it.
 */
export async function foreignFiles(
  db: Db,
  actor: Actor,
  values: unknown,
  had: readonly unknown[],
  today?: string,
): Promise<string[]> {
  const known = new Set(had.flatMap(studioNamesIn));
  const foreign: string[] = [];
  for (const name of studioNamesIn(values))
    if (!known.has(name) && !(await mayReadStudioFile(db, actor, name, today))) foreign.push(name);
  return foreign;
}
