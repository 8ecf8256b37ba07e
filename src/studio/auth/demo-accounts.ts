import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { servesDemo } from '../../content/content.repository.ts';
import type { Role } from '../permissions.ts';
import { hashPassword } from './passwords.ts';
import { countUsers, insertUser, type NewUser } from './users.repository.ts';
import { recordAudit } from '../audit.ts';

/** 15 random bytes: 20 base64url characters, 120 bits, nothing to guess. */
const randomPassword = () => randomBytes(15).toString('base64url');

/** One account per role over the demo: its first department and a live teacher of it. */
async function demoUsers(db: Db): Promise<NewUser[]> {
  const users: NewUser[] = [
    { username: 'admin', displayName: 'Demo administrator', role: 'admin' satisfies Role },
    { username: 'office', displayName: 'Demo college office', role: 'office' satisfies Role },
    { username: 'iqac', displayName: 'Demo IQAC', role: 'iqac' satisfies Role },
  ].map((user) => ({ ...user, deptCode: null, personId: null }));
  const department = await db
    .selectFrom('departments')
    .select(['dept_code', 'dept_name'])
    .orderBy('sort_order')
    .orderBy('dept_code')
    .executeTakeFirst();
  if (!department) return users;
  users.push({
    username: `head.${department.dept_code.toLowerCase().replace(/_/g, '-')}`,
    displayName: `Demo head of ${department.dept_name}`,
    role: 'department',
    deptCode: department.dept_code,
    personId: null,
  });
  const person = await db
    .selectFrom('employees')
    .select(['id', 'name'])
    .where('dept_code', '=', department.dept_code)
    .where('live_now', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .executeTakeFirst();
  if (person)
    users.push({
      username: `faculty.${person.id}`,
      displayName: person.name,
      role: 'faculty',
      deptCode: null,
      personId: person.id,
    });
  return users;
}

/**
 * With the demo content and no account yet: one account per role, each with a random password,
 * returned as log lines (printed once at start; nothing keeps them). A college's own content
 * gets none: its first admin comes from `npm run users -- add`. Two copies starting together
 * over one database: the second's insert meets the first's usernames and it makes none.
 */
export async function demoAccounts(db: Db): Promise<string[]> {
  if (!(await servesDemo(db)) || (await countUsers(db)) > 0) return [];
  const users = await demoUsers(db);
  const made = await Promise.all(
    users.map(async (user) => {
      const password = randomPassword();
      return { user, password, hash: await hashPassword(password) };
    }),
  );
  const now = new Date();
  try {
    await db.transaction().execute(async (trx) => {
      for (const { user, hash } of made) {
        await insertUser(trx, user, hash, now);
        await recordAudit(
          trx,
          {
            userId: null,
            username: 'demo start',
            action: 'create',
            entity: 'account',
            item: user.username,
            after: { username: user.username, role: user.role },
          },
          now,
        );
      }
    });
  } catch (error) {
    if ((await countUsers(db)) > 0) return [];
    throw error;
  }
  return [
    'Demo studio accounts, with passwords shown only this once (nothing keeps them; ' +
      'set new ones with npm run users -- reset <username>):',
    ...made.map(
      ({ user, password }) =>
        `  username ${user.username}  role ${user.role}${user.deptCode ? ` (${user.deptCode})` : ''}  password ${password}`,
    ),
    '  The admin sets up two-step sign-in (an authenticator app) at the first sign-in.',
  ];
}
