import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateToLatest, openSqlite } from '../../src/db/database.ts';
import { importContent } from '../../src/content/import.ts';
import { DEMO_CONTENT_DIR, TEST_IMAGE_CACHE_DIR, TEST_TODAY } from './today.ts';

export interface Fixture {
  dir: string;
  databasePath: string;
  uploadsDir: string;
}

/** A fresh database and uploads folder in a temporary folder, filled with the demo content. */
export async function createDemoFixture(today = TEST_TODAY): Promise<Fixture> {
  const dir = await mkdtemp(join(tmpdir(), 'college-test-'));
  const fixture = {
    dir,
    databasePath: join(dir, 'college.sqlite'),
    uploadsDir: join(dir, 'uploads'),
  };
  const db = openSqlite(fixture.databasePath);
  try {
    await migrateToLatest(db);
    const result = await importContent({
      dir: DEMO_CONTENT_DIR,
      db,
      uploadsDir: fixture.uploadsDir,
      imageCacheDir: TEST_IMAGE_CACHE_DIR,
      today,
    });
    if (!result.ok)
      throw new Error(`demo content is invalid: ${JSON.stringify(result.problems.slice(0, 5))}`);
  } finally {
    await db.destroy();
  }
  return fixture;
}
