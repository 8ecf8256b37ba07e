import type { Db } from '../../../db/database.ts';
import type { StoredFile } from '../../content/items.ts';
import { factsFromSpec, type FileFacts } from './file-facts.ts';

/** The facts of a file just stored, as the form shows it until the item is saved. */
export function factsOfStored(file: StoredFile): FileFacts {
  return {
    ...factsFromSpec(file.spec),
    name: file.originalName,
    size: file.attachment.size ?? null,
  };
}

/**
 * Name, kind and size of files a form sent back by spec (sent in parts earlier, or kept from a
 * refused post): the studio's own are looked up in studio_files, the others described from their
 * path. For the form shown again after a refusal.
 */
export async function factsOfSpecs(
  db: Db,
  specs: readonly string[],
): Promise<Record<string, FileFacts>> {
  const facts: Record<string, FileFacts> = {};
  for (const spec of specs) facts[spec] = factsFromSpec(spec);
  const names = specs.filter((spec) => spec.startsWith('studio/'));
  if (names.length === 0) return facts;
  const rows = await db
    .selectFrom('studio_files')
    .select(['name', 'original_name', 'size'])
    .where('name', 'in', names)
    .execute();
  for (const row of rows)
    Object.assign(facts[row.name]!, {
      name: row.original_name || facts[row.name]!.name,
      size: row.size,
    });
  return facts;
}
