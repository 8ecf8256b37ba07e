import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { importContent } from '../../src/content/import.ts';
import { migrateToLatest, openDatabase, type Db } from '../../src/db/database.ts';
import { readUploadsVersion } from '../../src/db/uploads-version.ts';
import { carriesMetadata } from '../../src/lib/image-metadata.ts';
import { CURRENT_LINK } from '../../src/lib/uploads-folder.ts';
import { expectNoMetadata, expectUpright, phonePhoto } from '../helpers/photos.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import {
  DEMO_CONTENT_DIR,
  SMALL_CONTENT_DIR,
  TEST_IMAGE_CACHE_DIR,
  TEST_TODAY,
} from '../helpers/today.ts';

const IMAGE = /\.(jpe?g|png|gif|webp|avif)$/i;

/** Every image file under a folder, by its path there. */
async function imagesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && IMAGE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The images among them that carry metadata (EXIF, GPS, XMP, IPTC, text), by path. */
async function withMetadata(paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    const bytes = await readFile(path);
    if (carriesMetadata(await sharp(bytes).metadata(), bytes)) found.push(path);
  }
  return found;
}

/** Decision 075: no image the importer stores keeps its metadata, the demo's included. */
describe('photographs imported without their location', { timeout: 180_000 }, () => {
  let dir: string;
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'college-photos-'));
    database = await createTestDatabase(inject('database'), 'photos');
    db = await openDatabase(database.config);
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('finds no metadata in the demo’s photographs nor in any image its import stored', async () => {
    const demo = await imagesUnder(join(DEMO_CONTENT_DIR, 'files'));
    const stored = await imagesUnder(join(inject('fixture').uploadsDir, CURRENT_LINK));
    // The originals and their phone-sized versions.
    expect(demo.length).toBeGreaterThan(100);
    expect(stored.length).toBeGreaterThan(demo.length * 5);
    expect(await withMetadata(demo)).toEqual([]);
    expect(await withMetadata(stored)).toEqual([]);
  });

  it('stores a phone’s photograph upright without its location, and refuses one past 40 megapixels from its header', async () => {
    const folder = join(dir, 'content');
    // The small content (decision 083): the demo's college cut down, its import a few seconds.
    await cp(SMALL_CONTENT_DIR, folder, { recursive: true });
    await writeFile(join(folder, 'files', 'gallery', 'che-1-1.jpg'), await phonePhoto());
    const huge = join(folder, 'files', 'gallery', 'poster.png');
    await writeFile(
      huge,
      await sharp({
        create: { width: 7000, height: 7000, channels: 3, background: '#224488' },
      })
        .toColourspace('b-w')
        .png({ compressionLevel: 9 })
        .toBuffer(),
    );
    const load = () =>
      importContent({
        dir: folder,
        db,
        uploadsDir: join(dir, 'uploads'),
        imageCacheDir: TEST_IMAGE_CACHE_DIR,
        today: TEST_TODAY,
      });

    const refused = await load();
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.problems).toEqual([
      {
        file: 'files/gallery/poster.png',
        field: '',
        message:
          'is 7000 × 7000 pixels (49.0 megapixels); a photograph may be at most 40 megapixels: make it smaller',
      },
    ]);

    await rm(huge);
    const imported = await load();
    expect(imported.ok, JSON.stringify(imported)).toBe(true);
    const version = join(dir, 'uploads', (await readUploadsVersion(db))!);
    const original = await readFile(join(version, 'gallery', 'che-1-1.jpg'));
    const variants = await imagesUnder(join(version, '_variants', 'gallery', 'che-1-1.jpg'));
    await expectNoMetadata(original, 'the original');
    await expectUpright(original, 'the original');
    expect(variants.length).toBeGreaterThan(10);
    for (const path of variants) {
      const bytes = await readFile(path);
      await expectNoMetadata(bytes, path);
      await expectUpright(bytes, path);
    }
    const row = await db
      .selectFrom('images')
      .select(['width', 'height'])
      .where('file', '=', 'gallery/che-1-1.jpg')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ width: 1600, height: 2400 });
  });
});
