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

/** The file of that name, or undefined (also for a name the studio never makes). */
export async function readStudioFile(db: Db, name: string) {
  if (!isStudioFileName(name)) return undefined;
  return db
    .selectFrom('studio_files')
    .select(['name', 'size', 'data'])
    .where('name', '=', name)
    .executeTakeFirst();
}
