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

/** The demo's import into a database of the kind, started once for the run (after the warm-up). */
function fixtureOf(kind: DatabaseName): SharedFixture {
  let entry = shared.get(kind);
  if (!entry) {
    warmed.__warmedImageCache ??= warmDemoImageCache();
    entry = { fixture: warmed.__warmedImageCache.then(() => createDemoFixture(kind)), users: 0 };
    shared.set(kind, entry);
  }
  return entry;
}

/** Gives up a project's use of a fixture: the last user's removes it. */
async function release(kind: DatabaseName, entry: SharedFixture) {
  entry.users -= 1;
  if (entry.users > 0) return;
  shared.delete(kind);
  await (await entry.fixture).remove();
}

/**
 * The databases of this run's projects that use this setup and have a test file in the run
 * (the state API is Vitest's, marked experimental: without it, none but the project's own).
 */
function databasesOfRun(project: TestProject): DatabaseName[] {
  const paths = project.vitest.state?.getPaths?.() ?? [];
  const kinds = project.vitest.projects
    .filter((other) => [other.config.globalSetup].flat().includes(import.meta.filename))
    .filter((other) => paths.some((path) => other.matchesTestGlob(path)))
    .map((other) => other.getProvidedContext().database ?? 'sqlite');
  return [...new Set(kinds)];
}

/**
 * Imports the demo content once per database for the whole run (a fresh PostgreSQL database,
 * dropped at the end); tests read it or copy it, none writes to it. Projects that name no
 * database (the server tests) get SQLite. Vitest runs the projects' global setups one after
 * another: the first starts the import of every database the run needs, side by side on the
 * two cores (the SQLite import is mostly this process's, PostgreSQL's half the server's), and
 * holds each until its own teardown, so none is removed before the last project is done.
 */
export default async function setup(project: TestProject) {
  const kind = project.getProvidedContext().database ?? 'sqlite';
  const started = shared.size === 0 ? databasesOfRun(project) : [];
  const held = started.map((other) => [other, fixtureOf(other)] as const);
  for (const [, entry] of held) entry.users += 1;
  const entry = fixtureOf(kind);
  entry.users += 1;
  const fixture = await entry.fixture;
  project.provide('fixture', { database: fixture.database, uploadsDir: fixture.uploadsDir });
  return async () => {
    await release(kind, entry);
    for (const [other, heldEntry] of held) await release(other, heldEntry);
  };
}
