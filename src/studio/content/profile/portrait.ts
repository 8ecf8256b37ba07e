import { checkAttachmentType } from '../../../content/file-types.ts';
import { loadSharp, MAX_IMAGE_PIXELS } from '../../../content/images.ts';
import type { Db } from '../../../db/database.ts';
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
  let cropped: Buffer;
  try {
    const image = sharp(input.bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
    const { width = 0, height = 0 } = await image
      .clone()
      .metadata()
      .then((m) => m.autoOrient ?? m);
    const side = Math.min(width, height, PORTRAIT_SIZE);
    cropped = await image
      .resize({ width: side, height: side, fit: 'cover', position: 'attention' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
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
