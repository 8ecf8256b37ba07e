import type { TestProject } from 'vitest/node';
import type { DatabaseConfig } from '../../src/db/database.ts';
import type { DatabaseName } from './databases.ts';
import { createDemoFixture } from './fixture.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The database this project's tests run on (vitest.config.ts: one project per database). */
    database: DatabaseName;
    fixture: { database: DatabaseConfig; uploadsDir: string };
  }
}

/**
 * Imports the demo content once per database for the whole run (a fresh PostgreSQL database,
 * dropped at the end); API tests read it, none writes to it. Projects that name no database
 * (the server tests) get SQLite.
 */
export default async function setup(project: TestProject) {
  const fixture = await createDemoFixture(project.getProvidedContext().database ?? 'sqlite');
  project.provide('fixture', { database: fixture.database, uploadsDir: fixture.uploadsDir });
  return () => fixture.remove();
}
