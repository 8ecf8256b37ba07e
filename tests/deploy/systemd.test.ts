import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..');
const UNIT = join(ROOT, 'deploy/systemd/college@.service');
const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze';
const hasSystemdAnalyze = existsSync(SYSTEMD_ANALYZE);

if (!hasSystemdAnalyze) {
  console.warn(
    `tests/deploy/systemd.test.ts is skipped: no ${SYSTEMD_ANALYZE} (Debian's systemd).`,
  );
}

describe.skipIf(!hasSystemdAnalyze)('deploy/systemd/college@.service', () => {
  it('is a unit systemd-analyze verify accepts without a warning', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'college-systemd-'));
    try {
      await copyFile(UNIT, join(dir, 'college@.service'));
      const { stderr } = await promisify(execFile)(SYSTEMD_ANALYZE, [
        'verify',
        join(dir, 'college@3000.service'),
      ]);
      expect(stderr.split('\n').filter((line) => line.includes('college@'))).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('runs the compiled server with plain node, and the environment file names real settings', async () => {
    const unit = await readFile(UNIT, 'utf8');
    expect(unit).toMatch(/^ExecStart=\/usr\/bin\/node .*build\/bin\/start\.js$/m);
    expect(unit).toMatch(/^Environment=PORT=%i/m);
    const env = await readFile(join(ROOT, 'deploy/systemd/college.env'), 'utf8');
    const example = await readFile(join(ROOT, '.env.example'), 'utf8');
    const names = (text: string) => [...text.matchAll(/^#? ?([A-Z_]+)=/gm)].map((m) => m[1]);
    // Every setting of the production file is one the server documents (or one still to come).
    const known = new Set([...names(example), 'AUTO_IMPORT', 'DATABASE_URL']);
    expect(names(env).filter((name) => !known.has(name!))).toEqual([]);
  });
});
