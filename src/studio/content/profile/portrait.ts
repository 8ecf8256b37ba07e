import { checkAttachmentType } from '../../../content/file-types.ts';
import { loadSharp, MAX_IMAGE_PIXELS, measureImage } from '../../../content/images.ts';
import type { Db } from '../../../db/database.ts';
import { ImagesBusy, inImageTurn } from '../../../lib/image-queue.ts';
import { cleanName, sizeOrKindProblem, storeFile, type StoreResult } from '../store-file.ts';
import type { Actor } from '../items.ts';

/**
 * The faculty photograph's box on the public pages is a square (200 × 200 px on the faculty
 * list and the profile): the upload is cropped to it around what sharp finds most interesting
 * (a face, usually), turned as the camera says, and kept at most this wide, before it is stored
 * like any studio image (its phone-sized versions made, decision 019).
 */
export const PORTRAIT_SIZE = 800;

export async function storePortrait(
  db: Db,
  input: { bytes: Buffer; originalName: string; actor: Actor },
): Promise<StoreResult> {
  const name = cleanName(input.originalName);
  const problem =
    sizeOrKindProblem(name, input.bytes.length, 'image') ??
    (await checkAttachmentType(input.bytes, name));
  if (problem)
    return { ok: false, message: problem.startsWith(`'`) ? problem : `'${name}' ${problem}` };
  const sharp = await loadSharp();
  if (!sharp) return storeFile(db, { ...input, accept: 'image' });
  // From its header first: past the pixel limit it is refused before anything decodes it.
  const size = await measureImage(input.bytes);
  if (typeof size === 'string') return { ok: false, message: `'${name}' ${size}` };
  let cropped: Buffer;
  try {
    const side = Math.min(size.width, size.height, PORTRAIT_SIZE);
    // In its turn (image-queue.ts); what sharp writes carries no metadata.
    cropped = await inImageTurn(() =>
      sharp(input.bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
        .rotate()
        .resize({ width: side, height: side, fit: 'cover', position: 'attention' })
        .jpeg({ quality: 85, mozjpeg: true })
        .toBuffer(),
    );
  } catch (error) {
    if (error instanceof ImagesBusy) return { ok: false, message: error.message };
    return { ok: false, message: `'${name}' cannot be read as an image` };
  }
  const stem = name.replace(/\.[^.]*$/, '') || 'photo';
  return storeFile(db, {
    bytes: cropped,
    originalName: `${stem}.jpg`,
    actor: input.actor,
    accept: 'image',
  });
}
