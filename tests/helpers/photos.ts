import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect } from 'vitest';
import { carriesMetadata } from '../../src/lib/image-metadata.ts';

/** Where the test photograph was "taken": its GPS block says so. */
const GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '26/1 10/1 30/1',
  GPSLongitudeRef: 'E',
  GPSLongitude: '91/1 44/1 0/1',
};
const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="26,10.5N" exif:GPSLongitude="91,44.0E"/>' +
  '</rdf:RDF></x:xmpmeta>';

/**
 * A phone's portrait photograph: its pixels stored lying down (`width` × `height`, the top half
 * red, the bottom half blue) with EXIF orientation 6 (turn 90° clockwise to show), a GPS block,
 * the camera's make, and XMP with the place again. Shown upright it is `height` × `width`, blue
 * on the left and red on the right. `variant` makes each call's bytes its own.
 */
export async function phonePhoto(width = 2400, height = 1600, variant = 0): Promise<Buffer> {
  const top = await sharp({
    create: { width, height: height / 2, channels: 3, background: { r: 220, g: 20, b: variant } },
  })
    .png()
    .toBuffer();
  const photo = await sharp({
    create: { width, height, channels: 3, background: { r: 20, g: 20, b: 220 } },
  })
    .composite([{ input: top, top: 0, left: 0 }])
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' }, IFD3: GPS })
    .withMetadata({ orientation: 6 })
    .withXmp(XMP)
    .toBuffer();
  // The test would show nothing if the photograph lacked what it is about.
  const meta = await sharp(photo).metadata();
  expect([meta.orientation, Boolean(meta.exif), Boolean(meta.xmp)]).toEqual([6, true, true]);
  return photo;
}

/** The image carries no EXIF (so no GPS block, no orientation), no XMP, no IPTC, no text. */
export async function expectNoMetadata(bytes: Buffer, where: string): Promise<void> {
  const meta = await sharp(bytes).metadata();
  expect(
    {
      exif: meta.exif?.length,
      xmp: meta.xmp?.length,
      iptc: meta.iptc?.length,
      orientation: meta.orientation,
      comments: meta.comments,
    },
    where,
  ).toEqual({
    exif: undefined,
    xmp: undefined,
    iptc: undefined,
    orientation: undefined,
    comments: undefined,
  });
  expect(carriesMetadata(meta, bytes), where).toBe(false);
}

/** A phonePhoto shown upright: taller than wide, blue on the left and red on the right. */
export async function expectUpright(bytes: Buffer, where: string): Promise<void> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (Math.floor(y) * info.width + Math.floor(x)) * info.channels;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
  expect(info.height, where).toBeGreaterThan(info.width);
  const [left, right] = [
    at(info.width / 4, info.height / 2),
    at((3 * info.width) / 4, info.height / 2),
  ];
  expect(left[2]! > 150 && left[0]! < 80, `${where}: left ${left}`).toBe(true);
  expect(right[0]! > 150 && right[2]! < 80, `${where}: right ${right}`).toBe(true);
}

const IMAGE = /\.(jpe?g|png|gif|webp|avif)$/i;

/** Every image file under a folder, by its path there. */
export async function imagesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && IMAGE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}
