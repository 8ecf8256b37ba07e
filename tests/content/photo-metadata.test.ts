import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { importContent } from '../../src/content/import.ts';
import { migrateToLatest, openDatabase, type Db } from '../../src/db/database.ts';
import { readUploadsVersion } from '../../src/db/uploads-version.ts';
import { expectNoMetadata, expectUpright, imagesUnder, phonePhoto } from '../helpers/photos.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { SMALL_CONTENT_DIR, TEST_IMAGE_CACHE_DIR, TEST_TODAY } from '../helpers/today.ts';

/**
 * Decision 075: no image the importer stores keeps its metadata (the demo's own are checked once
 * per run, in photo-metadata-demo.test.ts).
 */
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
