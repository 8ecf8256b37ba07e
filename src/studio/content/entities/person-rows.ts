import { z } from 'zod';
import { contentSchemas } from '../../../content/schema.ts';
import { personRow } from '../../../content/to-rows.ts';
import type { Db } from '../../../db/database.ts';
import type { EmployeesTable } from '../../../db/schema.ts';
import { EMPLOYEE_FIELDS, PERSON_FORM } from '../../../entities/employees.ts';
import type { ColumnsOf } from '../../../entities/field.ts';
import { describedFields } from '../described-form.ts';
import { columnsOfForm, snapshotOfRow } from '../described-rows.ts';
import type { Snapshot } from '../entity.ts';
import type { FormShape } from '../form.ts';
import { nextPublicId } from '../public-rows.ts';

/** Entities whose public rows are employees: they share the employees' ids. */
const PERSON_ENTITIES = ['principal', 'office_staff', 'profile'];

/**
 * What the studio edits of a person of the administration: every described field but whether
 * the profile is live, which the department's faculty list sets (decision 120).
 */
const NAMES = PERSON_FORM;
export const PERSON_FIELDS = describedFields(EMPLOYEE_FIELDS, NAMES);
export type PersonValues = z.output<z.ZodObject<FormShape<typeof PERSON_FIELDS>>>;

export const personSnapshot = (row: EmployeesTable) =>
  snapshotOfRow(EMPLOYEE_FIELDS, NAMES, row) as Snapshot<PersonValues>;

/** Where a person is listed: OFF/PRINCIPAL, TNC/OFFICE_STAFF (SPEC §7). */
export interface PersonPlace {
  deptCode: string;
  type: string;
  homeDept: string;
}

/**
 * The columns the form holds, as the importer writes them: whether the profile is live is not
 * one of them, and stays as the row has it (a new person's is no).
 */
function ownColumns(snapshot: Snapshot<PersonValues>) {
  const columns = columnsOfForm(EMPLOYEE_FIELDS, NAMES, snapshot);
  const { live_now: _live, ...own } = columns as ColumnsOf<typeof EMPLOYEE_FIELDS>;
  return own;
}

/** A new person's row (or one back after an unpublish): the importer's, profile empty. */
async function newPersonRow(
  db: Db,
  snapshot: Snapshot<PersonValues>,
  place: PersonPlace,
  kept: number | null,
) {
  const id = kept ?? (await nextPublicId(db, 'employees', PERSON_ENTITIES));
  const last = await db
    .selectFrom('employees')
    .select((eb) => eb.fn.max<number>('sort_order').as('top'))
    .where('dept_code', '=', place.deptCode)
    .where('type', '=', place.type)
    .executeTakeFirst();
  const person = contentSchemas({ today: '', hasFile: () => false }).Person.parse({
    id,
    name: snapshot.values.name,
  });
  const row = personRow(
    person,
    place.deptCode,
    place.type,
    place.homeDept,
    Number(last?.top ?? -1) + 1,
  );
  return { ...row, ...ownColumns(snapshot) };
}

/** Updates the person's own columns, or adds the person at the end of the list. */
export async function writePerson(
  db: Db,
  snapshot: Snapshot<PersonValues>,
  id: number | null,
  place: PersonPlace,
): Promise<number> {
  if (id !== null) {
    const updated = await db
      .updateTable('employees')
      .set(ownColumns(snapshot))
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) > 0) return id;
  }
  const row = await newPersonRow(db, snapshot, place, id);
  await db.insertInto('employees').values(row).execute();
  return row.id;
}
