import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/**
 * The checks' caches (decision 121): scripts/style-check.mjs passes a file again without its
 * tools reading it only while nothing it depends on has changed, and scripts/checks-kept.mjs
 * carries the caches from one clone to the next through the machine's cache folder.
 */
const ROOT = resolve(import.meta.dirname, '..', '..');
const run = promisify(execFile);

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'college-checks-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A project of its own: a lockfile, Prettier's and ESLint's configuration, one module. */
async function project(name: string, lock: object = { lockfileVersion: 3 }) {
  const root = join(dir, name);
  await mkdir(join(root, 'src'), { recursive: true });
  await writeFile(join(root, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
  await writeFile(join(root, '.prettierrc.json'), '{ "singleQuote": true }\n');
  await writeFile(
    join(root, 'eslint.config.js'),
    "export default [{ rules: { 'no-unused-vars': 'error' } }];\n",
  );
  await writeFile(join(root, 'src/a.js'), "export const a = 'a';\n");
  return root;
}

/** The style check of a project: its exit code and what it printed. */
async function styleCheck(root: string) {
  try {
    const { stdout } = await run(process.execPath, [join(ROOT, 'scripts/style-check.mjs'), root]);
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, out: failed.stdout };
  }
}

const checked = (out: string, tool: string) =>
  Number(new RegExp(`${tool}: \\d+ files, (\\d+) checked`).exec(out)?.[1]);

describe('the style check (npm run check:style)', () => {
  it('checks a file once while it, the tools and their configuration stay the same', async () => {
    const root = await project('one');
    const first = await styleCheck(root);
    expect(first.code).toBe(0);
    // Prettier: the module, the two configurations and the lockfile; ESLint: the two modules.
    expect([checked(first.out, 'prettier'), checked(first.out, 'eslint')]).toEqual([4, 2]);
    const again = await styleCheck(root);
    expect([checked(again.out, 'prettier'), checked(again.out, 'eslint')]).toEqual([0, 0]);

    await writeFile(join(root, 'src/a.js'), "export const a = 'b';\n");
    const changed = await styleCheck(root);
    expect([checked(changed.out, 'prettier'), checked(changed.out, 'eslint')]).toEqual([1, 1]);

    await writeFile(join(root, 'eslint.config.js'), 'export default [];\n');
    expect(checked((await styleCheck(root)).out, 'eslint')).toBe(2);
  });

  it('fails on a file either tool refuses, and checks it again the next time', async () => {
    const root = await project('two');
    await writeFile(join(root, 'src/b.js'), 'export const b = "b";\n');
    await writeFile(join(root, 'src/c.js'), "const unused = 1;\nexport const c = 'c';\n");
    for (let i = 0; i < 2; i++) {
      const { code, out } = await styleCheck(root);
      expect(code).toBe(1);
      expect(out).toContain('[warn] src/b.js');
      expect(out).toMatch(/src\/c\.js[\s\S]*'unused' is assigned a value but never used/);
      // The second time, only the file each refused.
      expect(checked(out, 'prettier')).toBe(i === 0 ? 6 : 1);
      expect(checked(out, 'eslint')).toBe(i === 0 ? 4 : 1);
    }
  });
});

describe('the checks kept between clones (scripts/checks-kept.mjs)', () => {
  const kept = (command: 'restore' | 'save', root: string) =>
    run(process.execPath, [join(ROOT, 'scripts/checks-kept.mjs'), command, root], {
      env: { ...process.env, XDG_CACHE_HOME: join(dir, 'cache') },
    });
  const cacheOf = (root: string) => join(root, 'node_modules/.cache/checks');

  it("gives a clone of the same lockfile the last clone's caches, and another lockfile none", async () => {
    const first = await project('first');
    await mkdir(cacheOf(first), { recursive: true });
    await writeFile(join(cacheOf(first), 'tsc-root.tsbuildinfo'), '{"root":["../../../src/a.ts"]}');
    await kept('save', first);

    const second = await project('second');
    await kept('restore', second);
    expect(await readFile(join(cacheOf(second), 'tsc-root.tsbuildinfo'), 'utf8')).toContain(
      '../../../src/a.ts',
    );

    const other = await project('other', { lockfileVersion: 3, packages: {} });
    await kept('restore', other);
    await expect(readdir(cacheOf(other))).rejects.toThrow(/ENOENT/);
    // Its own caches, saved, take the place of the first lockfile's.
    await mkdir(cacheOf(other), { recursive: true });
    await writeFile(join(cacheOf(other), 'eslint-passed.json'), '[]');
    await kept('save', other);
    expect(await readdir(join(dir, 'cache/college-website/checks'))).toHaveLength(1);
  });
});
