import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';

/** A copy of the demo database (SQLite), so that publishing into it disturbs no other test. */
export function useDemoCopy(label = 'publish') {
  const copy = { path: '', dir: '' };
  beforeAll(async () => {
    copy.dir = await mkdtemp(join(tmpdir(), `college-${label}-`));
    copy.path = join(copy.dir, 'college.sqlite');
    await copyFile(inject('fixture').database.databasePath, copy.path);
  });
  afterAll(() => rm(copy.dir, { recursive: true, force: true }));
  return copy;
}
