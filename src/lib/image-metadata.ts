import type { Metadata, Sharp } from 'sharp';
import { MAX_PHOTO_PIXELS, pixelsProblem } from './attachment-limits.ts';
import { ImagesBusy, inImageTurn } from './image-queue.ts';
import { loadSharp } from './sharp.ts';

/**
 * Bytes that only metadata holds, whatever the format carries them in: an EXIF block (a camera's
 * GPS position, its serial number, the time), XMP, Photoshop's IPTC record. Found anywhere in
 * the file, they also catch what sharp does not list, such as a second picture appended to a
 * JPEG with its own EXIF. Six bytes and more: compressed pixels do not hold them by chance.
 */
const SIGNATURES = [
  'Exif\0\0',
  '<x:xmpmeta',
  'http://ns.adobe.com/xap/1.0/',
  'Photoshop 3.0\0',
  'XMP DataXMP',
].map((text) => Buffer.from(text, 'latin1'));

/**
 * True when the image holds more than its pixels and colour profile: EXIF (with its GPS block
 * and orientation), XMP, IPTC, PNG text, a JPEG's HDR gain map, or any of their signatures.
 */
export function carriesMetadata(meta: Metadata, bytes: Buffer): boolean {
  return (
    Boolean(meta.exif || meta.xmp || meta.iptc || meta.tifftagPhotoshop || meta.gainMap) ||
    (meta.comments?.length ?? 0) > 0 ||
    (meta.orientation ?? 1) !== 1 ||
    SIGNATURES.some((signature) => bytes.includes(signature))
  );
}

/**
 * A JPEG's Huffman tables are optimised (a few per cent smaller) up to this size: that takes the
 * whole picture's coefficients in memory, 200 MB more at 36 megapixels; without it the JPEG is
 * written as it is read.
 */
const OPTIMISED_JPEG_PIXELS = 16_000_000;

/** Each format written again as itself: the same name and kind, only the metadata gone. */
const ENCODERS: Record<string, (image: Sharp, meta: Metadata) => Sharp> = {
  jpeg: (image, meta) =>
    image.jpeg({
      quality: 90,
      optimiseCoding: meta.width * meta.height <= OPTIMISED_JPEG_PIXELS,
    }),
  png: (image, meta) => image.png({ palette: meta.isPalette }),
  webp: (image) => image.webp({ quality: 90 }),
  gif: (image) => image.gif(),
  avif: (image) => image.avif({ quality: 60 }),
};

/**
 * The image written in its own format, as `withoutMetadata` writes it (an edited photograph, turned
 * or cropped in the studio, keeps its name's kind); undefined for a format it does not write.
 */
export function encodedAsItself(image: Sharp, meta: Metadata): Sharp | undefined {
  return ENCODERS[formatOf(meta)]?.(image, meta);
}

const formatOf = (meta: Metadata) =>
  meta.format === 'heif' ? (meta.compression === 'av1' ? 'avif' : 'heic') : meta.format;

/**
 * The image without its metadata: the same bytes when it carries none (so a clean file, and a
 * file cleaned before, is never encoded again and keeps its name), else written again by sharp,
 * turned upright first (its EXIF orientation applied, so a portrait stays upright), its colour
 * profile kept (no colour changes), everything else dropped. Animated GIF and WebP keep their
 * frames. A problem in words when it cannot be read or is past `maxPixels`; ImagesBusy
 * thrown when too many images wait for their turn. Without sharp (decision 019) the bytes come
 * back as they are.
 */
export async function withoutMetadata(
  bytes: Buffer,
  maxPixels = MAX_PHOTO_PIXELS,
): Promise<Buffer | string> {
  const sharp = await loadSharp();
  if (!sharp) return bytes;
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch (error) {
    return unreadable(error);
  }
  if (!carriesMetadata(meta, bytes)) return bytes;
  const encode = ENCODERS[formatOf(meta)];
  if (!encode) return `is a ${formatOf(meta).toUpperCase()} image: save it as JPEG or PNG`;
  // Every frame of an animation is kept, so every frame is decoded and counted.
  const pages = meta.format === 'gif' || meta.format === 'webp' ? (meta.pages ?? 1) : 1;
  const pixels = meta.width * (meta.pageHeight ?? meta.height) * pages;
  if (pixels > maxPixels)
    return pixelsProblem(meta.width, pixels / meta.width) ?? 'has too many pixels to clean';
  try {
    const cleaned = await inImageTurn(() => {
      const image = sharp(bytes, { limitInputPixels: maxPixels, animated: pages > 1 });
      const upright = (meta.orientation ?? 1) !== 1 ? image.autoOrient() : image;
      return encode(upright.keepIccProfile(), meta).toBuffer();
    });
    // What sharp wrote is checked as any file is: nothing that carries metadata is stored.
    if (carriesMetadata(await sharp(cleaned).metadata(), cleaned))
      return 'holds camera data that could not be removed: save it again without it';
    return cleaned;
  } catch (error) {
    if (error instanceof ImagesBusy) throw error;
    return unreadable(error);
  }
}

const unreadable = (error: unknown) =>
  `cannot be read as an image (${String((error as Error).message ?? error).split('\n')[0]})`;
