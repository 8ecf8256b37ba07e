import type { TestProject } from 'vitest/node';
import type { DatabaseConfig } from '../../src/db/database.ts';
import type { DatabaseName } from './databases.ts';
import { createDemoFixture, type Fixture } from './fixture.ts';
import { warmDemoImageCache } from './warm-image-cache.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The database this project's tests run on (vitest.config.ts: one project per database). */
    database: DatabaseName;
    fixture: { database: DatabaseConfig; uploadsDir: string };
  }
}

/**
 * The demo imported once per database for the whole run, shared by every project that names
 * it: global setups all run in Vitest's main process, but each project loads this module
 * afresh, so the shared imports are kept on globalThis. Removed when the last project is done.
 */
interface SharedFixture {
  fixture: Promise<Fixture>;
  users: number;
}
const shared = ((
  globalThis as { __demoFixtures?: Map<DatabaseName, SharedFixture> }
).__demoFixtures ??= new Map());
/** The image cache warmed on both cores, once for the run, before the first import. */
const warmed = globalThis as { __warmedImageCache?: Promise<void> };

/**
 * Imports the demo content once per database for the whole run (a fresh PostgreSQL database,
 * dropped at the end); tests read it or copy it, none writes to it. Projects that name no
 * database (the server tests) get SQLite.
 */
export default async function setup(project: TestProject) {
  const kind = project.getProvidedContext().database ?? 'sqlite';
  let entry = shared.get(kind);
  if (!entry) {
    warmed.__warmedImageCache ??= warmDemoImageCache();
    entry = { fixture: warmed.__warmedImageCache.then(() => createDemoFixture(kind)), users: 0 };
    shared.set(kind, entry);
  }
  entry.users += 1;
  const fixture = await entry.fixture;
  project.provide('fixture', { database: fixture.database, uploadsDir: fixture.uploadsDir });
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    shared.delete(kind);
    await fixture.remove();
  };
}
