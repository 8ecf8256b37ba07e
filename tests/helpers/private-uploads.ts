import { mkdir, mkdtemp, readlink, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * An uploads folder of a test's own, for files the test adds: its live version has the shared
 * folder's name (the database names it) and holds only what the test writes. The shared folder is
 * read whole by other files' tests running beside it (the export copies every file it finds).
 */
export async function privateUploads(shared: string) {
  const dir = await mkdtemp(join(tmpdir(), 'private-uploads-'));
  const version = await readlink(join(shared, 'current'));
  await mkdir(join(dir, version), { recursive: true });
  await symlink(version, join(dir, 'current'));
  return { dir, live: join(dir, version), remove: () => rm(dir, { recursive: true, force: true }) };
}
