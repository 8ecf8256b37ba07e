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

/** Three publications as a reference manager exports them. */
export const THREE_BIBTEX = `@article{deka2025,
  title = {Arsenic in the tube wells of {Nalbari}},
  author = {Deka, Lakhinandan and Bora, Jonali},
  journal = {Journal of the Assam Science Society},
  year = {2025}, month = may, volume = {12}, number = {3}, pages = {11--20},
  publisher = {Saraighat Publishers}, issn = {2583-0023}
}
@inproceedings{kalita2024,
  title = {Bihu husori songs as an archive},
  author = {Kalita, Nirmala Devi},
  booktitle = {Proceedings of the National Seminar on Folk Culture},
  year = {2024}
}
@book{mahanta2023,
  title = {A grammar of Kamrupi},
  author = {Mahanta, Pranab Jyoti},
  publisher = {Kopoubari Prakashan}, year = {2023}, isbn = {978-93-00000-12-3}, edition = {2}
}`;
