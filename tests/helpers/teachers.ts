import type { Db } from '../../src/db/database.ts';
import type { Actor } from '../../src/studio/content/items.ts';

/** Two live teachers of the demo (of different departments) and the faculty actor of each. */
export async function twoTeachers(db: Db) {
  const rows = await db
    .selectFrom('employees')
    .select(['id', 'name', 'home_dept_code'])
    .where('type', '=', 'FACULTY')
    .where('live_now', '=', 1)
    .orderBy('home_dept_code')
    .orderBy('sort_order')
    .execute();
  const me = rows[0]!;
  const other = rows.find((row) => row.home_dept_code !== me.home_dept_code)!;
  return { me, other, actor: teacherActor(me.id, 8101), otherActor: teacherActor(other.id, 8102) };
}

/** A `faculty` member of staff linked to this person (the store takes no account row). */
export const teacherActor = (personId: number, id = 8100): Actor => ({
  id,
  username: `faculty.${personId}`,
  role: 'faculty',
  dept_code: null,
  person_id: personId,
  address: '127.0.0.1',
});

/** The stored profile JSON of a person. */
export async function storedProfile(db: Db, id: number): Promise<Record<string, unknown>> {
  const row = await db
    .selectFrom('employees')
    .select('profile')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return JSON.parse(row.profile) as Record<string, unknown>;
}
