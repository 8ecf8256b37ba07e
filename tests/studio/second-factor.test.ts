import { afterEach, describe, expect, it, vi } from 'vitest';
import { findUserByName } from '../../src/studio/auth/users.repository.ts';
import { STUDIO_TEST_ORIGIN, useStudio } from '../helpers/studio.ts';
import {
  GOOD_PASSWORD,
  codeFor,
  get,
  makeAccount,
  post,
  sessionCookie,
  signIn,
  textOf,
  withTotp,
} from '../helpers/studio-auth.ts';

describe('the second factor', () => {
  const t = useStudio({ readsPublicSite: false });
  afterEach(() => vi.useRealTimers());

  const secretOf = async (username: string) =>
    (await findUserByName(t.db, username))?.totp_secret ?? '';

  it('sends an admin without it to enrol before anything else, and lets them in with a right code', async () => {
    await makeAccount(t, { username: 'head.admin', role: 'admin' });
    const { response, cookie } = await signIn(t, 'head.admin');
    expect(response.headers.location).toBe('/second-factor?next=%2F');
    const accounts = await get(t, '/accounts', cookie);
    expect(accounts.statusCode).toBe(302);
    expect(accounts.headers.location).toBe('/second-factor?next=%2Faccounts');
    expect((await get(t, '/audit', cookie)).headers.location).toBe('/second-factor?next=%2Faudit');

    const enrol = await get(t, '/second-factor?next=%2Faccounts', cookie);
    expect(enrol.statusCode).toBe(200);
    expect(enrol.body).toMatch(/<img[^>]+src="data:image\/png;base64,[A-Za-z0-9+/=]+"/);
    const secret = await secretOf('head.admin');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // The key written out in groups of four, for typing and for screen readers.
    expect(textOf(enrol.body)).toContain(secret.match(/.{4}/g)?.join(' '));
    // A second look shows the same key: the app scanned a moment ago still works.
    await get(t, '/second-factor', cookie);
    expect(await secretOf('head.admin')).toBe(secret);

    const wrong = await post(t, '/second-factor', { code: '000000', next: '/accounts' }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(textOf(wrong.body)).toContain('That code is not right.');
    expect((await get(t, '/accounts', cookie)).statusCode).toBe(302);
    expect((await findUserByName(t.db, 'head.admin'))?.totp_enabled).toBe(0);

    const right = await post(
      t,
      '/second-factor',
      { code: codeFor(secret), next: '/accounts' },
      cookie,
    );
    expect(right.statusCode).toBe(302);
    expect(right.headers.location).toBe('/accounts');
    const stepped = sessionCookie(right);
    expect(stepped).not.toBe(cookie);
    expect((await get(t, '/accounts', stepped)).statusCode).toBe(200);
    expect((await get(t, '/accounts', cookie)).headers.location).toBe('/sign-in?next=%2Faccounts');
    expect((await findUserByName(t.db, 'head.admin'))?.totp_enabled).toBe(1);
  });

  it('asks an enrolled admin for the code at every sign-in', async () => {
    const admin = await makeAccount(t, { username: 'second.admin', role: 'admin' });
    const secret = await withTotp(t, admin);
    const { response, cookie } = await signIn(t, 'second.admin');
    expect(response.headers.location).toBe('/second-factor?next=%2F');
    const ask = await get(t, '/second-factor', cookie);
    expect(ask.body).not.toContain('data:image/png');
    expect(textOf(ask.body)).toContain('Enter your sign-in code');
    expect((await get(t, '/accounts', cookie)).statusCode).toBe(302);
    // A code from 30 s ago still counts (window 1); one from two minutes ago does not.
    const stale = await post(
      t,
      '/second-factor',
      { code: codeFor(secret, Date.now() - 120_000) },
      cookie,
    );
    expect(stale.statusCode).toBe(400);
    const late = await post(
      t,
      '/second-factor',
      { code: codeFor(secret, Date.now() - 30_000) },
      cookie,
    );
    expect(late.statusCode).toBe(302);
    expect((await get(t, '/accounts', sessionCookie(late))).statusCode).toBe(200);
  });

  it('takes a code once: the same code again, even in a new sign-in, is refused', async () => {
    const admin = await makeAccount(t, { username: 'replay.admin', role: 'admin' });
    const secret = await withTotp(t, admin);
    const code = codeFor(secret);
    const first = await signIn(t, 'replay.admin');
    const taken = await post(t, '/second-factor', { code }, first.cookie);
    expect(taken.statusCode).toBe(302);
    const second = await signIn(t, 'replay.admin');
    const replayed = await post(t, '/second-factor', { code }, second.cookie);
    expect(replayed.statusCode).toBe(400);
    expect((await get(t, '/accounts', second.cookie)).statusCode).toBe(302);
  });

  it('lets a session waiting for its code sign out, and nothing else', async () => {
    const admin = await makeAccount(t, { username: 'third.admin', role: 'admin' });
    await withTotp(t, admin);
    const { cookie } = await signIn(t, 'third.admin');
    for (const path of ['/account', '/accounts', '/audit'])
      expect((await get(t, path, cookie)).headers.location).toMatch(/^\/second-factor\?next=/);
    const denied = await post(
      t,
      '/accounts',
      { intent: 'disable', username: 'third.admin' },
      cookie,
    );
    expect(denied.statusCode).toBe(302);
    expect((await findUserByName(t.db, 'third.admin'))?.disabled).toBe(0);
    const out = await post(t, '/sign-out', {}, cookie);
    expect(out.headers.location).toBe('/sign-in');
  });

  it('holds back a guessing of codes after three wrong ones', async () => {
    const admin = await makeAccount(t, { username: 'fourth.admin', role: 'admin' });
    const secret = await withTotp(t, admin);
    const { cookie } = await signIn(t, 'fourth.admin');
    for (const code of ['111111', '222222', '333333'])
      expect((await post(t, '/second-factor', { code }, cookie)).statusCode).toBe(400);
    const held = await post(t, '/second-factor', { code: codeFor(secret) }, cookie);
    expect(held.statusCode).toBe(429);
    expect(textOf(held.body)).toContain('Too many attempts.');
  });

  it('checks only three of 150 codes sent at once, and refuses the right one sent last', async () => {
    const admin = await makeAccount(t, { username: 'burst.admin', role: 'admin' });
    const secret = await withTotp(t, admin);
    const { cookie } = await signIn(t, 'burst.admin');
    // The clock held still: the whole burst falls inside the first wait.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date());
    const right = codeFor(secret);
    const wrong = (index: number) => {
      const code = String(100_000 + index);
      return code === right ? '999999' : code;
    };
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, index) =>
        t.studio.inject({
          method: 'POST',
          url: '/second-factor.data',
          headers: {
            origin: STUDIO_TEST_ORIGIN,
            'content-type': 'application/x-www-form-urlencoded',
            cookie,
          },
          payload: new URLSearchParams({ code: index === 149 ? right : wrong(index) }).toString(),
        }),
      ),
    );
    expect(answers[149]!.statusCode).toBe(429);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(147);
    const lines = await t.db
      .selectFrom('studio_audit')
      .select(['action', 'reason', 'count'])
      .where('user_id', '=', admin.id)
      .where('action', 'like', 'second factor refused%')
      .orderBy('action')
      .orderBy('reason')
      .execute();
    expect(lines).toEqual([
      { action: 'second factor refused', reason: 'too many attempts', count: 147 },
      ...Array.from({ length: 3 }, () => ({
        action: 'second factor refused',
        reason: 'wrong code',
        count: 1,
      })),
    ]);
  });

  it('is optional for other roles: turned on from the account page, asked at sign-in, turned off with the password', async () => {
    await makeAccount(t, { username: 'office.clerk', role: 'office' });
    const first = await signIn(t, 'office.clerk');
    expect(first.response.headers.location).toBe('/');
    const account = await get(t, '/account', first.cookie);
    expect(account.body).toContain('href="/second-factor?next=%2Faccount"');
    const enrol = await get(t, '/second-factor?next=%2Faccount', first.cookie);
    expect(enrol.body).toContain('data:image/png');
    const on = await post(
      t,
      '/second-factor',
      { code: codeFor(await secretOf('office.clerk')), next: '/account' },
      first.cookie,
    );
    expect(on.headers.location).toBe('/account');
    expect((await findUserByName(t.db, 'office.clerk'))?.totp_enabled).toBe(1);

    const second = await signIn(t, 'office.clerk');
    expect(second.response.headers.location).toBe('/second-factor?next=%2F');
    // The next code: the one taken at enrolment cannot be given again.
    const passed = await post(
      t,
      '/second-factor',
      { code: codeFor(await secretOf('office.clerk'), Date.now() + 30_000) },
      second.cookie,
    );
    const cookie = sessionCookie(passed);
    const wrong = await post(
      t,
      '/account',
      { intent: 'totp-off', current: 'not my password' },
      cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(textOf(wrong.body)).toContain('That is not your current password.');
    expect((await findUserByName(t.db, 'office.clerk'))?.totp_enabled).toBe(1);
    const off = await post(t, '/account', { intent: 'totp-off', current: GOOD_PASSWORD }, cookie);
    expect(off.statusCode).toBe(200);
    expect(textOf(off.body)).toContain('Two-step sign-in is off.');
    const user = await findUserByName(t.db, 'office.clerk');
    expect(user).toMatchObject({ totp_enabled: 0, totp_secret: null });
    expect((await signIn(t, 'office.clerk')).response.headers.location).toBe('/');
  });

  it('does not let an admin turn it off', async () => {
    const admin = await makeAccount(t, { username: 'fifth.admin', role: 'admin' });
    const secret = await withTotp(t, admin);
    const { cookie } = await signIn(t, 'fifth.admin');
    const passed = sessionCookie(
      await post(t, '/second-factor', { code: codeFor(secret) }, cookie),
    );
    const off = await post(t, '/account', { intent: 'totp-off', current: GOOD_PASSWORD }, passed);
    expect(off.statusCode).toBe(403);
    expect((await findUserByName(t.db, 'fifth.admin'))?.totp_enabled).toBe(1);
  });
});
