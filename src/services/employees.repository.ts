import type { Db } from '../db/database.ts';

export function findEmployees(db: Db, deptCode: string, type: string) {
  return db
    .selectFrom('employees')
    .selectAll()
    .where('dept_code', '=', deptCode)
    .where('type', '=', type)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** One employee with the name of the department that holds the profile. */
export function findEmployeeWithDepartment(db: Db, id: number) {
  return db
    .selectFrom('employees')
    .leftJoin('departments', 'departments.dept_code', 'employees.home_dept_code')
    .selectAll('employees')
    .select('departments.dept_name')
    .where('employees.id', '=', id)
    .executeTakeFirst();
}

export function findGoverningBody(db: Db) {
  return db.selectFrom('governing_body').selectAll().orderBy('id').execute();
}
