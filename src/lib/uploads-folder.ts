import { randomBytes } from 'node:crypto';
import {
  mkdir,
  open,
  readFile,
  readdir,
  readlink,
  rename,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { join } from 'node:path';

/** Fonts the importer makes, under a version folder: _fonts/{name}-{hash}.woff2 (decision 034). */
export const FONTS_TYPE = '_fonts';

/**
 * The layout of the uploads folder. Each import writes its files into a new version folder,
 * UPLOADS_DIR/v-{time}-{random}/, and never touches a folder once the database names it. The
 * database records the live version in the same transaction as the content, and the site serves
 * that version; UPLOADS_DIR/current is a symlink to it, switched by an atomic rename, for a proxy
 * that serves the files itself. Folders no database names are removed after the switch.
 */
export const CURRENT_LINK = 'current';

const VERSION = /^v-\d{8}T\d{6}Z-[0-9a-f]{6}$/;
/** Beside a version folder being written: the writer's process id, so no one removes it. */
const WRITING = '.writing';

export const isVersionName = (name: string) => VERSION.test(name);

export function newVersionName(now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `v-${stamp}-${randomBytes(3).toString('hex')}`;
}

/**
 * The folder files are served from: the version the database names, or the uploads folder
 * itself for a database imported before versions existed.
 */
export function liveFolder(uploadsDir: string, version: string | null): string {
  return version && isVersionName(version) ? join(uploadsDir, version) : uploadsDir;
}

/** Flushes a file or folder to the disk, so a crash after the commit cannot lose it. */
export async function syncPath(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** A new version folder, marked as being written by this process until it is published. */
export async function createVersionFolder(uploadsDir: string) {
  await mkdir(uploadsDir, { recursive: true });
  const version = newVersionName();
  const dir = join(uploadsDir, version);
  const mark = `${dir}${WRITING}`;
  await writeFile(mark, String(process.pid));
  await mkdir(dir);
  return {
    version,
    dir,
    /** After the database commit: the folder is live; point current at it, remove the rest. */
    async publish() {
      await rm(mark, { force: true });
      await switchCurrent(uploadsDir, version);
      await removeUnusedVersions(uploadsDir, version);
    },
    /** The import failed before its commit: nothing will ever name this folder. */
    async discard() {
      await rm(dir, { recursive: true, force: true });
      await rm(mark, { force: true });
    },
  };
}

/** Points UPLOADS_DIR/current at a version: a new symlink renamed over the old one. */
export async function switchCurrent(uploadsDir: string, version: string): Promise<void> {
  const link = join(uploadsDir, CURRENT_LINK);
  if (
    await readlink(link).then(
      (target) => target === version,
      () => false,
    )
  )
    return;
  const temporary = `${link}.${randomBytes(4).toString('hex')}`;
  await symlink(version, temporary);
  await rename(temporary, link);
  await syncPath(uploadsDir);
}

/**
 * Brings the uploads folder in line with the database (on start, after a killed import):
 * current points at the version it names, and no other version folder is left.
 */
export async function settleUploads(uploadsDir: string, version: string | null): Promise<void> {
  if (version && isVersionName(version)) await switchCurrent(uploadsDir, version);
  await removeUnusedVersions(uploadsDir, version);
}

/** True while the process that marked a folder as being written still runs. */
async function beingWritten(mark: string): Promise<boolean> {
  // No mark (or an unreadable one) is no writer: not a failure.
  const pid = Number(await readFile(mark, 'utf8').catch(() => ''));
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the version folders other than `keep` (the one the database names), except those
 * another import is still writing, and what a killed import or switch left behind.
 */
export async function removeUnusedVersions(uploadsDir: string, keep: string | null) {
  // No uploads folder yet: nothing to remove.
  const names = await readdir(uploadsDir).catch(() => [] as string[]);
  for (const name of names) {
    const path = join(uploadsDir, name);
    if (isVersionName(name) && name !== keep) {
      if (await beingWritten(`${path}${WRITING}`)) continue;
      await rm(path, { recursive: true, force: true });
      await rm(`${path}${WRITING}`, { force: true });
    } else if (name.endsWith(WRITING) && isVersionName(name.slice(0, -WRITING.length))) {
      if (!names.includes(name.slice(0, -WRITING.length))) await rm(path, { force: true });
    } else if (name.startsWith(`${CURRENT_LINK}.`)) {
      await rm(path, { force: true });
    }
  }
}
