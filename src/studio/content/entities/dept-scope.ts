import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import type { Entity } from '../../permissions.ts';
import type { Access, Values } from '../entity.ts';
import type { Actor, FieldSpec } from '../items.ts';

/**
 * What every department item shares: the department it belongs to, a value of its form, which
 * the permission table's `own` access is checked against, for the values sent and for the item
 * as it stands (item-owner.ts, decision 055).
 */
export const deptCode = z
  .string({ error: 'Choose the department' })
  .trim()
  .max(20, 'Choose the department (its code: 1 to 20 capital letters, like PHY)')
  .regex(/^[A-Z0-9_]{1,20}$/, 'Choose the department (its code: capital letters, like PHY)');

/** A head's form offers their own department only; an admin's asks for the code. */
export function deptField(actor: Actor): FieldSpec {
  if (actor.dept_code)
    return {
      name: 'dept_code',
      label: 'Department',
      kind: 'select',
      required: true,
      options: [{ value: actor.dept_code, label: actor.dept_code }],
    };
  return {
    name: 'dept_code',
    label: 'Department code',
    kind: 'text',
    required: true,
    hint: 'Like PHY or ENG',
  };
}

/** A new item's department: the head's own. */
export const ownDept = (actor?: Actor): Values => ({ dept_code: actor?.dept_code ?? '' });

/**
 * Whose the values are: their department, under this line of the permission table. Without a
 * department (a list, a menu, a form left empty) the question is the entity's only: the schema
 * then asks for one, and the item as it stands is checked on its own (item-owner.ts).
 */
export const deptAccess =
  (entity: Entity) =>
  (raw: Values): Access => {
    const code = typeof raw.dept_code === 'string' ? raw.dept_code.trim() : '';
    return { entity, ...(code ? { owner: { deptCode: code } } : {}), field: 'dept_code' };
  };

/** A department that exists, or the message for the form's field. */
export async function unknownDept(db: Db, code: string): Promise<Record<string, string[]> | null> {
  const row = await db
    .selectFrom('departments')
    .select('dept_code')
    .where('dept_code', '=', code)
    .executeTakeFirst();
  return row ? null : { dept_code: [`There is no department ${code}`] };
}
