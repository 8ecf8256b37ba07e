import type { Db } from '../../../db/database.ts';
import type { StoredFile } from '../../content/items.ts';
import { factsFromSpec, type FileFacts } from './file-facts.ts';

/**
 * Name, kind and size of the files an item holds: files uploaded in the studio are looked up in
 * studio_files (their original name and size); imported ones are described from their path.
 */
export async function factsOf(
  db: Db,
  specs: readonly string[],
): Promise<Record<string, FileFacts>> {
  const facts: Record<string, FileFacts> = {};
  for (const spec of specs) facts[spec] = factsFromSpec(spec);
  // A studio file's row is named by its spec ('studio/{sha256}.pdf').
  const names = specs.filter((s) => s.startsWith('studio/'));
  if (names.length === 0) return facts;
  const rows = await db
    .selectFrom('studio_files')
    .select(['name', 'original_name', 'size'])
    .where('name', 'in', names)
    .execute();
  for (const row of rows) {
    const fact = facts[row.name];
    if (fact) Object.assign(fact, { name: row.original_name || fact.name, size: row.size });
  }
  return facts;
}

/** The facts of a file just stored, as the form shows it until the item is saved. */
export function factsOfStored(file: StoredFile): FileFacts {
  return {
    ...factsFromSpec(file.spec),
    name: file.originalName,
    size: file.attachment.size ?? null,
  };
}
