import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrateToLatest, openDatabase, type Db } from '../../src/db/database.ts';
import { importContent } from '../../src/content/import.ts';
import { readContentVersion } from '../../src/db/content-version.ts';
import { contentFingerprint } from '../helpers/fingerprint.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { DEMO_CONTENT_DIR, TEST_TODAY } from '../helpers/today.ts';

let dir: string;
let database: TestDatabase;
let db: Db;
const uploads = () => join(dir, 'uploads');
const load = (content: string, today = TEST_TODAY) =>
  importContent({ dir: content, db, uploadsDir: uploads(), today });

const fingerprint = (of: 'all' | 'content' = 'all') => contentFingerprint(db, of);

async function listFiles(folder: string): Promise<string[]> {
  return (await readdir(folder, { recursive: true })).sort();
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'college-import-'));
  database = await createTestDatabase(inject('database'), 'import');
  db = await openDatabase(database.config);
  await migrateToLatest(db);
});
afterAll(async () => {
  await db?.destroy();
  await database?.drop();
  await rm(dir, { recursive: true, force: true });
});

describe('npm run import', () => {
  it('loads the demo content, and the same folder twice gives the same database', async () => {
    const first = await load(DEMO_CONTENT_DIR);
    expect(first.ok).toBe(true);
    const once = await fingerprint('content');
    const version = await readContentVersion(db);
    const second = await load(DEMO_CONTENT_DIR);
    expect(second).toEqual(first);
    expect(await fingerprint('content')).toBe(once);
    // Every import commits a new content version with it: the servers drop their kept pages.
    expect((await readContentVersion(db)).version).not.toBe(version.version);
    const copied = await readFile(
      join(
        uploads(),
        (await listFiles(join(DEMO_CONTENT_DIR, 'files'))).find((f) => f.endsWith('.pdf'))!,
      ),
    );
    expect(copied.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('sets relative dates from the day of import', async () => {
    await load(DEMO_CONTENT_DIR, '2031-01-10');
    const holiday = await db
      .selectFrom('holidays')
      .selectAll()
      .where('start_date', '>=', '2031-01-01')
      .executeTakeFirst();
    expect(holiday?.start_date).toBe('2031-01-24');
    await load(DEMO_CONTENT_DIR);
  });

  it('reports every problem of a broken folder with its file and field, and changes nothing', async () => {
    const broken = join(dir, 'broken');
    await cp(DEMO_CONTENT_DIR, broken, { recursive: true });
    const departments = (await readdir(join(broken, 'departments'))).sort();
    const dept = departments[0]!;
    const departmentFile = join(broken, 'departments', dept, 'department.yaml');
    await writeFile(
      departmentFile,
      (await readFile(departmentFile, 'utf8'))
        .replace(/^stream: .*$/m, 'stream: COMMERCE')
        .replace(/^(\s+- )programme: /m, '$1programe: '),
    );
    const holidays = join(broken, 'holidays.yaml');
    await writeFile(
      holidays,
      (await readFile(holidays, 'utf8')).replace('end: today+16', 'end: today+10'),
    );
    await writeFile(join(broken, 'notices', 'COLLEGE_TENDER.yaml'), '- title: [unclosed\n');
    await writeFile(
      join(broken, 'notices', 'COLLEGE_DOWNLOADS.yaml'),
      '- title: A form\n  date: someday\n  attachments: [downloads/missing-form.pdf, ../../etc/passwd]\n',
    );
    await writeFile(join(broken, 'notices', 'COLLEGE_GOSSIP.yaml'), '[]\n');
    // A photograph that is a PDF, and one whose alt text is empty.
    await writeFile(
      join(broken, 'notices', 'COLLEGE_EVENT.yaml'),
      '- title: A function\n  date: today\n  photo: holidays/rongali-bihu-holidays.pdf\n- title: A match\n  date: today\n  photo: { file: college/hero.jpg, alt: " " }\n',
    );
    await writeFile(join(broken, 'files', 'notices', 'new-file-only-in-broken.pdf'), '%PDF-1.4\n');

    const before = await fingerprint();
    const filesBefore = await listFiles(uploads());
    const result = await load(broken);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const found = result.problems.map((p) => `${p.file} | ${p.field} | ${p.message}`);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^departments/${dept}/department.yaml \\| stream \\| `)),
        expect.stringMatching(
          new RegExp(
            `^departments/${dept}/department.yaml \\| profile.programmes_offered.0.programe \\| 'programe' is not a column`,
          ),
        ),
        'holidays.yaml | 0.end | end must be on or after start',
        expect.stringMatching(/^notices\/COLLEGE_TENDER.yaml \| {2}\| cannot be parsed/),
        expect.stringMatching(
          /^notices\/COLLEGE_DOWNLOADS.yaml \| 0.date \| 'someday' must be a date/,
        ),
        expect.stringMatching(
          /^notices\/COLLEGE_DOWNLOADS.yaml \| 0.attachments.0 \| files\/downloads\/missing-form.pdf does not exist/,
        ),
        expect.stringMatching(/^notices\/COLLEGE_DOWNLOADS.yaml \| 0.attachments.1 \| .*no '\.\.'/),
        expect.stringMatching(
          /^notices\/COLLEGE_GOSSIP.yaml \| {2}\| 'COLLEGE_GOSSIP' is not a college notice type/,
        ),
        'notices/COLLEGE_EVENT.yaml | 0.photo | must be an image (a .jpg, .png or .webp file)',
        expect.stringMatching(/^notices\/COLLEGE_EVENT.yaml \| 1.photo(.alt)? \| /),
      ]),
    );
    expect(await fingerprint()).toBe(before);
    expect(await listFiles(uploads())).toEqual(filesBefore);
  });

  it('refuses a folder that is not there', async () => {
    const result = await load(join(dir, 'nowhere'));
    expect(result.ok).toBe(false);
  });
});
