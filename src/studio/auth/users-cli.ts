import { parseArgs } from 'node:util';
import type { Db } from '../../db/database.ts';
import { ROLES } from '../permissions.ts';
import { newAccountSchema } from './account-schema.ts';
import {
  accountConflicts,
  changeDisabled,
  createAccount,
  resetPassword,
  type ChangedBy,
} from './accounts.ts';
import { passwordProblem } from './password-rule.ts';
import { endAllSessions } from './sessions.ts';
import { disableTotp, findUserByName, listUsers } from './users.repository.ts';
import { recordAudit } from '../audit.ts';

export const USAGE = `Usage: npm run users -- <command>
  add <username> --role ${ROLES.join('|')} [--department CODE] [--person ID] [--name "Display name"]
                  the password is the first line of standard input
  list
  disable <username>          and end every session of theirs
  enable <username>
  reset <username>            a new password from standard input; every session ends
  second-factor-off <username>  forget the authenticator (a lost phone); an admin enrols again`;

export interface UsersIo {
  db: Db;
  /** The first line of standard input (or typed, unseen, at a terminal). */
  readPassword: () => Promise<string>;
  out: (line: string) => void;
  err: (line: string) => void;
}

/** Whatever the command did is audited as done by this name. */
const COMMAND_LINE: ChangedBy = { userId: null, username: 'command line' };

/** A mistake of the operator: one line, exit code 1, nothing changed. */
class UsageError extends Error {}

/** `npm run users -- …` without the process around it: returns the exit code. */
export async function runUsers(args: readonly string[], io: UsersIo): Promise<number> {
  try {
    await dispatch(args, io);
    return 0;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(error.message);
    return 1;
  }
}

async function dispatch(args: readonly string[], io: UsersIo): Promise<void> {
  const { positionals, values } = parse(args);
  const [command, username, ...extra] = positionals;
  if (extra.length) throw new UsageError(`Unexpected: ${extra.join(' ')}. ${hint}`);
  if (command === 'list') return list(io);
  if (command === 'help' || command === undefined) {
    io.out(USAGE);
    if (command === undefined) throw new UsageError('Name a command.');
    return;
  }
  if (!COMMANDS.includes(command)) throw new UsageError(`Unknown command ${command}. ${hint}`);
  if (!username) throw new UsageError(`${command} needs a username. ${hint}`);
  if (command === 'add') return add(io, username, values);
  const user = await findUserByName(io.db, username.trim().toLowerCase());
  if (!user) throw new UsageError(`There is no account named ${username}.`);
  switch (command) {
    case 'disable':
      await changeDisabled(io.db, user, true, COMMAND_LINE);
      return io.out(`${user.username} is disabled and signed out everywhere.`);
    case 'enable':
      await changeDisabled(io.db, user, false, COMMAND_LINE);
      return io.out(`${user.username} may sign in again.`);
    case 'reset': {
      const password = await readPassword(io);
      const problem = passwordProblem(password, user.username);
      if (problem) throw new UsageError(problem);
      await resetPassword(io.db, user, password, COMMAND_LINE);
      return io.out(
        `${user.username} has a new password; every session and set-password link of theirs has ended.`,
      );
    }
    case 'second-factor-off':
      await io.db.transaction().execute(async (trx) => {
        await disableTotp(trx, user.id);
        await endAllSessions(trx, user.id);
        await recordAudit(trx, {
          userId: null,
          username: COMMAND_LINE.username,
          action: 'second factor turned off',
          entity: 'account',
          item: user.username,
          before: { second_factor: user.totp_enabled === 1 },
          after: { second_factor: false },
        });
      });
      return io.out(
        `${user.username}'s authenticator is forgotten and every session ended` +
          (user.role === 'admin' ? '; they set up a new one at their next sign-in.' : '.'),
      );
    default:
      throw new UsageError(`Unknown command ${command}. ${hint}`);
  }
}

const hint = 'See npm run users -- help.';
const COMMANDS = ['add', 'disable', 'enable', 'reset', 'second-factor-off'];

function parse(args: readonly string[]) {
  try {
    return parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        role: { type: 'string' },
        department: { type: 'string' },
        person: { type: 'string' },
        name: { type: 'string' },
      },
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message.split('\n')[0]} ${hint}`);
  }
}

async function readPassword(io: UsersIo): Promise<string> {
  const password = await io.readPassword();
  if (!password) throw new UsageError('No password on standard input: give it as the first line.');
  return password;
}

async function add(
  io: UsersIo,
  username: string,
  options: { role?: string; department?: string; person?: string; name?: string },
): Promise<void> {
  if (!options.role) throw new UsageError(`add needs --role ${ROLES.join('|')}.`);
  const person = options.person?.trim();
  if (person !== undefined && !/^\d+$/.test(person))
    throw new UsageError(`--person takes the person's number (digits only), not ${person}.`);
  // The password is read last: a mistake in the arguments is told before anyone types it.
  const candidate = {
    username,
    role: options.role,
    ...(options.name ? { displayName: options.name } : {}),
    ...(options.department ? { deptCode: options.department } : {}),
    ...(person ? { personId: Number(person) } : {}),
  };
  const precheck = newAccountSchema.safeParse({ ...candidate, password: 'x'.repeat(40) });
  if (!precheck.success) throw new UsageError(firstProblem(precheck.error.issues));
  const conflicts = Object.values(await accountConflicts(io.db, precheck.data));
  if (conflicts.length) throw new UsageError(conflicts.join(' '));
  const parsed = newAccountSchema.safeParse({ ...candidate, password: await readPassword(io) });
  if (!parsed.success) throw new UsageError(firstProblem(parsed.error.issues));
  const user = await createAccount(io.db, parsed.data, COMMAND_LINE);
  io.out(
    `Made ${user.username} (${user.role}${user.dept_code ? `, ${user.dept_code}` : ''}${
      user.person_id === null ? '' : `, person ${user.person_id}`
    }).` + (user.role === 'admin' ? ' They set up two-step sign-in at the first sign-in.' : ''),
  );
}

/** The schema's messages, for a terminal: the argument each is about, then what is wrong. */
function firstProblem(issues: readonly { path: PropertyKey[]; message: string }[]): string {
  const names: Record<string, string> = {
    username: 'username',
    role: '--role',
    deptCode: '--department',
    personId: '--person',
    displayName: '--name',
    password: 'password',
  };
  return issues
    .map((issue) => `${names[String(issue.path[0])] ?? 'input'}: ${issue.message}`)
    .join(' ');
}

async function list(io: UsersIo): Promise<void> {
  const users = await listUsers(io.db);
  if (users.length === 0) return io.out('No account yet. Make the first: npm run users -- add …');
  for (const user of users) {
    const scope = user.dept_code ?? (user.person_id === null ? '' : `person ${user.person_id}`);
    io.out(
      [
        user.username.padEnd(20),
        user.role.padEnd(11),
        scope.padEnd(12),
        user.disabled ? 'disabled' : 'active  ',
        user.totp_enabled ? 'two-step on ' : 'two-step off',
        user.display_name,
      ].join(' '),
    );
  }
}
