import { z } from 'zod';
import type { Attachment } from '../../../contract/schemas/common.ts';
import { contentSchemas } from '../../../content/schema.ts';
import { personRow } from '../../../content/to-rows.ts';
import type { Db } from '../../../db/database.ts';
import type { EmployeesTable } from '../../../db/schema.ts';
import type { Snapshot } from '../entity.ts';
import { optionalEmail, optionalText, photo, requiredText } from '../fields.ts';
import { filesOf, photoAttachment, photoOf } from '../item-files.ts';
import type { FormFields, FormShape } from '../form.ts';
import { nextPublicId } from '../public-rows.ts';

/** Entities whose public rows are employees: they share the employees' ids. */
const PERSON_ENTITIES = ['principal', 'office_staff', 'profile'];

/** What the studio edits of a person of the administration; the profile is kept as it is. */
export const PERSON_FIELDS = {
  name: { label: 'Name', kind: 'text', required: true, value: requiredText('the name') },
  designation: { label: 'Designation', kind: 'text', value: optionalText('the designation') },
  email: { label: 'E-mail', kind: 'email', value: optionalEmail },
  phone: { label: 'Phone', kind: 'tel', value: optionalText('the phone number', 40) },
  mobile: { label: 'Mobile', kind: 'tel', value: optionalText('the mobile number', 40) },
  photo: { label: 'Photograph', kind: 'photo', accept: 'image', value: photo() },
} as const satisfies FormFields;
export type PersonValues = z.output<z.ZodObject<FormShape<typeof PERSON_FIELDS>>>;

export function personSnapshot(row: EmployeesTable): Snapshot<PersonValues> {
  const [picture] = JSON.parse(row.dp) as Attachment[];
  const { name, designation, email, phone, mobile } = row;
  return {
    values: { name, designation, email, phone, mobile, photo: photoOf(picture) },
    files: filesOf([picture]),
  };
}

/** Where a person is listed: OFF/PRINCIPAL, TNC/OFFICE_STAFF (SPEC §7). */
export interface PersonPlace {
  deptCode: string;
  type: string;
  homeDept: string;
}

/** The columns the form holds, as the importer writes them. */
const ownColumns = ({ values, files }: Snapshot<PersonValues>) => {
  const picture = photoAttachment({ files }, values.photo);
  const { name, designation, email, phone, mobile } = values;
  return { name, designation, email, phone, mobile, dp: JSON.stringify(picture ? [picture] : []) };
};

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
