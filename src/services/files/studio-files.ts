import type { Db } from '../../db/database.ts';

/**
 * Files uploaded in the studio live in the database (studio_files), so that every copy of a
 * scaled-out site serves them: 'studio/{sha256}.{ext}' and its phone-sized versions
 * '_variants/studio/{sha256}.{ext}/{width}.webp'. Names are made by the studio, never typed by
 * anyone, so anything else under these folders is refused before the database is asked.
 */
const ORIGINAL = /^studio\/[0-9a-f]{64}\.[a-z0-9]{1,5}$/;
const VARIANT = /^_variants\/studio\/[0-9a-f]{64}\.[a-z0-9]{1,5}\/\d{2,4}\.webp$/;

/** True for an address under the studio's folders (served from the database, or a 404). */
export const isStudioPath = (name: string) =>
  name.startsWith('studio/') || name.startsWith('_variants/studio/');

/** True for a name the studio could have made. */
export const isStudioFileName = (name: string) => ORIGINAL.test(name) || VARIANT.test(name);

/** The original a studio name stands for: a version's original, or the name itself. */
export const originalOf = (name: string) =>
  VARIANT.test(name) ? name.slice('_variants/'.length).replace(/\/\d+\.webp$/, '') : name;

/**
 * True while a published row names the file, or the original of this version (decision 075):
 * a draft's upload is not on the public site until it is published, whoever has its hash.
 */
export async function isPublishedStudioFile(db: Db, name: string): Promise<boolean> {
  if (!isStudioFileName(name)) return false;
  const row = await db
    .selectFrom('studio_public_files')
    .select('name')
    .where('name', '=', originalOf(name))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** May this request have the studio file of that name? The public site: only if published. */
export type StudioFileAccess = (name: string, headers: { cookie?: string }) => Promise<boolean>;

export const publishedOnly =
  (db: Db): StudioFileAccess =>
  (name) =>
    isPublishedStudioFile(db, name);

/** The file of that name, or undefined (also for a name the studio never makes). */
export async function readStudioFile(db: Db, name: string) {
  if (!isStudioFileName(name)) return undefined;
  return db
    .selectFrom('studio_files')
    .select(['name', 'size', 'data'])
    .where('name', '=', name)
    .executeTakeFirst();
}
