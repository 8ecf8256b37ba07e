import { COLLEGE_DEPT_CODE } from '../contract/codes.ts';
import type { Db } from '../db/database.ts';

/**
 * Every department in its order, with only the columns of a summary: a department's own texts
 * run to kilobytes each, and the departments_list index holds these columns, so the list is read
 * from the index alone (migration 006).
 */
export function departmentsListQuery(db: Db) {
  return db
    .selectFrom('departments')
    .select(['dept_code', 'dept_name', 'dept_name_as', 'stream', 'banner'])
    .orderBy('sort_order')
    .orderBy('dept_code');
}

export function findDepartments(db: Db) {
  return departmentsListQuery(db).execute();
}

export function findDepartment(db: Db, deptCode: string) {
  return db
    .selectFrom('departments')
    .selectAll()
    .where('dept_code', '=', deptCode)
    .executeTakeFirst();
}

/** True for a department in the database, and for TNC, the college itself. */
export async function isKnownDeptCode(db: Db, deptCode: string): Promise<boolean> {
  if (deptCode === COLLEGE_DEPT_CODE) return true;
  const row = await db
    .selectFrom('departments')
    .select('dept_code')
    .where('dept_code', '=', deptCode)
    .executeTakeFirst();
  return row !== undefined;
}

export function findDepartmentFiles(db: Db, deptCode: string, type: string) {
  return db
    .selectFrom('department_files')
    .selectAll()
    .where('dept_code', '=', deptCode)
    .where('type', '=', type)
    .orderBy('id')
    .execute();
}

/** Alumni of a department, latest batch first. */
export function findAlumni(db: Db, deptCode: string) {
  return db
    .selectFrom('alumni')
    .selectAll()
    .where('dept_code', '=', deptCode)
    .orderBy('batch', 'desc')
    .orderBy('id')
    .execute();
}

export function findGalleryAlbums(db: Db, deptCode: string, type: string) {
  return db
    .selectFrom('gallery_albums')
    .selectAll()
    .where('dept_code', '=', deptCode)
    .where('type', '=', type)
    .orderBy('id')
    .execute();
}
