import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, readlink, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createVersionFolder,
  liveFolder,
  newVersionName,
  settleUploads,
  switchCurrent,
} from './uploads-folder.ts';

let uploads: string;
beforeEach(async () => {
  uploads = await mkdtemp(join(tmpdir(), 'uploads-folder-'));
});
afterEach(() => rm(uploads, { recursive: true, force: true }));

const listed = async () => (await readdir(uploads)).sort();

/** A pid that surely runs no more: a child process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await once(child, 'exit');
  return child.pid!;
}

describe('the uploads folder', () => {
  it('names versions so that they sort by time and never collide', () => {
    const a = newVersionName(new Date('2026-06-15T10:20:30.456Z'));
    expect(a).toMatch(/^v-20260615T102030Z-[0-9a-f]{6}$/);
    expect(newVersionName()).not.toBe(newVersionName());
  });

  it('serves a database without a version from the folder itself (an import before versions)', () => {
    expect(liveFolder('/srv/uploads', null)).toBe('/srv/uploads');
    expect(liveFolder('/srv/uploads', '../etc')).toBe('/srv/uploads');
    const version = newVersionName();
    expect(liveFolder('/srv/uploads', version)).toBe(`/srv/uploads/${version}`);
  });

  it('publishes a version: current points at it, older versions go', async () => {
    const first = await createVersionFolder(uploads);
    await first.publish();
    const second = await createVersionFolder(uploads);
    // While it is written, the new folder is marked with this process's id.
    expect(await listed()).toEqual(
      ['current', first.version, second.version, `${second.version}.writing`].sort(),
    );
    await second.publish();
    expect(await readlink(join(uploads, 'current'))).toBe(second.version);
    expect(await listed()).toEqual(['current', second.version]);
  });

  it('discards a version whose import failed before its commit', async () => {
    const folder = await createVersionFolder(uploads);
    await writeFile(join(folder.dir, 'a.pdf'), '%PDF');
    await folder.discard();
    expect(await listed()).toEqual([]);
  });

  it('settles what a killed import left: its folder goes unless its writer still runs', async () => {
    const live = newVersionName();
    const killed = newVersionName();
    const running = newVersionName();
    for (const name of [live, killed, running]) await mkdir(join(uploads, name));
    await writeFile(join(uploads, `${killed}.writing`), String(await deadPid()));
    await writeFile(join(uploads, `${running}.writing`), String(process.pid));
    await switchCurrent(uploads, killed);
    await writeFile(join(uploads, 'current.1a2b3c4d'), '');

    await settleUploads(uploads, live);
    expect(await readlink(join(uploads, 'current'))).toBe(live);
    expect(await listed()).toEqual(['current', live, running, `${running}.writing`].sort());
  });
});
