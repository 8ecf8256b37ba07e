import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { carriesMetadata } from '../../src/lib/image-metadata.ts';
import { CURRENT_LINK } from '../../src/lib/uploads-folder.ts';
import { imagesUnder } from '../helpers/photos.ts';
import { DEMO_CONTENT_DIR } from '../helpers/today.ts';

/** The images among them that carry metadata (EXIF, GPS, XMP, IPTC, text), by path. */
async function withMetadata(paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    const bytes = await readFile(path);
    if (carriesMetadata(await sharp(bytes).metadata(), bytes)) found.push(path);
  }
  return found;
}

/**
 * Decision 075 over the demo: its photographs and every image its import stored. The files are
 * the same whichever database the import wrote its rows to, so this file runs on the first
 * database of the run only (vitest.config.ts); photo-metadata.test.ts imports on each.
 */
describe('photographs imported without their location', { timeout: 180_000 }, () => {
  it('finds no metadata in the demo’s photographs nor in any image its import stored', async () => {
    const demo = await imagesUnder(join(DEMO_CONTENT_DIR, 'files'));
    const stored = await imagesUnder(join(inject('fixture').uploadsDir, CURRENT_LINK));
    // The originals and their phone-sized versions.
    expect(demo.length).toBeGreaterThan(100);
    expect(stored.length).toBeGreaterThan(demo.length * 5);
    expect(await withMetadata(demo)).toEqual([]);
    expect(await withMetadata(stored)).toEqual([]);
  });
});
