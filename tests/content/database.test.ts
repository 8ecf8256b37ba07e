import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findDepartment, findDepartments } from '../../src/services/departments.repository.ts';
import { findAlumni } from '../../src/services/departments.repository.ts';
import { findNotices } from '../../src/services/notices.repository.ts';
import { isEmpty, replaceContent, type ContentRows } from '../../src/content/content.repository.ts';
import { migrateToLatest, openDatabase, type Db } from '../../src/db/database.ts';
import { CONTENT_TABLES } from '../../src/db/schema.ts';
import { contentFingerprint } from '../helpers/fingerprint.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

// What differs between SQLite and PostgreSQL, checked on the database of this project
// (api:sqlite or api:postgres): a fresh, empty database of its own.
let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase(inject('database'), 'dialect');
  db = await openDatabase(database.config);
});
afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

function noRows(): ContentRows {
  return Object.fromEntries(CONTENT_TABLES.map((table) => [table, []])) as unknown as ContentRows;
}

const department = (dept_code: string, sort_order = 1): ContentRows['departments'][number] => ({
  dept_code,
  sort_order,
  dept_name: `Department ${dept_code}`,
  dept_name_as: '',
  stream: 'ARTS',
  banner: null,
  department_about: '',
  vision: '',
  courses: '',
  contact_details: '',
  online_classes: '',
  activity: '',
  gallery: '',
  facilities: '[]',
  estd: null,
  examination_system: '',
  profile: '{}',
});

const notices = (count: number): ContentRows['notices'] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    type: 'COLLEGE_NOTICE',
    dept_code: 'TNC',
    title: `Notice ${i + 1}`,
    description: '',
    date: `2025-${String((i % 12) + 1).padStart(2, '0')}-10`,
    link: null,
    is_new: i % 2,
    upload_info: '[]',
  }));

describe('the database', () => {
  it('migrates from empty to every content table, and a second run changes nothing', async () => {
    await migrateToLatest(db);
    await migrateToLatest(db);
    for (const table of CONTENT_TABLES) {
      expect(await db.selectFrom(table).selectAll().execute(), table).toEqual([]);
    }
    expect(await isEmpty(db)).toBe(true);
  });

  it('sorts and matches text by its bytes, whatever the locale of the database', async () => {
    const codes = ['b', 'BOT_A', 'BOTANY', 'B', 'a_z', 'Z9'];
    await replaceContent(db, {
      ...noRows(),
      departments: codes.map((code) => department(code)),
      alumni: ['2019-22', '2019 - 22', '2020-23', 'Batch of 2018'].map((batch, i) => ({
        id: i + 1,
        dept_code: 'B',
        name: `Alumnus ${i}`,
        batch,
        current_profession: '',
        qualification: '',
        email: '',
        phone: '',
      })),
    });
    // Byte order: capitals before small letters, '_' (0x5F) after 'A'…'Z' and before 'a'…'z'.
    // An en-US collation would answer a_z, b, B, BOT_A, BOTANY, Z9.
    expect((await findDepartments(db)).map((row) => row.dept_code)).toEqual([
      'B',
      'BOTANY',
      'BOT_A',
      'Z9',
      'a_z',
      'b',
    ]);
    expect((await findAlumni(db, 'B')).map((row) => row.batch)).toEqual([
      'Batch of 2018',
      '2020-23',
      '2019-22',
      '2019 - 22',
    ]);
    expect(await findDepartment(db, 'bot_a')).toBeUndefined();
    expect((await findDepartment(db, 'BOT_A'))?.dept_code).toBe('BOT_A');
  });

  it('imports more rows than one statement may carry (65535 values on PostgreSQL)', async () => {
    const count = 12_000; // × 9 columns = 108,000 values
    await replaceContent(db, { ...noRows(), notices: notices(count) });
    const rows = await findNotices(db, 'COLLEGE_NOTICE', 'TNC', null);
    expect(rows).toHaveLength(count);
    expect(rows[0]).toMatchObject({ date: '2025-12-10', id: 12_000, is_new: 1 });
  });

  it('runs imports started at once one after the other, ending as after one', async () => {
    // Several copies of the site starting on one empty database each import the content.
    const rows = {
      ...noRows(),
      departments: ['PHY', 'CHE', 'ZOO'].map((code) => department(code)),
      notices: notices(3000),
    };
    await replaceContent(db, rows);
    const once = await contentFingerprint(db, 'content');
    // Open the pool's connections first, so that the imports really overlap.
    await Promise.all([1, 2, 3].map(() => sql`select 1`.execute(db)));
    await Promise.all([1, 2, 3].map(() => replaceContent(db, rows)));
    expect(await contentFingerprint(db, 'content')).toBe(once);
  });
});
