import { readFile } from 'node:fs/promises';
import type { Metadata } from 'sharp';
import type { Db } from '../../db/database.ts';
import { kindOf } from '../../lib/attachment-kinds.ts';
import { MAX_PHOTO_PIXELS } from '../../lib/attachment-limits.ts';
import { encodedAsItself } from '../../lib/image-metadata.ts';
import { ImagesBusy, inImageTurn } from '../../lib/image-queue.ts';
import { loadSharp } from '../../lib/sharp.ts';
import { confineUpload } from '../../services/files/confine.ts';
import { liveUploadsFolder } from '../../services/files/live-uploads.ts';
import { readStudioFile } from '../../services/files/studio-files.ts';
import { mayReadStudioFile } from './file-access.ts';
import type { Actor } from './items.ts';
import { storeFile, type StoreResult } from './store-file.ts';

/** A part of the picture, in per cent of its width and height (left, top: where it starts). */
export interface CropBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** How a photograph is changed: turned clockwise by a quarter, a half or three, or cropped. */
export type ImageEdit = { angle: 90 | 180 | 270 } | { crop: CropBox };

export const ANGLES = [90, 180, 270] as const;

/** Why a crop cannot be made, in words, or null: within the picture, and not empty. */
export function cropProblem(box: CropBox): string | null {
  const parts = [box.left, box.top, box.width, box.height];
  if (parts.some((part) => !Number.isFinite(part)))
    return 'Enter the crop’s left, top, width and height as numbers of per cent, like 10';
  if (parts.some((part) => part < 0)) return 'The crop’s numbers cannot be below 0';
  if (box.width <= 0 || box.height <= 0) return 'Give the crop a width and a height above 0';
  if (box.left + box.width > 100 || box.top + box.height > 100)
    return `The crop goes outside the picture: left + width (${box.left + box.width}) and top + height (${box.top + box.height}) may be at most 100`;
  return null;
}

/**
 * A photograph of an album turned or cropped (issue 36): the new picture is stored as any upload
 * is (storeFile: checked, without metadata, its phone-sized versions and `images` row made, a
 * studio file named by its hash), and the original is left as it was, so a revision that names
 * it still shows it. The photograph is read from the studio's files, when this member of staff may
 * see it there, or from the live uploads folder, confined to it (an imported photograph, which the
 * site shows anyone). A problem in words otherwise; nothing is stored then.
 */
export async function editPhoto(
  db: Db,
  input: { spec: string; edit: ImageEdit; actor: Actor; uploadsDir: string },
): Promise<StoreResult> {
  const { spec, edit, actor } = input;
  if (kindOf(spec)?.image !== true) return refused('is not a photograph that can be changed here');
  const source = await sourceOf(db, spec, actor, input.uploadsDir);
  if (!source) return refused('cannot be found: upload it again');
  const sharp = await loadSharp();
  if (!sharp) return refused('cannot be changed on this server (its image library is missing)');
  const bytes = await changed(sharp, source.bytes, edit).catch((error: unknown) => {
    if (error instanceof ImagesBusy) return error.message;
    return `cannot be read as an image (${String((error as Error).message).split('\n')[0]})`;
  });
  if (typeof bytes === 'string') return refused(bytes);
  return storeFile(db, { bytes, originalName: source.name, actor, accept: 'image' });
}

const refused = (problem: string): StoreResult => ({ ok: false, message: `The photo ${problem}` });

/** The photograph's bytes and the name staff know it by, or undefined. */
async function sourceOf(db: Db, spec: string, actor: Actor, uploadsDir: string) {
  if (spec.startsWith('studio/')) {
    const row = await readStudioFile(db, spec);
    if (!row || !(await mayReadStudioFile(db, actor, spec))) return undefined;
    const named = await db
      .selectFrom('studio_files')
      .select('original_name')
      .where('name', '=', spec)
      .executeTakeFirst();
    return { bytes: Buffer.from(row.data), name: named?.original_name || spec.slice(7) };
  }
  const [type, ...path] = spec.split('/');
  if (!type || path.length === 0 || type.startsWith('_')) return undefined;
  try {
    const file = await confineUpload(await liveUploadsFolder(db, uploadsDir), type, path.join('/'));
    return { bytes: await readFile(file.absolute), name: path.at(-1)! };
  } catch {
    // Outside the uploads folder, or not there: not a photograph of this site.
    return undefined;
  }
}

/** The picture turned or cropped, in its own format, decoded in its turn (image-queue.ts). */
async function changed(
  sharp: NonNullable<Awaited<ReturnType<typeof loadSharp>>>,
  bytes: Buffer,
  edit: ImageEdit,
): Promise<Buffer | string> {
  const meta: Metadata = await sharp(bytes).metadata();
  if ((meta.pages ?? 1) > 1) return 'moves (an animation): turn or crop it before uploading it';
  if (meta.width * meta.height > MAX_PHOTO_PIXELS) return 'has too many pixels to change here';
  return inImageTurn(async () => {
    const upright = sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS }).autoOrient();
    const turned = (meta.orientation ?? 1) >= 5;
    const [width, height] = turned ? [meta.height, meta.width] : [meta.width, meta.height];
    const image =
      'angle' in edit
        ? upright.rotate(edit.angle)
        : upright.extract(pixelsOf(edit.crop, width, height));
    const encoded = encodedAsItself(image.keepIccProfile(), meta);
    if (!encoded) return `is a ${String(meta.format).toUpperCase()} image: save it as JPEG or PNG`;
    return encoded.toBuffer();
  });
}

/** The crop in whole pixels, at least one each way, inside the picture. */
function pixelsOf(box: CropBox, width: number, height: number) {
  const left = Math.min(width - 1, Math.round((box.left / 100) * width));
  const top = Math.min(height - 1, Math.round((box.top / 100) * height));
  return {
    left,
    top,
    width: Math.max(1, Math.min(width - left, Math.round((box.width / 100) * width))),
    height: Math.max(1, Math.min(height - top, Math.round((box.height / 100) * height))),
  };
}
