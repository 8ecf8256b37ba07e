import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { StudioUsersTable } from '../../db/schema.ts';

/** An account as the studio uses it; the password hash stays in its own table. */
export type StudioUser = Selectable<StudioUsersTable>;

/** What a new account is made of (the password comes apart, already hashed). */
export interface NewUser {
  username: string;
  displayName: string;
  role: string;
  deptCode: string | null;
  personId: number | null;
}

export async function findUserById(db: Db, id: number): Promise<StudioUser | undefined> {
  return db.selectFrom('studio_users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByName(db: Db, username: string): Promise<StudioUser | undefined> {
  return db
    .selectFrom('studio_users')
    .selectAll()
    .where('username', '=', username)
    .executeTakeFirst();
}

export async function listUsers(db: Db): Promise<StudioUser[]> {
  return db.selectFrom('studio_users').selectAll().orderBy('username').execute();
}

/** Every account with its department's and person's names, for the admin's list. */
export async function listUsersWithNames(db: Db) {
  return db
    .selectFrom('studio_users as u')
    .leftJoin('departments as d', 'd.dept_code', 'u.dept_code')
    .leftJoin('employees as e', 'e.id', 'u.person_id')
    .select([
      'u.username',
      'u.display_name',
      'u.role',
      'u.dept_code',
      'u.person_id',
      'u.disabled',
      'u.totp_enabled',
      'd.dept_name',
      'e.name as person_name',
    ])
    .orderBy('u.username')
    .execute();
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('studio_users')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Enabled admins: the last one may not be disabled from the screen. */
export async function countEnabledAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('studio_users')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('role', '=', 'admin')
    .where('disabled', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The account and its password in one go; call it inside a transaction with the audit entry. */
export async function insertUser(
  db: Db,
  user: NewUser,
  /** null: no password yet (an imported account sets its own through a link). */
  passwordHash: string | null,
  now: Date,
): Promise<StudioUser> {
  const at = now.toISOString();
  const row = await db
    .insertInto('studio_users')
    .values({
      username: user.username,
      display_name: user.displayName,
      role: user.role,
      dept_code: user.deptCode,
      person_id: user.personId,
      disabled: 0,
      totp_secret: null,
      totp_enabled: 0,
      created_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (passwordHash !== null)
    await db
      .insertInto('studio_passwords')
      .values({ user_id: row.id, hash: passwordHash, changed_at: at })
      .execute();
  return row;
}

export async function findPasswordHash(db: Db, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('studio_passwords')
    .select('hash')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.hash;
}

/**
 * The account's new password, however it was set (its owner on /account, an admin, the users
 * command, a set-password link): every link of the account not yet used dies with the old
 * password. Call it in the change's transaction.
 */
export async function setPasswordHash(
  db: Db,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto('studio_passwords')
    .values({ user_id: userId, hash: passwordHash, changed_at: now.toISOString() })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ hash: passwordHash, changed_at: now.toISOString() }),
    )
    .execute();
  await revokePasswordLinks(db, userId, now);
}

/** A disabled account's links die too: enabling it again does not bring them back. */
export async function setDisabled(
  db: Db,
  userId: number,
  disabled: boolean,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable('studio_users')
    .set({ disabled: disabled ? 1 : 0 })
    .where('id', '=', userId)
    .execute();
  if (disabled) await revokePasswordLinks(db, userId, now);
}

/**
 * Withdraws every set-password link of the account that could still be used (issue 34): a link
 * is good for the password it was made to replace, never after that password has changed.
 */
export async function revokePasswordLinks(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('studio_password_links')
    .set({ revoked_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

/** A new secret being enrolled: kept, not yet in force, until a code made from it is given. */
export async function setTotpSecret(db: Db, userId: number, secret: string): Promise<void> {
  await db
    .updateTable('studio_users')
    .set({ totp_secret: secret, totp_enabled: 0 })
    .where('id', '=', userId)
    .execute();
}

export async function enableTotp(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('studio_users')
    .set({ totp_enabled: 1 })
    .where('id', '=', userId)
    .where('totp_secret', 'is not', null)
    .execute();
}

export async function disableTotp(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('studio_users')
    .set({ totp_secret: null, totp_enabled: 0 })
    .where('id', '=', userId)
    .execute();
}

/** The account as the audit log shows it: never a hash or a secret. */
export function auditView(user: StudioUser) {
  return {
    username: user.username,
    display_name: user.display_name,
    role: user.role,
    dept_code: user.dept_code,
    person_id: user.person_id,
    disabled: user.disabled === 1,
    second_factor: user.totp_enabled === 1,
  };
}
