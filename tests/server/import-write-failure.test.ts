import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSqlite } from '../../src/db/database.ts';
import { contentFingerprint } from '../helpers/fingerprint.ts';
import { IMPORT_COMMAND } from '../../harness/server-process.ts';
import { SMALL_CONTENT_DIR, TEST_IMAGE_CACHE_DIR, TEST_TODAY } from '../helpers/today.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

/**
 * Loaded before the import command: every file copy fails as the disk or the folder would make
 * it fail (Node's own error shape: code, path, dest), so no disk has to be filled.
 */
const FAILING_COPY = `
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
const code = process.env.INJECTED_WRITE_ERROR;
fs.promises.copyFile = async (src, dest) => {
  const error = new Error(code + ': injected, copyfile ' + src + ' -> ' + dest);
  Object.assign(error, { code, syscall: 'copyfile', path: String(src), dest: String(dest) });
  throw error;
};
syncBuiltinESMExports();
`;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

describe('an import that cannot write (issue 23)', () => {
  let dir = '';
  const database = () => join(dir, 'college.sqlite');
  const uploads = () => join(dir, 'uploads');

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'college-import-failure-'));
    await copyFile(inject('fixture').database.databasePath, database());
    await mkdir(uploads());
    await writeFile(join(dir, 'failing-copy.mjs'), FAILING_COPY);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const runImport = (error: string) =>
    new Promise<Run>((done) => {
      execFile(
        process.execPath,
        ['--import', join(dir, 'failing-copy.mjs'), IMPORT_COMMAND, SMALL_CONTENT_DIR],
        {
          cwd: ROOT,
          env: {
            ...process.env,
            DATABASE_PATH: database(),
            DATABASE_URL: '',
            UPLOADS_DIR: uploads(),
            IMAGE_CACHE_DIR: TEST_IMAGE_CACHE_DIR,
            TODAY: TEST_TODAY,
            LOG_LEVEL: 'warn',
            INJECTED_WRITE_ERROR: error,
          },
        },
        (failure, stdout, stderr) =>
          done({ code: failure ? (failure.code as number | null) : 0, stdout, stderr }),
      );
    });

  it.each([
    ['ENOSPC', 'the disk is full'],
    ['EACCES', 'no permission'],
  ])(
    '%s: one line saying what and where, a failing exit code, and the previous content kept',
    async (code, what) => {
      const db = openSqlite(database());
      const before = await contentFingerprint(db);
      await db.destroy();

      const run = await runImport(code);
      expect(run.code).toBe(1);
      const lines = run.stderr.trim().split('\n');
      expect(lines, run.stderr).toHaveLength(1);
      expect(lines[0]).toMatch(
        new RegExp(
          `^Import failed: ${what} \\(${code}\\) copying ${SMALL_CONTENT_DIR}/files/\\S+ to ${uploads()}/v-\\S+\\. Nothing was changed`,
        ),
      );
      expect(run.stderr + run.stdout).not.toMatch(/^\s+at /m);

      const after = openSqlite(database());
      expect(await contentFingerprint(after)).toBe(before);
      await after.destroy();
      // The version folder it began is gone too.
      expect(await readdir(uploads())).toEqual([]);
    },
    60_000,
  );
});
