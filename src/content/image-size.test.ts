import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageSizeOf } from './image-size.ts';

const demo = (path: string) => readFile(`content/demo/files/${path}`);
const blank = (format: 'gif' | 'webp', width: number, height: number, lossless = false) =>
  sharp({ create: { width, height, channels: 3, background: '#7a1f1f' } })
    .toFormat(format, format === 'webp' ? { lossless } : {})
    .toBuffer();

describe('imageSizeOf', () => {
  it('reads PNG and progressive JPEG headers', async () => {
    expect(imageSizeOf(await demo('college/emblem.png'))).toEqual({ width: 600, height: 600 });
    expect(imageSizeOf(await demo('college/organogram.png'))).toEqual({
      width: 1400,
      height: 860,
    });
    expect(imageSizeOf(await demo('college/launch-background.jpg'))).toEqual({
      width: 1600,
      height: 900,
    });
  });

  it('reads GIF and WebP (lossy and lossless) headers', async () => {
    expect(imageSizeOf(await blank('gif', 31, 17))).toEqual({ width: 31, height: 17 });
    expect(imageSizeOf(await blank('webp', 320, 180))).toEqual({ width: 320, height: 180 });
    expect(imageSizeOf(await blank('webp', 33, 21, true))).toEqual({ width: 33, height: 21 });
  });

  it('knows nothing of other files', async () => {
    expect(imageSizeOf(await demo('important/prospectus.pdf'))).toBeUndefined();
    expect(imageSizeOf(new Uint8Array([0xff, 0xd8, 0x00]))).toBeUndefined();
    expect(imageSizeOf(new Uint8Array())).toBeUndefined();
  });
});
