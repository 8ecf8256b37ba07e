import type { TestProject } from 'vitest/node';
import type { DatabaseConfig } from '../../src/db/database.ts';
import type { DatabaseName } from './databases.ts';
import { createDemoFixture, type Fixture } from './fixture.ts';

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

/** The databases of the run's projects (as filtered) that have this setup. */
const databasesOfRun = (project: TestProject): DatabaseName[] =>
  project.vitest.projects
    .filter((other) => [other.config.globalSetup].flat().some((file) => file.endsWith(SETUP_FILE)))
    .map((other) => other.config.provide?.database ?? 'sqlite');
const SETUP_FILE = 'vitest-global-setup.ts';

/**
 * Imports the demo content once per database for the whole run (a fresh PostgreSQL database,
 * dropped at the end); tests read it or copy it, none writes to it. Projects that name no
 * database (the server tests) get SQLite.
 */
export default async function setup(project: TestProject) {
  const kind = project.getProvidedContext().database ?? 'sqlite';
  // The import of every database this run's projects need begun at the first setup: the setups
  // run one after the other, and PostgreSQL's import mostly waits for its server while SQLite's
  // works.
  for (const name of new Set([kind, ...databasesOfRun(project)])) {
    if (!shared.has(name)) shared.set(name, { fixture: createDemoFixture(name), users: 0 });
  }
  const entry = shared.get(kind)!;
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
