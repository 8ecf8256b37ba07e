import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureBuilt } from './ensure-build.ts';
import { createDemoFixture } from './fixture.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    fixture: { databasePath: string; uploadsDir: string };
  }
}

/**
 * Imports the demo content once for the whole run; API tests read it, none writes to it. Builds
 * the site when a source is newer than the build, once, for the tests that serve pages.
 */
export default async function setup(project: TestProject) {
  ensureBuilt(resolve(import.meta.dirname, '..', '..'), console.log);
  const fixture = await createDemoFixture();
  project.provide('fixture', {
    databasePath: fixture.databasePath,
    uploadsDir: fixture.uploadsDir,
  });
  return async () => rm(fixture.dir, { recursive: true, force: true });
}
