import { bulkhead, BulkheadRejectedError } from 'cockatiel';

/**
 * Images decoded at once in this process. A decoded photograph is its width × height × 3 or 4
 * bytes outside the JavaScript heap (120 MB for 40 megapixels): one at a time, a crowd of
 * uploads or an import of a thousand photographs costs one image's memory, not a thousand.
 */
export const IMAGES_AT_ONCE = 1;
/** Images waiting for their turn; past them an upload is refused at once (ImagesBusy). */
const IMAGES_WAITING = 64;

const decodes = bulkhead(IMAGES_AT_ONCE, IMAGES_WAITING);

/** Too many images wait already: the upload is refused, in words, and nothing is stored. */
export class ImagesBusy extends Error {
  constructor() {
    super('The server is busy with other photographs; send this one again in a minute.');
  }
}

/**
 * Runs work that decodes an image (its pixels, not only its header) in its turn: at most
 * IMAGES_AT_ONCE at a time, the others queued (cockatiel's bulkhead), in the studio's uploads
 * and the importer alike.
 */
export async function inImageTurn<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await decodes.execute(work);
  } catch (error) {
    if (error instanceof BulkheadRejectedError) throw new ImagesBusy();
    throw error;
  }
}
