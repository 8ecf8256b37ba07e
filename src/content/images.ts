import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { MAX_PHOTO_PIXELS, pixelsProblem } from '../lib/attachment-limits.ts';
import { withoutMetadata } from '../lib/image-metadata.ts';
import { inImageTurn } from '../lib/image-queue.ts';
import { loadSharp, type SharpFactory } from '../lib/sharp.ts';
import { syncPath } from '../lib/uploads-folder.ts';
import { exists, place, writeComplete } from './cache-files.ts';

export { loadSharp };

/**
 * Widths made of each content image, in pixels, from a 32 px logo on a phone to a full-width
 * picture on a large screen. A browser takes the narrowest version at least as wide as the box
 * needs, so steps of at most 1.28 keep every image within 28% of what its box needs.
 */
export const VARIANT_WIDTHS = [
  64, 80, 100, 128, 160, 200, 256, 320, 400, 512, 640, 800, 1024, 1280, 1600, 2048,
];
/** WebP for every browser of the last years; AVIF would cost several times the import time. */
const WEBP = { quality: 75, effort: 4 } as const;
/** Bumped when the way variants are made changes, so the cache makes them again. */
const RECIPE = `webp-q${WEBP.quality}-e${WEBP.effort}-2`;
/** Bumped when the way an original is cleaned of its metadata changes (image-metadata.ts). */
const CLEAN_RECIPE = 'clean-1';
/** The most pixels an image may have, read from its header: anything larger is never decoded. */
export const MAX_IMAGE_PIXELS = MAX_PHOTO_PIXELS;

/** The folder, inside an uploads version, that holds the variants: no content type starts with _. */
export const VARIANTS_TYPE = '_variants';

export interface ImageSize {
  width: number;
  height: number;
}

export interface Variant extends ImageSize {
  /** Under the uploads version folder: _variants/{type}/{path}/{width}.webp */
  path: string;
}

/**
 * An image's size as it is shown (EXIF rotation applied), from its header alone, or a problem in
 * words: past MAX_IMAGE_PIXELS it is refused here, before anything decodes it. The image is a
 * file on disk (the importer) or bytes in memory (a studio upload).
 */
export async function measureImage(source: string | Buffer): Promise<ImageSize | string> {
  const sharp = await loadSharp();
  if (!sharp) return { width: 0, height: 0 };
  try {
    // The header only (no limit needed to read it): its width and height are judged here.
    const meta = await sharp(source, { limitInputPixels: false }).metadata();
    const { width, height } = meta.autoOrient ?? meta;
    if (!width || !height) return 'cannot be read as an image';
    return pixelsProblem(width, height) ?? { width, height };
  } catch (error) {
    return `cannot be read as an image (${(error as Error).message.split('\n')[0]})`;
  }
}

/** The widths made of an image: those of the list narrower than the original. */
export const variantWidths = (width: number) => VARIANT_WIDTHS.filter((w) => w < width);

const heightAt = (size: ImageSize, width: number) =>
  Math.max(1, Math.round((size.height * width) / size.width));

/** Where one version of an image lives under the uploads location. */
export const variantPath = (file: string, width: number) =>
  `${VARIANTS_TYPE}/${file}/${width}.webp`;

type SharpRaw = { width: number; height: number; channels: 1 | 2 | 3 | 4 };
type Decoded = Promise<{ data: Buffer; info: SharpRaw }>;

/**
 * The image's pixels, upright, at the widest version's size: decoded once, then resized for
 * every width. Read at that size, never whole: a JPEG decodes at a fraction of its size, a PNG
 * line by line, so what is held is a 2048-px picture at most, not the original's pixels.
 */
const decode = (sharp: SharpFactory, bytes: Buffer, size: ImageSize, widest: number): Decoded =>
  sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize(widest, heightAt(size, widest), { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });

/** One version: the recipe of every import (decision 019), at the height its row gives. */
async function encode(
  sharp: SharpFactory,
  decoded: Decoded,
  size: ImageSize,
  width: number,
): Promise<Buffer> {
  const { data, info } = await decoded;
  return sharp(data, { raw: info })
    .resize(width, heightAt(size, width), { fit: 'fill' })
    .webp(WEBP)
    .toBuffer();
}

/**
 * The versions of an image made in memory, by the importer's recipe, for a file kept in the
 * database rather than on disk (the studio's uploads), in the image's turn (image-queue.ts).
 * Narrowest first.
 */
export async function variantsInMemory(
  bytes: Buffer,
  file: string,
  size: ImageSize,
): Promise<(Variant & { data: Buffer })[]> {
  const widths = variantWidths(size.width);
  const sharp = widths.length > 0 ? await loadSharp() : null;
  if (!sharp) return [];
  return inImageTurn(async () => {
    const decoded = decode(sharp, bytes, size, widths.at(-1)!);
    const variants: (Variant & { data: Buffer })[] = [];
    for (const width of widths) {
      const data = await encode(sharp, decoded, size, width);
      variants.push({ width, height: heightAt(size, width), path: variantPath(file, width), data });
    }
    return variants;
  });
}

/**
 * Makes the phone-sized WebP versions of one image into the version folder, in the image's turn
 * (image-queue.ts). With a cache folder, versions made once (keyed by the image's bytes) are
 * reused by later imports, so an unchanged picture is not decoded again. Returns what was made,
 * narrowest first.
 */
export async function makeVariants(options: {
  source: string;
  /** type/path of the original */
  file: string;
  size: ImageSize;
  versionDir: string;
  cacheDir?: string;
}): Promise<{ variants: Variant[]; encoded: number }> {
  const widths = variantWidths(options.size.width);
  const sharp = widths.length > 0 ? await loadSharp() : null;
  if (!sharp) return { variants: [], encoded: 0 };
  const bytes = await readFile(options.source);
  const key = createHash('sha256').update(RECIPE).update(bytes).digest('hex');
  const cached = (width: number) =>
    options.cacheDir ? join(options.cacheDir, key.slice(0, 2), key, `${width}.webp`) : undefined;
  const target = (width: number) => join(options.versionDir, variantPath(options.file, width));

  const missing: number[] = [];
  for (const width of widths) if (!(await exists(cached(width)))) missing.push(width);
  if (missing.length > 0)
    await inImageTurn(async () => {
      // Decoded once per image, resized from the pixels for every width.
      const decoded = decode(sharp, bytes, options.size, widths.at(-1)!);
      for (const width of missing)
        await writeComplete(
          cached(width) ?? target(width),
          await encode(sharp, decoded, options.size, width),
        );
    });
  for (const width of widths) {
    const fromCache = cached(width);
    if (fromCache) await place(fromCache, target(width));
  }
  const variants = widths.map((width) => ({
    width,
    height: heightAt(options.size, width),
    path: variantPath(options.file, width),
  }));
  return { variants, encoded: missing.length };
}

/**
 * Copies an image of the content folder into the version folder without its metadata
 * (image-metadata.ts): a clean one as it is, one with metadata written again without it. With a
 * cache folder, an original cleaned once (keyed by its bytes) is reused by later imports.
 * Throws, naming the file, when it cannot be cleaned: the import then changes nothing.
 */
export async function copyImageClean(options: {
  source: string;
  target: string;
  cacheDir?: string;
}): Promise<void> {
  const bytes = await readFile(options.source);
  const key = createHash('sha256').update(CLEAN_RECIPE).update(bytes).digest('hex');
  const cached = options.cacheDir
    ? join(options.cacheDir, key.slice(0, 2), key, 'original')
    : undefined;
  if (cached && (await exists(cached))) return place(cached, options.target);
  const cleaned = await withoutMetadata(bytes);
  if (typeof cleaned === 'string') throw new Error(`${options.source} ${cleaned}`);
  if (cleaned === bytes) {
    await mkdir(dirname(options.target), { recursive: true });
    await copyFile(options.source, options.target);
    return syncPath(options.target);
  }
  if (!cached) return writeComplete(options.target, cleaned);
  await writeComplete(cached, cleaned);
  await place(cached, options.target);
}
