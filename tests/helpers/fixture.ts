import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateToLatest, openDatabase, type DatabaseConfig } from '../../src/db/database.ts';
import { importContent } from '../../src/content/import.ts';
import type { DatabaseName } from './databases.ts';
import { createTestDatabase } from './test-database.ts';
import { DEMO_CONTENT_DIR, TEST_IMAGE_CACHE_DIR, TEST_TODAY } from './today.ts';

export interface Fixture {
  database: DatabaseConfig;
  uploadsDir: string;
  /** Drops the database and removes the uploads folder. */
  remove(): Promise<void>;
}

/**
 * A fresh database of the named kind and an uploads folder, filled with the demo content (or
 * another content folder, such as an edited copy of the demo).
 */
export async function createDemoFixture(
  kind: DatabaseName,
  today = TEST_TODAY,
  contentDir = DEMO_CONTENT_DIR,
): Promise<Fixture> {
  const database = await createTestDatabase(kind, 'demo');
  const dir = await mkdtemp(join(tmpdir(), 'college-uploads-'));
  const uploadsDir = join(dir, 'uploads');
  const db = await openDatabase(database.config);
  try {
    await migrateToLatest(db);
    const result = await importContent({
      dir: contentDir,
      db,
      uploadsDir,
      imageCacheDir: TEST_IMAGE_CACHE_DIR,
      today,
    });
    if (!result.ok)
      throw new Error(`${contentDir} is invalid: ${JSON.stringify(result.problems.slice(0, 5))}`);
  } finally {
    await db.destroy();
  }
  return {
    database: database.config,
    uploadsDir,
    async remove() {
      await database.drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
