import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import {
  chmod,
  copyFile,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/**
 * scripts/rebuild-cached.mjs, CI's `npm rebuild` (decision 117), run on a project of its own
 * whose `npm` is a stand-in: `npm query` names two packages with install scripts, and a bare
 * `npm rebuild` "compiles" by copying this project's real addon into place.
 */
const ROOT = resolve(import.meta.dirname, '..', '..');
const REAL_ADDON = join(ROOT, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node');
const ADDON = 'node_modules/better-sqlite3/build/Release/better_sqlite3.node';
const STAND_IN_NPM = `#!/bin/sh
echo "$*" >> "$NPM_LOG"
[ "$1" = rebuild ] && echo "CFLAGS=$CFLAGS CXXFLAGS=$CXXFLAGS" >> "$NPM_LOG.flags"
case "$1" in
  query) echo '[{"name":"better-sqlite3"},{"name":"esbuild"},{"name":"esbuild"}]' ;;
  rebuild) if [ $# -eq 1 ]; then mkdir -p "$(dirname ${ADDON})" && cp "$REAL_ADDON" ${ADDON}; fi ;;
esac
`;

let dir = '';
let project = '';
let cache = '';
const log = () => join(dir, 'npm.log');

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'college-rebuild-'));
  project = join(dir, 'project');
  cache = join(dir, 'cache');
  await mkdir(join(project, 'node_modules/better-sqlite3'), { recursive: true });
  await copyFile(
    join(ROOT, 'node_modules/better-sqlite3/package.json'),
    join(project, 'node_modules/better-sqlite3/package.json'),
  );
  await mkdir(join(dir, 'bin'));
  await writeFile(join(dir, 'bin/npm'), STAND_IN_NPM);
  await chmod(join(dir, 'bin/npm'), 0o755);
  await writeFile(log(), '');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function rebuild() {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [join(ROOT, 'scripts/rebuild-cached.mjs'), project],
    {
      env: {
        ...process.env,
        PATH: `${join(dir, 'bin')}:${process.env.PATH}`,
        XDG_CACHE_HOME: cache,
        NPM_LOG: log(),
        REAL_ADDON,
      },
    },
  );
  return { stdout, npm: (await readFile(log(), 'utf8')).trim().split('\n').filter(Boolean) };
}

/** A file's SHA-256 (Vitest compares two 2 MB buffers byte by byte, for seconds). */
const digest = async (path: string) =>
  createHash('sha256')
    .update(await readFile(path))
    .digest('hex');

const cachedAddons = async () =>
  (await readdir(join(cache, 'college-website/addons'))).filter((name) => name.endsWith('.node'));

describe('CI’s npm rebuild with the compiled addon kept per machine', () => {
  it('compiles on an empty cache and keeps the addon under its version, Node ABI, platform and CPU', async () => {
    const { stdout, npm } = await rebuild();
    expect(stdout).toMatch(/^better-sqlite3: compiled, and kept in /);
    expect(npm).toEqual(['rebuild']);
    const { version } = JSON.parse(
      await readFile(join(project, 'node_modules/better-sqlite3/package.json'), 'utf8'),
    ) as { version: string };
    const [kept, ...more] = await cachedAddons();
    expect(more).toEqual([]);
    expect(kept).toBe(
      `better-sqlite3-${version}-abi${process.versions.modules}-${process.platform}-${process.arch}-glibc${(process.report.getReport() as { header: { glibcVersionRuntime?: string } }).header.glibcVersionRuntime ?? 'other'}-O1.node`,
    );
    // Compiled at -O1, after the package's own flags (half the CPU of its -O3).
    expect(await readFile(`${log()}.flags`, 'utf8')).toBe('CFLAGS=-O1 CXXFLAGS=-O1\n');
    expect(await digest(join(cache, 'college-website/addons', kept!))).toBe(
      await digest(REAL_ADDON),
    );
  });

  it('on the next clone places the kept addon and runs only the other packages’ scripts', async () => {
    await rebuild();
    await rm(join(project, ADDON));
    await writeFile(log(), '');
    const { stdout, npm } = await rebuild();
    expect(stdout).toMatch(/^better-sqlite3: the compiled addon from /);
    expect(npm).toEqual([expect.stringMatching(/^query /), 'rebuild esbuild']);
    expect(await digest(join(project, ADDON))).toBe(await digest(REAL_ADDON));
  });

  it('says by its exit code whether a usable addon is kept (CI plans its lanes by it)', async () => {
    const kept = () =>
      promisify(execFile)(
        process.execPath,
        [join(ROOT, 'scripts/rebuild-cached.mjs'), '--kept', project],
        { env: { ...process.env, XDG_CACHE_HOME: cache } },
      ).then(
        () => true,
        () => false,
      );
    expect(await kept()).toBe(false);
    await rebuild();
    expect(await kept()).toBe(true);
    const [addon] = await cachedAddons();
    await writeFile(join(cache, 'college-website/addons', addon!), 'not an addon');
    expect(await kept()).toBe(false);
  });

  it('compiles again when the kept addon does not load, and keeps the new one', async () => {
    await rebuild();
    const [kept] = await cachedAddons();
    await writeFile(join(cache, 'college-website/addons', kept!), 'not an addon');
    await writeFile(log(), '');
    const { stdout, npm } = await rebuild();
    expect(stdout).toMatch(/^better-sqlite3: compiled/);
    expect(npm).toEqual(['rebuild']);
    expect(await digest(join(cache, 'college-website/addons', kept!))).toBe(
      await digest(REAL_ADDON),
    );
  });
});
