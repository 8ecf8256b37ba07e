import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { exportContent } from '../../src/content/export.ts';
import { importContent } from '../../src/content/import.ts';
import { migrateToLatest, openDatabase, type Db } from '../../src/db/database.ts';
import { contentFingerprint, contentRows } from '../helpers/fingerprint.ts';
import { editAsTheStudio, type StudioEdits } from '../helpers/studio-edits.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { SMALL_CONTENT_DIR, TEST_IMAGE_CACHE_DIR, TEST_TODAY } from '../helpers/today.ts';

let work: string;
const databases: TestDatabase[] = [];
const opened: Db[] = [];
let edited: Db;
let restored: Db;
let edits: StudioEdits;
let exported: string;

async function emptyDatabase(label: string) {
  const database = await createTestDatabase(inject('database'), label);
  databases.push(database);
  const db = await openDatabase(database.config);
  opened.push(db);
  await migrateToLatest(db);
  return db;
}
const importInto = (db: Db, dir: string, uploads: string) =>
  importContent({
    dir,
    db,
    uploadsDir: join(work, uploads),
    imageCacheDir: TEST_IMAGE_CACHE_DIR,
    today: TEST_TODAY,
  });

/**
 * The tests' small content (the demo's college cut down), edited as the studio would; its export;
 * and that export in an empty database.
 */
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'college-export-ids-'));
  edited = await emptyDatabase('edited');
  expect((await importInto(edited, SMALL_CONTENT_DIR, 'edited-uploads')).ok).toBe(true);
  edits = await editAsTheStudio(edited);
  exported = join(work, 'exported');
  const result = await exportContent({
    db: edited,
    uploadsDir: join(work, 'edited-uploads'),
    dir: exported,
    today: TEST_TODAY,
  });
  expect(result.problems).toEqual([]);
  restored = await emptyDatabase('restored');
  const imported = await importInto(restored, exported, 'restored-uploads');
  if (!imported.ok) throw new Error(JSON.stringify(imported.problems.slice(0, 5)));
}, 180_000);
afterAll(async () => {
  for (const db of opened) await db.destroy();
  for (const database of databases) await database.drop();
  await rm(work, { recursive: true, force: true });
});

interface Iqac {
  id: number;
  criteria: { id: number; metrics: { id: number; files?: { id: number }[] }[] }[];
}

const yamlOf = async (path: string) => parse(await readFile(join(exported, path), 'utf8'));

describe('ids the studio gave, through an export and an import', { timeout: 120_000 }, () => {
  it('are written on every notice, event, important file and IQAC entry', async () => {
    const academic = (await yamlOf('notices/COLLEGE_ACADEMIC_NOTICE.yaml')) as { id: number }[];
    const ids = academic.map((entry) => entry.id);
    expect(ids).toContain(edits.notice.id);
    expect(ids).not.toContain(edits.removed.id);
    expect(ids.every(Number.isInteger)).toBe(true);
    const events = (await yamlOf('departments/PHY/events.yaml')) as { id: number }[];
    expect(events.map((entry) => entry.id)).toContain(edits.departmentEvent.id);
    const important = (await yamlOf('important-files.yaml')) as { id: number }[];
    expect(important.at(-1)?.id).toBe(edits.importantFile.id);
    // The IQAC matrix's links carry the ids of groups, criteria and metrics.
    const { groups } = (await yamlOf('iqac.yaml')) as { groups: Iqac[] };
    const levels = groups.flatMap((group) => [
      group,
      ...group.criteria.flatMap((criterion) => [
        criterion,
        ...criterion.metrics.flatMap((metric) => [metric, ...(metric.files ?? [])]),
      ]),
    ]);
    expect(levels.length).toBeGreaterThan(20);
    expect(levels.filter((entry) => !Number.isInteger(entry.id))).toEqual([]);
  });

  it('imports into an empty database as the same rows, the studio ids kept', async () => {
    const [before, after] = await Promise.all([contentRows(edited), contentRows(restored)]);
    for (const [table, rows] of Object.entries(before)) expect(after[table], table).toEqual(rows);
    const notice = await restored
      .selectFrom('notices')
      .select('title')
      .where('id', '=', edits.notice.id)
      .executeTakeFirst();
    expect(notice?.title).toBe('Revised examination schedule');
  });

  it('numbers an entry written without an id after the largest id given, never in a hole', async () => {
    const folder = join(work, 'added-by-hand');
    await cp(exported, folder, { recursive: true });
    const file = join(folder, 'notices', 'COLLEGE_TENDER.yaml');
    const tenders = parse(await readFile(file, 'utf8')) as object[];
    await writeFile(
      file,
      stringify([{ title: 'Tender added by hand', date: TEST_TODAY }, ...tenders]),
    );
    const db = await emptyDatabase('by-hand');
    expect((await importInto(db, folder, 'by-hand-uploads')).ok).toBe(true);
    const added = await db
      .selectFrom('notices')
      .select('id')
      .where('title', '=', 'Tender added by hand')
      .executeTakeFirstOrThrow();
    expect(added.id).toBe(edits.departmentEvent.id + 1);
    const others = await contentRows(db);
    expect(others.notices!.filter((row) => !row.includes('Tender added by hand'))).toEqual(
      (await contentRows(edited)).notices,
    );
  });

  it('refuses an id given twice in a table, naming the file and entry, and changes nothing', async () => {
    const folder = join(work, 'duplicate');
    await cp(exported, folder, { recursive: true });
    const file = join(folder, 'departments', 'PHY', 'events.yaml');
    const events = parse(await readFile(file, 'utf8')) as { id: number; title: string }[];
    events[0]!.id = edits.notice.id;
    await writeFile(file, stringify(events));
    const before = await contentFingerprint(restored);
    const uploads = await readdir(join(work, 'restored-uploads'));

    const result = await importInto(restored, folder, 'restored-uploads');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const academic = (await yamlOf('notices/COLLEGE_ACADEMIC_NOTICE.yaml')) as { id: number }[];
    const at = academic.findIndex((entry) => entry.id === edits.notice.id);
    expect(result.problems).toEqual([
      {
        file: 'departments/PHY/events.yaml',
        field: '0.id',
        message: `id ${edits.notice.id} of '${events[0]!.title}' is already the id of 'Revised examination schedule' (notices/COLLEGE_ACADEMIC_NOTICE.yaml, ${at}.id); ids of notices and events (college and departments) must differ`,
      },
    ]);
    expect(await contentFingerprint(restored)).toBe(before);
    expect(await readdir(join(work, 'restored-uploads'))).toEqual(uploads);
  });
});
