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
