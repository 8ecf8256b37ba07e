import {
  copyFile,
  cp,
  mkdir,
  mkdtemp,
  readFile,
  readdir,
  readlink,
  rm,
  truncate,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrateToLatest, openDatabase, type Db } from '../../src/db/database.ts';
import { importContent } from '../../src/content/import.ts';
import { MAX_ATTACHMENT_BYTES, MAX_PHOTO_BYTES } from '../../src/lib/attachment-limits.ts';
import { readContentVersion } from '../../src/db/content-version.ts';
import { readUploadsVersion } from '../../src/db/uploads-version.ts';
import { contentFingerprint } from '../helpers/fingerprint.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { SMALL_CONTENT_DIR, TEST_IMAGE_CACHE_DIR, TEST_TODAY } from '../helpers/today.ts';

let dir: string;
let database: TestDatabase;
let db: Db;
const uploads = () => join(dir, 'uploads');
const load = (content: string, today = TEST_TODAY) =>
  importContent({
    dir: content,
    db,
    uploadsDir: uploads(),
    imageCacheDir: TEST_IMAGE_CACHE_DIR,
    today,
  });

/** `content`: leaves out the rows every import writes anew (content and uploads versions). */
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

// Each test imports the tests' small content folder (the demo's college cut down; decision 083).
describe('npm run import', { timeout: 120_000 }, () => {
  it('loads a content folder, and the same folder twice gives the same database', async () => {
    const first = await load(SMALL_CONTENT_DIR);
    expect(first.ok).toBe(true);
    const once = await fingerprint('content');
    const version = await readContentVersion(db);
    const second = await load(SMALL_CONTENT_DIR);
    expect(second.ok && first.ok && second.counts).toEqual(first.ok && first.counts);
    expect(await fingerprint('content')).toBe(once);
    // Every import commits a new content version with it: the servers drop their kept pages.
    expect((await readContentVersion(db)).version).not.toBe(version.version);

    // The files went into a new version folder, which the database and current name; the
    // first import's folder is gone.
    if (!first.ok || !second.ok) return;
    expect(second.version).not.toBe(first.version);
    expect(await readUploadsVersion(db)).toBe(second.version);
    expect(await readlink(join(uploads(), 'current'))).toBe(second.version);
    expect((await readdir(uploads())).sort()).toEqual(['current', second.version]);
    const copied = await readFile(
      join(
        uploads(),
        'current',
        (await listFiles(join(SMALL_CONTENT_DIR, 'files'))).find((f) => f.endsWith('.pdf'))!,
      ),
    );
    expect(copied.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('sets relative dates from the day of import', async () => {
    await load(SMALL_CONTENT_DIR, '2031-01-10');
    const holiday = await db
      .selectFrom('holidays')
      .selectAll()
      .where('start_date', '>=', '2031-01-01')
      .executeTakeFirst();
    expect(holiday?.start_date).toBe('2031-01-24');
    // Left as imported on that day: the tests below compare the database before and after a
    // refused import, whatever it holds (an import to restore it took seconds a database).
  });

  it('reports every problem of a broken folder with its file and field, and changes nothing', async () => {
    const broken = join(dir, 'broken');
    await cp(SMALL_CONTENT_DIR, broken, { recursive: true });
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
      '- title: A function\n  date: today\n  photo: holidays/durga-puja-and-kati-bihu-vacation.pdf\n- title: A match\n  date: today\n  photo: { file: college/hero.jpg, alt: " " }\n',
    );
    await writeFile(join(broken, 'files', 'notices', 'new-file-only-in-broken.pdf'), '%PDF-1.4\n');
    // Files whose content is not what their name says, or of a kind that could run script.
    await copyFile(
      join(broken, 'files', 'college', 'logo.png'),
      join(broken, 'files', 'notices', 'png-named.pdf'),
    );
    await copyFile(
      join(broken, 'files', 'notices', 'new-file-only-in-broken.pdf'),
      join(broken, 'files', 'college', 'pdf-named.jpg'),
    );
    await writeFile(join(broken, 'files', 'notices', 'page.shtml'), '<script>alert(1)</script>');
    await writeFile(join(broken, 'files', 'college', 'seal.svg'), '<svg onload="alert(1)"/>');
    await writeFile(join(broken, 'files', 'important', 'binary.csv'), Buffer.from([0, 1, 2, 255]));
    // Link fields that would become javascript: or data: links.
    const person = join(
      broken,
      'departments',
      dept,
      'faculty',
      (await readdir(join(broken, 'departments', dept, 'faculty'))).sort()[0]!,
    );
    await writeFile(
      person,
      (await readFile(person, 'utf8'))
        .replace(/^email: .*$/m, 'email: javascript:alert(1)')
        .replace(/^(\s+)facebook_link: .*$/m, '$1facebook_link: javascript:alert(1)'),
    );
    const college = join(broken, 'college.yaml');
    await writeFile(
      college,
      (await readFile(college, 'utf8')).replace(
        /^(\s+)facebook: .*$/m,
        '$1facebook: data:text/html,x',
      ),
    );

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
        'files/notices/png-named.pdf |  | is named .pdf but is not a PDF (its content is a PNG image)',
        'files/college/pdf-named.jpg |  | is named .jpg but is not a JPEG image (its content is a PDF)',
        expect.stringMatching(
          /^files\/notices\/page.shtml \| {2}\| '.shtml' files are not accepted \(a web page can carry script/,
        ),
        expect.stringMatching(
          /^files\/college\/seal.svg \| {2}\| '.svg' files are not accepted \(an SVG image can carry script; export it as PNG\)/,
        ),
        expect.stringMatching(
          /^files\/important\/binary.csv \| {2}\| is named .csv but is not a CSV/,
        ),
        expect.stringMatching(
          new RegExp(`^departments/${dept}/faculty/.*\\| email \\| must be an e-mail address`),
        ),
        expect.stringMatching(
          new RegExp(
            `^departments/${dept}/faculty/.*\\| links.facebook_link \\| must be a web address`,
          ),
        ),
        expect.stringMatching(/^college.yaml \| social.facebook \| must be a web address/),
      ]),
    );
    expect(await fingerprint()).toBe(before);
    // No version folder was made for a folder with problems.
    expect(await listFiles(uploads())).toEqual(filesBefore);
  });

  it('refuses an attachment over the size limit, naming the file and the limit, and changes nothing', async () => {
    const large = join(dir, 'large');
    await mkdir(uploads(), { recursive: true });
    await cp(SMALL_CONTENT_DIR, large, { recursive: true });
    // Sparse files: their size is what counts, and none of their bytes is read.
    const prospectus = join(large, 'files', 'notices', 'scanned-prospectus.pdf');
    await writeFile(prospectus, '');
    await truncate(prospectus, MAX_ATTACHMENT_BYTES + 1);
    const photo = join(large, 'files', 'gallery', 'camera-original.jpg');
    await writeFile(photo, '');
    await truncate(photo, MAX_PHOTO_BYTES + 1);

    const before = await fingerprint();
    const filesBefore = await listFiles(uploads());
    const result = await load(large);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const found = result.problems.map((p) => `${p.file} | ${p.message}`);
    expect(found).toContain(
      'files/notices/scanned-prospectus.pdf | is 50.0 MB; an attachment may be at most 50 MB (make it smaller, or link to it where it is published)',
    );
    expect(found).toContain(
      'files/gallery/camera-original.jpg | is 20.0 MB; a photograph may be at most 20 MB (make it smaller)',
    );
    expect(found.filter((line) => line.startsWith('files/'))).toHaveLength(2);
    expect(await fingerprint()).toBe(before);
    expect(await listFiles(uploads())).toEqual(filesBefore);
  });

  it('refuses a folder that is not there', async () => {
    const result = await load(join(dir, 'nowhere'));
    expect(result.ok).toBe(false);
  });
});
