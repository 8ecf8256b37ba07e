import type { Updateable } from 'kysely';
import type { DepartmentsTable } from '../../../db/schema.ts';
import type { EntityDef, Snapshot } from '../entity.ts';
import { deptAccess } from './dept-scope.ts';

type DeptValues = { dept_code: string };

/** How an item that is part of a department's row reads and writes it. */
interface DepartmentRowParts<V extends DeptValues> {
  /** What the head opens to change it ('page'), for the refusal of another department's code. */
  what: string;
  asForm(row: DepartmentsTable): Snapshot<V>;
  /** The columns the importer writes from these values (to-rows.ts: rows.departments). */
  columnsOf(snapshot: Snapshot<V>): Updateable<DepartmentsTable>;
}

type DepartmentRowItem<V extends DeptValues> = Pick<
  EntityDef<V>,
  | 'permission'
  | 'singleton'
  | 'blank'
  | 'access'
  | 'check'
  | 'listPublished'
  | 'readPublished'
  | 'writePublished'
>;

/**
 * An item that is a part of a department's own row of `departments` (its page's texts and
 * banner, its profile's tables): one per department, public id its code, changed and published
 * but never made or unpublished, under the department's own line of the permission table
 * (decision 055).
 */
export function departmentRowItem<V extends DeptValues>({
  what,
  asForm,
  columnsOf,
}: DepartmentRowParts<V>): DepartmentRowItem<V> {
  return {
    permission: 'department',
    // One per department: a head's list opens their own.
    singleton: true,
    blank: () => ({ dept_code: '' }),
    access: deptAccess('department'),
    check: async (_db, v, publicId) =>
      publicId === v.dept_code
        ? null
        : { '': [`Open your department's ${what} to change it: departments are added by import.`] },
    listPublished: async (db) =>
      (
        await db
          .selectFrom('departments')
          .selectAll()
          .orderBy('sort_order')
          .orderBy('dept_code')
          .execute()
      ).map((row) => ({ publicId: row.dept_code, snapshot: asForm(row) })),
    readPublished: async (db, publicId) => {
      const row = await db
        .selectFrom('departments')
        .selectAll()
        .where('dept_code', '=', publicId)
        .executeTakeFirst();
      return row ? asForm(row) : undefined;
    },
    writePublished: async (db, snapshot) => {
      await db
        .updateTable('departments')
        .set(columnsOf(snapshot))
        .where('dept_code', '=', snapshot.values.dept_code)
        .execute();
      return snapshot.values.dept_code;
    },
  };
}
