import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { createDemoFixture } from './fixture.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    fixture: { databasePath: string; uploadsDir: string };
  }
}

/** Imports the demo content once for the whole run; API tests read it, none writes to it. */
export default async function setup(project: TestProject) {
  const fixture = await createDemoFixture();
  project.provide('fixture', {
    databasePath: fixture.databasePath,
    uploadsDir: fixture.uploadsDir,
  });
  return async () => rm(fixture.dir, { recursive: true, force: true });
}
