import { describe, expect, it } from 'vitest';
import { recordAudit } from '../../src/studio/audit.ts';
import { findUserByName } from '../../src/studio/auth/users.repository.ts';
import { useStudio } from '../helpers/studio.ts';
import {
  GOOD_PASSWORD,
  get,
  makeAccount,
  post,
  signIn,
  signInWithCode,
  textOf,
} from '../helpers/studio-auth.ts';

const NOT_ALLOWED = 'You are not allowed to do this; nothing was changed.';
const NEW_PASSWORD = 'a brand new sentence of words';

describe('the accounts and audit screens', () => {
  const t = useStudio({ readsPublicSite: false });

  const countUsers = async () =>
    (await t.db.selectFrom('studio_users').select('id').execute()).length;
  const auditFor = (item: string) =>
    t.db
      .selectFrom('studio_audit')
      .selectAll()
      .where('item', '=', item)
      .where('entity', '=', 'account')
      .orderBy('id')
      .execute();

  let admin = '';
  const adminCookie = async () => {
    if (!admin) {
      const user = await makeAccount(t, { username: 'the.admin', role: 'admin' });
      admin = await signInWithCode(t, user);
    }
    return admin;
  };

  it('refuses every other role with 403, and changes nothing', async () => {
    const department = await t.db
      .selectFrom('departments')
      .select('dept_code')
      .executeTakeFirstOrThrow();
    await makeAccount(t, { username: 'office.one', role: 'office' });
    await makeAccount(t, { username: 'iqac.one', role: 'iqac' });
    await makeAccount(t, {
      username: 'dept.one',
      role: 'department',
      deptCode: department.dept_code,
    });
    for (const username of ['office.one', 'iqac.one', 'dept.one']) {
      const { cookie } = await signIn(t, username);
      for (const path of ['/accounts', '/audit']) {
        const page = await get(t, path, cookie);
        expect(page.statusCode).toBe(403);
        expect(textOf(page.body)).toContain(NOT_ALLOWED);
      }
      const before = await countUsers();
      const made = await post(
        t,
        '/accounts',
        {
          intent: 'create',
          username: `made.by.${username}`,
          role: 'admin',
          password: GOOD_PASSWORD,
        },
        cookie,
      );
      expect(made.statusCode).toBe(403);
      expect(await countUsers()).toBe(before);
      const disabled = await post(
        t,
        '/accounts',
        { intent: 'disable', username: 'office.one' },
        cookie,
      );
      expect(disabled.statusCode).toBe(403);
      expect((await findUserByName(t.db, 'office.one'))?.disabled).toBe(0);
    }
  });

  it('lets the admin make an account, which the list shows and the log records without its hash', async () => {
    const cookie = await adminCookie();
    const person = await t.db
      .selectFrom('employees')
      .select(['id', 'name'])
      .where('live_now', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const answer = await post(
      t,
      '/accounts',
      {
        intent: 'create',
        username: 'New.Teacher',
        role: 'faculty',
        personId: String(person.id),
        password: NEW_PASSWORD,
      },
      cookie,
    );
    expect(answer.statusCode).toBe(200);
    expect(textOf(answer.body)).toContain('The account new.teacher (faculty) was made.');
    const list = textOf((await get(t, '/accounts', cookie)).body);
    expect(list).toContain(`new.teacher ${person.name} faculty`);
    expect(list).toContain(`${person.id} (${person.name})`);
    const [entry] = await auditFor('new.teacher');
    expect(entry).toMatchObject({ action: 'create', username: 'the.admin', before: null });
    expect(JSON.parse(entry?.after ?? '{}')).toEqual({
      username: 'new.teacher',
      display_name: person.name,
      role: 'faculty',
      dept_code: null,
      person_id: person.id,
      disabled: false,
      second_factor: false,
    });
    expect(entry?.after).not.toMatch(/argon2|hash|password/i);
    // The new account signs in with the password the admin typed.
    expect((await signIn(t, 'new.teacher', NEW_PASSWORD)).response.statusCode).toBe(302);
  });

  it('says at the field when a department code does not exist, keeps what was typed, makes nothing', async () => {
    const cookie = await adminCookie();
    const before = await countUsers();
    const answer = await post(
      t,
      '/accounts',
      {
        intent: 'create',
        username: 'head.nowhere',
        displayName: 'Head of Nowhere',
        role: 'department',
        deptCode: 'xyz',
        password: NEW_PASSWORD,
      },
      cookie,
    );
    expect(answer.statusCode).toBe(400);
    expect(textOf(answer.body)).toContain('There is no department with the code XYZ.');
    expect(answer.body).toMatch(/<p class="error-message" id="create-deptCode-error">/);
    expect(answer.body).toMatch(
      /id="create-deptCode"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="create-deptCode"/,
    );
    expect(answer.body).toContain('value="head.nowhere"');
    expect(answer.body).toContain('value="Head of Nowhere"');
    expect(answer.body).toMatch(/<option value="department" selected="">/);
    expect(answer.body).toContain('value="xyz"');
    expect(answer.body).not.toContain(NEW_PASSWORD);
    expect(await countUsers()).toBe(before);
    expect(await auditFor('head.nowhere')).toHaveLength(0);
  });

  it('refuses a weak password, a taken name and a missing role at their fields', async () => {
    const cookie = await adminCookie();
    const weak = await post(
      t,
      '/accounts',
      { intent: 'create', username: 'short.pass', role: 'office', password: 'short' },
      cookie,
    );
    expect(textOf(weak.body)).toContain('The password must be at least 12 characters long');
    const same = await post(
      t,
      '/accounts',
      { intent: 'create', username: 'office.same', role: 'office', password: 'office.same' },
      cookie,
    );
    expect(textOf(same.body)).toContain('at least 12 characters');
    const samePassword = await post(
      t,
      '/accounts',
      {
        intent: 'create',
        username: 'office.same.name',
        role: 'office',
        password: 'Office.Same.Name',
      },
      cookie,
    );
    expect(textOf(samePassword.body)).toContain('The password must not be the username.');
    const taken = await post(
      t,
      '/accounts',
      { intent: 'create', username: 'the.admin', role: 'office', password: NEW_PASSWORD },
      cookie,
    );
    expect(textOf(taken.body)).toContain('There is already an account named the.admin.');
    const roleless = await post(
      t,
      '/accounts',
      { intent: 'create', username: 'no.role', role: 'janitor', password: NEW_PASSWORD },
      cookie,
    );
    expect(roleless.statusCode).toBe(400);
    expect(textOf(roleless.body)).toContain('Choose a role');
    for (const name of ['short.pass', 'office.same', 'office.same.name', 'no.role'])
      expect(await findUserByName(t.db, name)).toBeUndefined();
  });

  it('disables an account (its sessions end) and enables it again, both in the log', async () => {
    const cookie = await adminCookie();
    await makeAccount(t, { username: 'to.disable', role: 'office' });
    const theirs = await signIn(t, 'to.disable');
    const off = await post(t, '/accounts', { intent: 'disable', username: 'to.disable' }, cookie);
    expect(off.statusCode).toBe(200);
    expect((await get(t, '/account', theirs.cookie)).statusCode).toBe(302);
    expect((await signIn(t, 'to.disable')).response.statusCode).toBe(400);
    const on = await post(t, '/accounts', { intent: 'enable', username: 'to.disable' }, cookie);
    expect(on.statusCode).toBe(200);
    expect((await signIn(t, 'to.disable')).response.statusCode).toBe(302);
    const entries = (await auditFor('to.disable')).filter((e) => e.username === 'the.admin');
    expect(
      entries.map((e) => [e.action, JSON.parse(e.before ?? 'null'), JSON.parse(e.after ?? 'null')]),
    ).toEqual([
      ['disable', { disabled: false }, { disabled: true, sessions_ended: 1 }],
      ['enable', { disabled: true }, { disabled: false }],
    ]);
  });

  it('does not let the admin disable themselves', async () => {
    const cookie = await adminCookie();
    const answer = await post(t, '/accounts', { intent: 'disable', username: 'the.admin' }, cookie);
    expect(answer.statusCode).toBe(400);
    expect(textOf(answer.body)).toContain('You cannot disable your own account.');
    expect((await findUserByName(t.db, 'the.admin'))?.disabled).toBe(0);
  });

  it('sets a new password typed by the admin, ending every session of that account', async () => {
    const cookie = await adminCookie();
    await makeAccount(t, { username: 'forgetful', role: 'iqac' });
    const theirs = await signIn(t, 'forgetful');
    const form = await get(t, '/accounts?reset=forgetful', cookie);
    expect(textOf(form.body)).toContain('Set a new password for forgetful');
    const weak = await post(
      t,
      '/accounts',
      { intent: 'reset', username: 'forgetful', password: 'short' },
      cookie,
    );
    expect(weak.statusCode).toBe(400);
    expect((await get(t, '/account', theirs.cookie)).statusCode).toBe(200);
    const reset = await post(
      t,
      '/accounts',
      { intent: 'reset', username: 'forgetful', password: NEW_PASSWORD },
      cookie,
    );
    expect(reset.statusCode).toBe(200);
    expect((await get(t, '/account', theirs.cookie)).statusCode).toBe(302);
    expect((await signIn(t, 'forgetful', GOOD_PASSWORD, '10.8.0.1')).response.statusCode).toBe(400);
    expect((await signIn(t, 'forgetful', NEW_PASSWORD, '10.8.0.2')).response.statusCode).toBe(302);
    const entry = (await auditFor('forgetful')).find((e) => e.action === 'reset password');
    expect(entry?.username).toBe('the.admin');
    expect(entry?.after).not.toContain(NEW_PASSWORD);
    expect(entry?.after).not.toMatch(/argon2/);
  });

  it('shows the log newest first, 50 a page, filtered by username and entity in the address', async () => {
    const cookie = await adminCookie();
    const start = Date.parse('2030-01-01T00:00:00Z');
    for (let i = 0; i < 120; i++)
      await recordAudit(
        t.db,
        {
          userId: null,
          username: 'bulk.writer',
          action: 'save',
          entity: i % 2 ? 'notice' : 'event',
          item: `item-${i}`,
          before: { title: `old ${i}` },
          after: { title: `new ${i}` },
        },
        new Date(start + i * 1000),
      );
    const first = await get(t, '/audit?username=bulk.writer', cookie);
    expect(first.statusCode).toBe(200);
    // Each line names its item by the title it held, its key beside it.
    const items = (body: string) =>
      [...body.matchAll(/<strong>new \d+<\/strong><span class="hint"> \((item-\d+)\)/g)].map(
        (m) => m[1],
      );
    const page1 = items(first.body);
    expect(page1).toHaveLength(50);
    expect(page1[0]).toBe('item-119');
    expect(page1[49]).toBe('item-70');
    expect(textOf(first.body)).toContain('120 entries; page 1 of 3.');
    expect(first.body).toContain('href="/audit?username=bulk.writer&amp;page=2"');
    const third = await get(t, '/audit?username=bulk.writer&page=3', cookie);
    expect(items(third.body)).toHaveLength(20);
    expect(items(third.body).at(-1)).toBe('item-0');
    const notices = await get(t, '/audit?username=bulk.writer&entity=notice', cookie);
    expect(textOf(notices.body)).toContain('60 entries; page 1 of 2.');
    expect(items(notices.body).every((item) => Number(item?.slice(5)) % 2 === 1)).toBe(true);
    // Before and after, field by field, each by its label on the item's screen.
    expect(textOf(first.body)).toContain('Title old 119 new 119');
    // An unreadable page number is page 1, not an error.
    expect((await get(t, '/audit?page=abc', cookie)).statusCode).toBe(200);
  });

  it('has one h1 and a main landmark on each screen', async () => {
    const cookie = await adminCookie();
    for (const path of ['/accounts', '/audit', '/account']) {
      const page = await get(t, path, cookie);
      expect(page.body.match(/<h1[ >]/g)).toHaveLength(1);
      expect(page.body).toContain('<main id="main"');
      expect(page.body).not.toMatch(/ style="/);
    }
  });
});
