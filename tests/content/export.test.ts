import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { exportContent, ExportRefused, type ExportResult } from '../../src/content/export.ts';
import { importContent, type ImportResult } from '../../src/content/import.ts';
import { migrateToLatest, openDatabase, type Db } from '../../src/db/database.ts';
import { CONTENT_TABLES } from '../../src/db/schema.ts';
import { testConfig } from '../helpers/test-config.ts';
import { buildServer } from '../../src/server/app.ts';
import { readUploadsVersion } from '../../src/db/uploads-version.ts';
import { contentRows } from '../helpers/fingerprint.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { TEST_IMAGE_CACHE_DIR, TEST_TODAY } from '../helpers/today.ts';
import { EXPORT_COMMAND } from '../../harness/server-process.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const fixture = inject('fixture');
let work: string;
let demo: Db;
let restoredDatabase: TestDatabase;
let restored: Db;
let exported: string;
let result: ExportResult;
/** The export's folder imported into an empty database: its read's warnings are the export's. */
let imported: ImportResult;

const restoredUploads = () => join(work, 'restored-uploads');
const importInto = (db: Db, dir: string) =>
  importContent({
    dir,
    db,
    uploadsDir: restoredUploads(),
    imageCacheDir: TEST_IMAGE_CACHE_DIR,
    today: TEST_TODAY,
  });

/**
 * `npm run export …` as it runs (the compiled build/bin/export.js, not the sources through tsx:
 * about two seconds of CPU less a run): its exit code and what it printed.
 */
async function runCommand(args: string[], env: Record<string, string | undefined> = {}) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [EXPORT_COMMAND, ...args],
      { cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'silent', ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'college-export-'));
  demo = await openDatabase(fixture.database);
  exported = join(work, 'exported');
  result = await exportContent({
    db: demo,
    uploadsDir: fixture.uploadsDir,
    dir: exported,
    today: TEST_TODAY,
  });
  restoredDatabase = await createTestDatabase(inject('database'), 'restored');
  restored = await openDatabase(restoredDatabase.config);
  await migrateToLatest(restored);
  imported = await importInto(restored, exported);
  if (!imported.ok) throw new Error(JSON.stringify(imported.problems.slice(0, 5)));
}, 180_000);
afterAll(async () => {
  await demo?.destroy();
  await restored?.destroy();
  await restoredDatabase?.drop();
  await rm(work, { recursive: true, force: true });
});

describe('npm run export', { timeout: 120_000 }, () => {
  it('writes the demo database as a folder the importer accepts, with fixed dates', async () => {
    expect(result.problems).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.counts).toMatchObject({ departments: 8, texts: expect.any(Number) });
    // The import read the folder as readContentFolder does (one read of the demo's export, not
    // two): it found nothing to warn of.
    expect(imported.ok && imported.warnings).toEqual([]);
    // Written beside the folder and renamed: no temporary folder is left.
    expect((await readdir(work)).filter((name) => name.includes('exporting'))).toEqual([]);

    const holidays = await readFile(join(exported, 'holidays.yaml'), 'utf8');
    expect(holidays).not.toMatch(/today/);
    expect(holidays).toMatch(/start: \d{4}-\d{2}-\d{2}\n/);
    // The import derives these: the files of the folder are attachments only.
    const files = await readdir(join(exported, 'files'));
    expect(files).toContain('people');
    expect(files.filter((name) => name.startsWith('_'))).toEqual([]);
    expect(await readFile(join(exported, 'college.yaml'), 'utf8')).not.toMatch(/assamese_font/);
    // Teachers' files sort as their list does: 001-…, 002-….
    const physics = await demo
      .selectFrom('employees')
      .select('id')
      .where('dept_code', '=', 'PHY')
      .where('type', '=', 'FACULTY')
      .orderBy('sort_order')
      .execute();
    expect((await readdir(join(exported, 'departments/PHY/faculty'))).sort()).toEqual(
      physics.map((person, i) => `${String(i + 1).padStart(3, '0')}-${person.id}.yaml`),
    );
  });

  it('imports into an empty database as the same rows, table by table', async () => {
    const [before, after] = await Promise.all([contentRows(demo), contentRows(restored)]);
    for (const table of CONTENT_TABLES) {
      expect(after[table], table).toEqual(before[table]);
    }
    expect(before.notices!.length).toBeGreaterThan(100);
    expect(before.images!.length).toBeGreaterThan(50);
  });

  it('refuses a folder with something in it, writing nothing there', async () => {
    const full = join(work, 'full');
    await mkdir(full);
    await writeFile(join(full, 'keep.txt'), 'mine');
    await expect(
      exportContent({ db: demo, uploadsDir: fixture.uploadsDir, dir: full, today: TEST_TODAY }),
    ).rejects.toThrow(ExportRefused);

    const command = await runCommand([full]);
    expect(command.code).toBe(1);
    expect(command.stderr.trim()).toBe(
      `${full} is not empty; name a new or empty folder, so nothing is overwritten.`,
    );
    expect(await readdir(full)).toEqual(['keep.txt']);
  });

  it('as a command, writes the folder and prints what it wrote', async () => {
    const target = join(work, 'by-command');
    const command = await runCommand([target], {
      DATABASE_PATH: fixture.database.databasePath || undefined,
      DATABASE_URL: fixture.database.databaseUrl,
      UPLOADS_DIR: fixture.uploadsDir,
      TODAY: TEST_TODAY,
    });
    expect(command.stderr).toBe('');
    expect(command.code).toBe(0);
    expect(command.stdout).toMatch(/^Exported .* into .*by-command:$/m);
    expect(command.stdout).toMatch(/^ {2}departments: 8$/m);
    expect(command.stdout).toMatch(/^ {2}files: \d+ \(0 from the studio\)$/m);
    expect(await readFile(join(target, 'college.yaml'), 'utf8')).toBe(
      await readFile(join(exported, 'college.yaml'), 'utf8'),
    );
  });

  it('exports a studio file as files/studio/<name>, which imports back', async () => {
    const pdf = Buffer.from('%PDF-1.4\n% a form uploaded in the studio\n%%EOF\n');
    const name = `studio/${createHash('sha256').update(pdf).digest('hex')}.pdf`;
    await restored
      .insertInto('studio_files')
      .values([
        row(name, 'application/pdf', pdf),
        // A phone-sized version the studio made: the import makes its own.
        row('_variants/studio/0000.jpg/400.webp', 'image/webp', Buffer.from('RIFF')),
        // A draft's upload, which no published row names: not content (decision 075).
        row(`studio/${'d'.repeat(64)}.pdf`, 'application/pdf', Buffer.from('%PDF-1.4\n')),
      ])
      .execute();
    const notice = await restored
      .selectFrom('notices')
      .select(['id', 'upload_info'])
      .where('type', '=', 'COLLEGE_ADMIN_NOTICE')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const attachment = {
      type: 'studio',
      path: name.slice('studio/'.length),
      mime: 'application/pdf',
      ext: 'pdf',
      fileType: 'PDF',
      size: pdf.length,
    };
    await restored
      .updateTable('notices')
      .set({ upload_info: JSON.stringify([attachment]) })
      .where('id', '=', notice.id)
      .execute();

    const again = join(work, 'with-studio-file');
    const second = await exportContent({
      db: restored,
      uploadsDir: restoredUploads(),
      dir: again,
      today: TEST_TODAY,
    });
    expect(second.problems).toEqual([]);
    expect(second.files.studio).toBe(1);
    expect(await readFile(join(again, 'files', name))).toEqual(pdf);
    expect(await readdir(join(again, 'files', 'studio'))).toEqual([name.slice('studio/'.length)]);
    expect(await readFile(join(again, 'notices', 'COLLEGE_ADMIN_NOTICE.yaml'), 'utf8')).toContain(
      `attachments:\n    - ${name}\n`,
    );

    const before = await contentRows(restored);
    const reimported = await importInto(restored, again);
    expect(reimported.ok).toBe(true);
    expect(await contentRows(restored)).toEqual(before);
    const version = await readUploadsVersion(restored);
    expect(await readFile(join(restoredUploads(), version!, name))).toEqual(pdf);

    // A restored database has no studio_files rows: the site serves the file the import wrote.
    await restored.deleteFrom('studio_files').where('name', '=', name).execute();
    const site = await buildServer({
      config: testConfig({
        DATABASE_PATH: restoredDatabase.config.databasePath,
        DATABASE_URL: restoredDatabase.config.databaseUrl,
        UPLOADS_DIR: restoredUploads(),
        LOG_LEVEL: 'silent',
        CONTENT_VERSION_POLL_MS: '0',
      }),
      db: restored,
    });
    try {
      const served = await site.inject({ url: `/uploads/${name}` });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload).toEqual(pdf);
      const data = await site.inject({
        method: 'POST',
        url: '/api/getfiledata',
        headers: { unit: 'website', 'content-type': 'application/json' },
        payload: attachment,
      });
      expect(data.statusCode).toBe(200);
      expect(Buffer.from(data.json<{ data: string }>().data, 'base64')).toEqual(pdf);
    } finally {
      await site.close();
    }
  });

  it('leaves nothing behind when it fails half way', async () => {
    // A studio file whose name is a folder of the uploads: writing it fails after others were.
    const version = await readUploadsVersion(restored);
    await mkdir(join(restoredUploads(), version!, 'studio', 'clash'), { recursive: true });
    await writeFile(join(restoredUploads(), version!, 'studio', 'clash', 'form.pdf'), '%PDF-1.4\n');
    await restored
      .insertInto('studio_files')
      .values(row('studio/clash', 'application/pdf', Buffer.from('%PDF-1.4\n')))
      .execute();
    // Named by a published row, so the export writes it.
    await restored
      .updateTable('notices')
      .set({
        upload_info: JSON.stringify([{ type: 'studio', path: 'clash', mime: 'application/pdf' }]),
      })
      .where(
        'id',
        '=',
        (await restored.selectFrom('notices').select('id').executeTakeFirstOrThrow()).id,
      )
      .execute();
    const target = join(work, 'failed');
    await expect(
      exportContent({
        db: restored,
        uploadsDir: restoredUploads(),
        dir: target,
        today: TEST_TODAY,
      }),
    ).rejects.toThrow(/EISDIR/);
    expect((await readdir(work)).filter((n) => n.includes('failed'))).toEqual([]);
  });
});

function row(name: string, mime: string, data: Buffer) {
  return {
    name,
    mime,
    size: data.length,
    data,
    original_name: 'form.pdf',
    created_by: 'office',
    created_at: '2026-06-15T10:00:00.000Z',
  };
}
