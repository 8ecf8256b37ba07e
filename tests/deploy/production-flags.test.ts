import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV, PRODUCTION_NODE_FLAGS } from '../../harness/server-process.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const COMMAND = `node ${PRODUCTION_NODE_FLAGS.join(' ')} build/bin/start.js`;

/**
 * The server runs with the same flags wherever it is started for real: `npm start`, the systemd
 * unit, and the compiled copies the tests and benchmarks start (whose memory figures would
 * otherwise say nothing about production). Decision 032.
 */
describe('node flags of the production server', () => {
  it('give the server a heap of 256 MB', () => {
    // The flags as Node reads them, not as written: a misspelt flag would leave the default heap.
    const limit = execFileSync(
      process.execPath,
      [...PRODUCTION_NODE_FLAGS, '-p', 'require("node:v8").getHeapStatistics().heap_size_limit'],
      { encoding: 'utf8' },
    );
    expect(Number(limit) / 2 ** 20).toBeGreaterThan(250);
    expect(Number(limit) / 2 ** 20).toBeLessThan(320); // 256 MB of old space and the young generation
  });

  it('are those of npm start', async () => {
    const pkg = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: { start: string };
    };
    expect(pkg.scripts.start).toContain(`exec ${COMMAND}`);
  });

  it('are those of the systemd unit', async () => {
    const unit = await readFile(join(ROOT, 'deploy/systemd/college@.service'), 'utf8');
    expect(unit).toMatch(new RegExp(`^ExecStart=/usr/bin/${COMMAND.replace(/[.]/g, '\\.')}$`, 'm'));
  });
});

/**
 * The environment beside the flags (decision 115): npm start exports each variable unless the
 * shell has set it already, the systemd units set it (college.env may override), and the
 * compiled copies the tests and benchmarks start get it through the harness.
 */
describe('the environment of the production server', () => {
  const start = async () =>
    (
      JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as {
        scripts: { start: string };
      }
    ).scripts.start;

  it('holds glibc to two pools of memory', () => {
    expect(PRODUCTION_ENV).toEqual({ MALLOC_ARENA_MAX: '2' });
  });

  it.each(Object.entries(PRODUCTION_ENV))(
    'npm start exports %s, unless already set',
    async (name, value) => {
      const exported = `export ${name}=\${${name}:-${value}};`;
      const script = await start();
      expect(script).toContain(exported);
      expect(script.indexOf(exported)).toBeLessThan(script.indexOf(`exec ${COMMAND}`));
      // What the shell makes of it: the default, or the value the caller gave.
      const read = (env: Record<string, string>) =>
        execFileSync('sh', ['-c', `${exported} printenv ${name}`], {
          encoding: 'utf8',
          env: { PATH: process.env.PATH ?? '', ...env },
        }).trim();
      expect(read({})).toBe(value);
      expect(read({ [name]: '8' })).toBe('8');
    },
  );

  it.each(['college@.service', 'college-studio.service'])(
    'the systemd unit %s sets it',
    async (file) => {
      const unit = await readFile(join(ROOT, 'deploy/systemd', file), 'utf8');
      for (const [name, value] of Object.entries(PRODUCTION_ENV))
        expect(unit).toMatch(new RegExp(`^Environment=${name}=${value}$`, 'm'));
    },
  );
});
