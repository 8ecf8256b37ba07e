import { createHash, randomBytes } from 'node:crypto';
import { copyFile, link, mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Sharp, SharpOptions } from 'sharp';
import { syncPath } from '../lib/uploads-folder.ts';

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
const RECIPE = `webp-q${WEBP.quality}-e${WEBP.effort}-1`;
/** No photo from a camera is bigger than this; anything larger is refused before decoding. */
export const MAX_IMAGE_PIXELS = 50_000_000;

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

type SharpFactory = (input?: string | Buffer, options?: SharpOptions) => Sharp;

/** sharp is loaded on first use; without it, images keep their one original size. */
let sharpLoading: Promise<SharpFactory | null> | undefined;
export function loadSharp(): Promise<SharpFactory | null> {
  sharpLoading ??= import('sharp').then(
    (module) => module.default as SharpFactory,
    () => null,
  );
  return sharpLoading;
}

/**
 * An image's size as it is shown (EXIF rotation applied), or a problem in words. The image is a
 * file on disk (the importer) or bytes in memory (a studio upload).
 */
export async function measureImage(source: string | Buffer): Promise<ImageSize | string> {
  const sharp = await loadSharp();
  if (!sharp) return { width: 0, height: 0 };
  try {
    const meta = await sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    const { width, height } = meta.autoOrient ?? meta;
    if (!width || !height) return 'cannot be read as an image';
    return { width, height };
  } catch (error) {
    const message = (error as Error).message;
    return /pixel limit/i.test(message)
      ? `is larger than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels; make it smaller`
      : `cannot be read as an image (${message.split('\n')[0]})`;
  }
}

/** The widths made of an image: those of the list narrower than the original. */
export const variantWidths = (width: number) => VARIANT_WIDTHS.filter((w) => w < width);

const heightAt = (size: ImageSize, width: number) =>
  Math.max(1, Math.round((size.height * width) / size.width));

/** Where one version of an image lives under the uploads location. */
export const variantPath = (file: string, width: number) =>
  `${VARIANTS_TYPE}/${file}/${width}.webp`;

type Decoded = Promise<{ data: Buffer; info: SharpRaw }>;

/** The image's pixels, upright: decoded once, then resized for every width. */
const decode = (sharp: SharpFactory, bytes: Buffer): Decoded =>
  sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .raw()
    .toBuffer({ resolveWithObject: true });

/** One version: the recipe of every import (decision 019). */
async function encode(sharp: SharpFactory, decoded: Decoded, width: number): Promise<Buffer> {
  const { data, info } = await decoded;
  return sharp(data, { raw: info }).resize(width).webp(WEBP).toBuffer();
}

/**
 * The versions of an image made in memory, by the importer's recipe, for a file kept in the
 * database rather than on disk (the studio's uploads). Narrowest first.
 */
export async function variantsInMemory(
  bytes: Buffer,
  file: string,
  size: ImageSize,
): Promise<(Variant & { data: Buffer })[]> {
  const widths = variantWidths(size.width);
  const sharp = widths.length > 0 ? await loadSharp() : null;
  if (!sharp) return [];
  const decoded = decode(sharp, bytes);
  const variants: (Variant & { data: Buffer })[] = [];
  for (const width of widths) {
    const data = await encode(sharp, decoded, width);
    variants.push({ width, height: heightAt(size, width), path: variantPath(file, width), data });
  }
  return variants;
}

/** Writes bytes under a temporary name, flushes them, then renames: readers never see half. */
async function writeComplete(target: string, bytes: Buffer) {
  await mkdir(dirname(target), { recursive: true });
  const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, bytes);
  await syncPath(temporary);
  await rename(temporary, target);
}

/** Places a cached file in the version folder: a hard link where it can, else a flushed copy. */
async function place(cached: string, target: string) {
  await mkdir(dirname(target), { recursive: true });
  try {
    await link(cached, target);
  } catch {
    await copyFile(cached, target);
    await syncPath(target);
  }
}

/**
 * Makes the phone-sized WebP versions of one image into the version folder. With a cache folder,
 * versions made once (keyed by the image's bytes) are reused by later imports, so an unchanged
 * picture is not encoded again. Returns what was made, narrowest first.
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
  const exists = (path: string | undefined) =>
    path
      ? stat(path).then(
          () => true,
          () => false,
        )
      : Promise.resolve(false);

  let decoded: Decoded | undefined;
  let encoded = 0;
  const variants: Variant[] = [];
  for (const width of widths) {
    const path = variantPath(options.file, width);
    const target = join(options.versionDir, path);
    const fromCache = cached(width);
    if (!(await exists(fromCache))) {
      // Decoded once per image, resized from the pixels for every width.
      decoded ??= decode(sharp, bytes);
      const webp = await encode(sharp, decoded, width);
      encoded += 1;
      if (fromCache) await writeComplete(fromCache, webp);
      else await writeComplete(target, webp);
    }
    if (fromCache) await place(fromCache, target);
    variants.push({ width, height: heightAt(options.size, width), path });
  }
  return { variants, encoded };
}

type SharpRaw = { width: number; height: number; channels: 1 | 2 | 3 | 4 };
