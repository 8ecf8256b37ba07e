import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { carriesMetadata, withoutMetadata } from './image-metadata.ts';

const GPS = { GPSLatitudeRef: 'N', GPSLatitude: '26/1 10/1 30/1' };
const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="26,10.5N"/></rdf:RDF></x:xmpmeta>';
const blank = (width = 60, height = 40) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 10 } } });

/** A PNG's header alone, 8000 × 6000, with a text chunk holding XMP: nothing to decode. */
function largePngHeader(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8000, 0);
  header.writeUInt32BE(6000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('tEXt', Buffer.from(`Comment\0${XMP}`, 'latin1')),
    chunk('IDAT', deflateSync(Buffer.alloc(0))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const cleaned = async (bytes: Buffer) => {
  const out = await withoutMetadata(bytes);
  if (typeof out === 'string') throw new Error(out);
  return { out, meta: await sharp(out).metadata() };
};

describe('withoutMetadata', () => {
  it('turns a JPEG upright, then drops its EXIF, GPS and XMP, keeping its colour profile', async () => {
    const jpeg = await blank()
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: GPS })
      .withMetadata({ orientation: 6 })
      .withXmp(XMP)
      .withIccProfile('p3')
      .toBuffer();
    const { out, meta } = await cleaned(jpeg);
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 40, 60]);
    expect([meta.exif, meta.xmp, meta.orientation]).toEqual([undefined, undefined, undefined]);
    expect(meta.icc?.length).toBeGreaterThan(0);
    expect(carriesMetadata(meta, out)).toBe(false);
  });

  it('drops XMP and text from a PNG and EXIF from a WebP, in their own formats', async () => {
    const png = await blank().png().withXmp(XMP).toBuffer();
    const webp = await blank().webp().withExif({ IFD3: GPS }).toBuffer();
    for (const [bytes, format] of [
      [png, 'png'],
      [webp, 'webp'],
    ] as const) {
      const { out, meta } = await cleaned(bytes);
      expect(meta.format).toBe(format);
      expect([meta.exif, meta.xmp]).toEqual([undefined, undefined]);
      expect(carriesMetadata(meta, out)).toBe(false);
    }
  });

  it('keeps every frame of an animation it cleans', async () => {
    // Three frames of 20 × 20, each its own colour, as one animated WebP with a GPS block.
    const frames = await Promise.all(
      ['#3366cc', '#cc3366', '#66cc33'].map((background) =>
        sharp({ create: { width: 20, height: 20, channels: 4, background } })
          .raw()
          .toBuffer(),
      ),
    );
    const animated = await sharp(Buffer.concat(frames), {
      raw: { width: 20, height: 60, channels: 4, pageHeight: 20 },
    })
      .webp({ loop: 0 })
      .withExif({ IFD3: GPS })
      .toBuffer();
    const before = await sharp(animated).metadata();
    expect(before.pages).toBe(3);
    const { meta } = await cleaned(animated);
    expect([meta.pages, meta.exif]).toEqual([3, undefined]);
  });

  it('gives back the very bytes of a clean image, so its name does not change', async () => {
    const clean = await blank().jpeg().toBuffer();
    expect(await withoutMetadata(clean)).toBe(clean);
  });

  it('refuses, in words, an image past the pixel limit or one it cannot read', async () => {
    expect(await withoutMetadata(largePngHeader())).toBe(
      'is 8000 × 6000 pixels (48.0 megapixels); a photograph may be at most 40 megapixels: make it smaller',
    );
    expect(await withoutMetadata(Buffer.from('not an image'))).toMatch(
      /^cannot be read as an image/,
    );
  });
});
