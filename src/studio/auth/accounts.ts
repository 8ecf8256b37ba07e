import type { Db } from '../../db/database.ts';
import { recordAudit } from '../audit.ts';
import type { NewAccount } from './account-schema.ts';
import { hashPassword } from './passwords.ts';
import { endAllSessions } from './sessions.ts';
import {
  auditView,
  findUserByName,
  insertUser,
  setDisabled,
  setPasswordHash,
  type StudioUser,
} from './users.repository.ts';

/** Who makes a change, as the audit log names them: a member of staff, or 'command line'. */
export interface ChangedBy {
  userId: number | null;
  username: string;
  address?: string;
}

type AccountField = 'username' | 'deptCode' | 'personId';

/** What only the database can tell: a taken username, an unknown department or person. */
export async function accountConflicts(
  db: Db,
  account: NewAccount,
): Promise<Partial<Record<AccountField, string>>> {
  const problems: Partial<Record<AccountField, string>> = {};
  if (await findUserByName(db, account.username))
    problems.username = `There is already an account named ${account.username}.`;
  if (account.role === 'department' && account.deptCode) {
    const department = await db
      .selectFrom('departments')
      .select('dept_code')
      .where('dept_code', '=', account.deptCode)
      .executeTakeFirst();
    if (!department)
      problems.deptCode = `There is no department with the code ${account.deptCode}.`;
  }
  if (account.role === 'faculty' && account.personId !== undefined) {
    if (!(await findPerson(db, account.personId)))
      problems.personId = `There is no person with the number ${account.personId}.`;
  }
  return problems;
}

function findPerson(db: Db, id: number) {
  return db.selectFrom('employees').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

/**
 * Makes the account (checked by the schema and accountConflicts first) with its password
 * hashed, and its audit entry in the same transaction. A faculty account without a name of its
 * own takes its person's.
 */
export async function createAccount(
  db: Db,
  account: NewAccount,
  by: ChangedBy,
  now = new Date(),
): Promise<StudioUser> {
  const passwordHash = await hashPassword(account.password);
  const person =
    account.role === 'faculty' && account.personId !== undefined
      ? await findPerson(db, account.personId)
      : undefined;
  return db.transaction().execute(async (trx) => {
    const user = await insertUser(
      trx,
      {
        username: account.username,
        displayName: account.displayName || person?.name || account.username,
        role: account.role,
        deptCode: account.role === 'department' ? (account.deptCode ?? null) : null,
        personId: account.role === 'faculty' ? (account.personId ?? null) : null,
      },
      passwordHash,
      now,
    );
    await audit(trx, by, 'create', user.username, undefined, auditView(user), now);
    return user;
  });
}

/** Disables (signs out everywhere, withdraws its set-password links) or enables an account. */
export async function changeDisabled(
  db: Db,
  user: StudioUser,
  disabled: boolean,
  by: ChangedBy,
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await setDisabled(trx, user.id, disabled, now);
    const ended = disabled ? await endAllSessions(trx, user.id) : 0;
    await audit(
      trx,
      by,
      disabled ? 'disable' : 'enable',
      user.username,
      { disabled: user.disabled === 1 },
      { disabled, ...(disabled ? { sessions_ended: ended } : {}) },
      now,
    );
  });
}

/**
 * A new password set by someone else (an admin, the command line): every session of the account
 * ends and every set-password link of it dies (setPasswordHash), so whoever knew the old one or
 * holds a link is out. The audit entry says a password was set, never what.
 */
export async function resetPassword(
  db: Db,
  user: StudioUser,
  password: string,
  by: ChangedBy,
  now = new Date(),
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, user.id, passwordHash, now);
    const ended = await endAllSessions(trx, user.id);
    await audit(
      trx,
      by,
      'reset password',
      user.username,
      undefined,
      { password: 'set anew', sessions_ended: ended },
      now,
    );
  });
}

function audit(
  db: Db,
  by: ChangedBy,
  action: string,
  item: string,
  before: unknown,
  after: unknown,
  now: Date,
) {
  return recordAudit(
    db,
    {
      userId: by.userId,
      username: by.username,
      action,
      entity: 'account',
      item,
      before,
      after,
      ...(by.address === undefined ? {} : { address: by.address }),
    },
    now,
  );
}
