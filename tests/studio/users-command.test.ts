import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { USERS_COMMAND } from '../../harness/server-process.ts';
import { runUsers } from '../../src/studio/auth/users-cli.ts';
import { findUserByName } from '../../src/studio/auth/users.repository.ts';
import { verifyPassword } from '../../src/studio/auth/passwords.ts';
import { useStudio } from '../helpers/studio.ts';
import { GOOD_PASSWORD, get, makeAccount, signIn, withTotp } from '../helpers/studio-auth.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

describe('npm run users', () => {
  const t = useStudio({ readsPublicSite: false });

  /** The command in this process, with its standard input and what it printed. */
  async function users(args: string[], stdin = '') {
    const out: string[] = [];
    const err: string[] = [];
    let reads = 0;
    const code = await runUsers(args, {
      db: t.db,
      readPassword: async () => {
        reads++;
        return stdin.split('\n')[0] ?? '';
      },
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out: out.join('\n'), err: err.join('\n'), reads };
  }

  const passwordHash = async (username: string) => {
    const user = await findUserByName(t.db, username);
    const row = await t.db
      .selectFrom('studio_passwords')
      .select('hash')
      .where('user_id', '=', user?.id ?? -1)
      .executeTakeFirst();
    return row?.hash ?? '';
  };

  it('adds an account with the password read from standard input', async () => {
    const added = await users(
      ['add', 'first.admin', '--role', 'admin', '--name', 'First Admin'],
      `${GOOD_PASSWORD}\nignored second line\n`,
    );
    expect(added).toMatchObject({ code: 0, err: '', reads: 1 });
    expect(added.out).toContain('Made first.admin (admin).');
    const user = await findUserByName(t.db, 'first.admin');
    expect(user).toMatchObject({ role: 'admin', display_name: 'First Admin', disabled: 0 });
    expect(await verifyPassword(await passwordHash('first.admin'), GOOD_PASSWORD)).toBe(true);
    const entry = await t.db
      .selectFrom('studio_audit')
      .selectAll()
      .where('item', '=', 'first.admin')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ username: 'command line', user_id: null, action: 'create' });
  });

  it('adds department and faculty accounts tied to a real department and person', async () => {
    const department = await t.db
      .selectFrom('departments')
      .select('dept_code')
      .executeTakeFirstOrThrow();
    const person = await t.db
      .selectFrom('employees')
      .select(['id', 'name'])
      .executeTakeFirstOrThrow();
    expect(
      (
        await users(
          [
            'add',
            'dept.head',
            '--role',
            'department',
            '--department',
            department.dept_code.toLowerCase(),
          ],
          GOOD_PASSWORD,
        )
      ).code,
    ).toBe(0);
    expect(await findUserByName(t.db, 'dept.head')).toMatchObject({
      dept_code: department.dept_code,
      person_id: null,
    });
    expect(
      (
        await users(
          ['add', 'a.teacher', '--role', 'faculty', '--person', String(person.id)],
          GOOD_PASSWORD,
        )
      ).code,
    ).toBe(0);
    expect(await findUserByName(t.db, 'a.teacher')).toMatchObject({
      person_id: person.id,
      display_name: person.name,
    });
  });

  it('refuses a weak or empty password, an unknown role, department or person, with one line and code 1', async () => {
    const cases: [string[], string, RegExp][] = [
      [['add', 'weak.one', '--role', 'office'], 'short', /at least 12 characters/],
      [['add', 'weak.two', '--role', 'office'], 'weak.two', /at least 12 characters/],
      [['add', 'empty.one', '--role', 'office'], '', /No password on standard input/],
      [
        ['add', 'bad.role', '--role', 'janitor'],
        GOOD_PASSWORD,
        /--role: Choose a role: admin, office, iqac, department, faculty\./,
      ],
      [['add', 'no.role'], GOOD_PASSWORD, /add needs --role/],
      [
        ['add', 'bad.dept', '--role', 'department', '--department', 'NOPE'],
        GOOD_PASSWORD,
        /There is no department with the code NOPE\./,
      ],
      [['add', 'no.dept', '--role', 'department'], GOOD_PASSWORD, /needs its department code/],
      [
        ['add', 'bad.person', '--role', 'faculty', '--person', '99999999'],
        GOOD_PASSWORD,
        /There is no person with the number 99999999\./,
      ],
      [['add', 'nan.person', '--role', 'faculty', '--person', 'abc'], GOOD_PASSWORD, /digits only/],
      [
        ['add', 'Bad Name!', '--role', 'office'],
        GOOD_PASSWORD,
        /lower-case letters, digits, dots or dashes/,
      ],
      [
        ['add', 'x.y', '--role', 'office', '--colour', 'red'],
        GOOD_PASSWORD,
        /Unknown option '--colour'/,
      ],
      [['frobnicate', 'someone'], '', /^Unknown command frobnicate\. See npm run users -- help\.$/],
    ];
    for (const [args, stdin, message] of cases) {
      const result = await users(args, stdin);
      expect(result.code, args.join(' ')).toBe(1);
      expect(result.err).toMatch(message);
      expect(result.err.split('\n')).toHaveLength(1);
    }
    for (const name of [
      'weak.one',
      'weak.two',
      'empty.one',
      'bad.role',
      'no.role',
      'bad.dept',
      'no.dept',
      'bad.person',
      'nan.person',
    ])
      expect(await findUserByName(t.db, name)).toBeUndefined();
    // A mistake in the arguments is told before any password is read.
    expect((await users(['add', 'bad.role', '--role', 'janitor'], GOOD_PASSWORD)).reads).toBe(0);
    // A second account of the same name is refused.
    const again = await users(['add', 'first.admin', '--role', 'admin'], GOOD_PASSWORD);
    expect(again).toMatchObject({ code: 1, err: 'There is already an account named first.admin.' });
  });

  it('lists, disables (ending sessions), enables and resets', async () => {
    await makeAccount(t, { username: 'listed.clerk', role: 'office' });
    const list = await users(['list']);
    expect(list.code).toBe(0);
    expect(list.out).toMatch(/^listed\.clerk\s+office\s+active\s+two-step off\s+listed\.clerk$/m);

    const theirs = await signIn(t, 'listed.clerk');
    const disabled = await users(['disable', 'listed.clerk']);
    expect(disabled).toMatchObject({
      code: 0,
      out: 'listed.clerk is disabled and signed out everywhere.',
    });
    expect((await get(t, '/account', theirs.cookie)).statusCode).toBe(302);
    expect((await users(['list'])).out).toMatch(/^listed\.clerk\s+office\s+disabled/m);
    expect((await signIn(t, 'listed.clerk')).response.statusCode).toBe(400);
    expect((await users(['enable', 'listed.clerk'])).code).toBe(0);
    const back = await signIn(t, 'listed.clerk');
    expect(back.response.statusCode).toBe(302);

    const newPassword = 'another long pass phrase';
    expect((await users(['reset', 'listed.clerk'], 'short')).code).toBe(1);
    const reset = await users(['reset', 'listed.clerk'], newPassword);
    expect(reset.code).toBe(0);
    expect((await get(t, '/account', back.cookie)).statusCode).toBe(302);
    expect(await verifyPassword(await passwordHash('listed.clerk'), newPassword)).toBe(true);
    const actions = await t.db
      .selectFrom('studio_audit')
      .select(['action', 'username'])
      .where('item', '=', 'listed.clerk')
      .where('username', '=', 'command line')
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['disable', 'enable', 'reset password']);
    expect((await users(['disable', 'nobody.at.all'])).err).toBe(
      'There is no account named nobody.at.all.',
    );
  });

  it('forgets an authenticator (a lost phone): the admin enrols again at the next sign-in', async () => {
    const admin = await makeAccount(t, { username: 'lost.phone', role: 'admin' });
    await withTotp(t, admin);
    const result = await users(['second-factor-off', 'lost.phone']);
    expect(result.code).toBe(0);
    expect(await findUserByName(t.db, 'lost.phone')).toMatchObject({
      totp_enabled: 0,
      totp_secret: null,
    });
    const { cookie } = await signIn(t, 'lost.phone');
    const enrol = await get(t, '/second-factor', cookie);
    expect(enrol.body).toContain('Set up two-step sign-in');
  });

  it('runs as the compiled build/bin/users.js, reading the password from a pipe', async () => {
    const database = t.config.databaseUrl
      ? { DATABASE_URL: t.config.databaseUrl }
      : { DATABASE_PATH: t.config.databasePath };
    const run = async (args: string[], stdin: string) => {
      const env: NodeJS.ProcessEnv = { ...process.env, AUTO_IMPORT: '0', ...database };
      if (!t.config.databaseUrl) delete env.DATABASE_URL;
      const child = spawn(process.execPath, [USERS_COMMAND, ...args], { cwd: ROOT, env });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stdin.end(stdin);
      const [code] = (await once(child, 'exit')) as [number];
      return { code, output };
    };
    const added = await run(['add', 'piped.admin', '--role', 'admin'], `${GOOD_PASSWORD}\n`);
    expect(added).toEqual({
      code: 0,
      output: 'Made piped.admin (admin). They set up two-step sign-in at the first sign-in.\n',
    });
    expect(await verifyPassword(await passwordHash('piped.admin'), GOOD_PASSWORD)).toBe(true);
    const weak = await run(['add', 'piped.weak', '--role', 'office'], 'short\n');
    expect(weak.code).toBe(1);
    expect(weak.output).toMatch(/^password: The password must be at least 12 characters long/);
  });
});
