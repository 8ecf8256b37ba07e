import { LRUCache } from 'lru-cache';
import type { Sharp, SharpOptions } from 'sharp';
import { GALLERY_VIEWS, type GalleryView } from './gallery.ts';

type SharpFactory = (input: Buffer, options?: SharpOptions) => Sharp;

/**
 * sharp is loaded on first use. Where it cannot load (a platform without its prebuilt binary),
 * the image route falls back to the original file, so the gallery still works, only heavier.
 */
let sharpLoading: Promise<SharpFactory | null> | undefined;
function loadSharp(): Promise<SharpFactory | null> {
  sharpLoading ??= import('sharp').then(
    (module) => module.default as SharpFactory,
    () => null,
  );
  return sharpLoading;
}

/** Resized images, kept so a busy gallery is resized once: at most 32 MB of them. */
const resized = new LRUCache<string, Buffer>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (buffer) => buffer.length || 1,
});

/** No photo from a camera is bigger than this; anything larger is refused before decoding. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * One size of a gallery image as WebP: thumbnails cropped to 3:2, the large view fitted inside
 * a square of the width. Null when sharp is missing or the bytes are not an image.
 */
export async function resizeImage(
  key: string,
  load: () => Promise<Buffer>,
  view: GalleryView,
  width: number,
): Promise<Buffer | null> {
  const cacheKey = `${view}:${width}:${key}`;
  const cached = resized.get(cacheKey);
  if (cached) return cached;
  const sharp = await loadSharp();
  if (!sharp) return null;
  const input = await load();
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const sized =
      view === 'thumb'
        ? image.resize(width, Math.round(width * GALLERY_VIEWS.thumb.aspect), { fit: 'cover' })
        : image.resize(width, width, { fit: 'inside', withoutEnlargement: true });
    const output = await sized.webp({ quality: 72 }).toBuffer();
    resized.set(cacheKey, output);
    return output;
  } catch {
    return null;
  }
}
