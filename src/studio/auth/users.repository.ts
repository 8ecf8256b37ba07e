import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { StudioUsersTable } from '../../db/schema.ts';

/** An account as the studio uses it; the password hash stays in its own table. */
export type StudioUser = Selectable<StudioUsersTable>;

export async function findUserById(db: Db, id: number): Promise<StudioUser | undefined> {
  return db.selectFrom('studio_users').selectAll().where('id', '=', id).executeTakeFirst();
}
