import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { departmentsListQuery } from '../../src/services/departments.repository.ts';
import { DEPARTMENT_FILE_TYPES, STREAMS } from '../../src/contract/index.ts';
import { useApi } from '../helpers/api.ts';

const api = useApi();

describe('GET /getdepartments', () => {
  it('answers the 8 departments across ARTS and SCIENCE, with banners', async () => {
    const departments = await api.answer('getDepartments');
    expect(departments).toHaveLength(8);
    expect(new Set(departments.map((d) => d.stream))).toEqual(new Set(STREAMS));
    for (const department of departments) {
      expect(department.dept_code).toMatch(/^[A-Z]+$/);
      expect(department.banner).toMatch(/^\/uploads\/.+\.(jpg|png)$/);
    }
  });
});

describe('the department list query', () => {
  // The rows carry each department's texts: a list that scanned them grew with their size
  // (8.4 ms p50 for 400 departments in the bench, against 0.5 ms for the demo's 8).
  it('is answered from the departments_list index alone, in its order', async () => {
    const { sql: query } = departmentsListQuery(api.db).compile();
    const postgres = Boolean(inject('fixture').database.databaseUrl);
    const plan = postgres
      ? await api.db.transaction().execute(async (trx) => {
          // Eight rows: PostgreSQL would scan the table whatever the indexes; ask for the index.
          await sql`set local enable_seqscan = off`.execute(trx);
          const rows = await sql.raw<Record<string, string>>(`explain ${query}`).execute(trx);
          return rows.rows.map((row) => Object.values(row).join(' ')).join('\n');
        })
      : (await sql.raw<{ detail: string }>(`explain query plan ${query}`).execute(api.db)).rows
          .map((row) => row.detail)
          .join('\n');
    expect(plan).toMatch(
      postgres ? /Index Only Scan using departments_list/ : /COVERING INDEX departments_list/,
    );
    expect(plan).not.toMatch(/Sort|TEMP B-TREE/);
  });
});

describe('POST /getdeptdata', () => {
  it('answers the whole department', async () => {
    const [first] = await api.answer('getDepartments');
    const department = await api.answer('getDeptData', { dept_code: first!.dept_code });
    expect(department).toMatchObject({ dept_code: first!.dept_code, dept_name: first!.dept_name });
    for (const field of [
      'department_about',
      'vision',
      'courses',
      'contact_details',
      'online_classes',
      'activity',
      'examination_system',
    ] as const) {
      expect(department[field], field).not.toBe('');
    }
    expect(department.estd).toBeTruthy();
    expect(department.facilities.length).toBeGreaterThan(0);
    expect(Object.keys(department.profile).length).toBeGreaterThan(10);
  });

  it('answers 404 for an unknown department', async () => {
    const response = await api.call('getDeptData', { dept_code: 'NOPE' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain("Unknown dept_code 'NOPE'");
  });
});

describe('POST /getdepartmentfilebytype', () => {
  it.each(DEPARTMENT_FILE_TYPES)('answers %s files with attachments', async (type) => {
    const departments = await api.answer('getDepartments');
    const lists = await Promise.all(
      departments.map((d) =>
        api.answer('getDepartmentFileByType', { dept_code: d.dept_code, type }),
      ),
    );
    const files = lists.flat();
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((f) => f.title)).toBe(true);
    expect(files.some((f) => f.upload_info.length > 0)).toBe(true);
  });

  it('refuses a type outside the list', async () => {
    const response = await api.call('getDepartmentFileByType', { dept_code: 'PHY', type: 'NOTES' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/type/);
  });
});

describe('POST /getalumnibydept', () => {
  it('answers alumni of several batches, latest batch first', async () => {
    const departments = await api.answer('getDepartments');
    for (const { dept_code } of departments) {
      const alumni = await api.answer('getAlumniByDept', { dept_code });
      const batches = alumni.map((a) => a.batch);
      expect(new Set(batches).size, dept_code).toBeGreaterThan(1);
      expect(batches).toEqual([...batches].sort().reverse());
    }
  });
});

describe('POST /getgallery', () => {
  it('answers albums with images, and none for a department without a gallery', async () => {
    const departments = await api.answer('getDepartments');
    const galleries = await Promise.all(
      departments.map((d) => api.answer('getGallery', { dept: d.dept_code, type: 'DEPARTMENT' })),
    );
    expect(galleries.some((albums) => albums.length === 0)).toBe(true);
    const albums = galleries.flat();
    expect(albums.length).toBeGreaterThan(0);
    expect(
      albums.every((a) => a.caption && a.upload_info.every((i) => i.fileType === 'image')),
    ).toBe(true);
  });

  it("refuses a type other than 'DEPARTMENT'", async () => {
    const response = await api.call('getGallery', { dept: 'PHY', type: 'COLLEGE' });
    expect(response.statusCode).toBe(400);
  });
});
