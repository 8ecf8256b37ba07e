import { describe, expect, it } from 'vitest';
import { MAX_SESSIONS_PER_ACCOUNT, readSignedIn } from '../../src/studio/auth/sessions.ts';
import { useStudio } from '../helpers/studio.ts';
import {
  GOOD_PASSWORD,
  get,
  makeAccount,
  post,
  sessionCookie,
  setCookies,
  signIn,
  textOf,
} from '../helpers/studio-auth.ts';

const REFUSED = 'The username or password is not right.';

describe('signing in to the studio', () => {
  const t = useStudio({ readsPublicSite: false });

  const sessionsOf = (userId: number) =>
    t.db.selectFrom('studio_sessions').selectAll().where('user_id', '=', userId).execute();

  it('sets exactly one host-only, secure, strict cookie and goes on to the studio', async () => {
    await makeAccount(t, { username: 'clerk.one', role: 'office' });
    const { response, cookie } = await signIn(t, 'Clerk.One ');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    const cookies = setCookies(response);
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(
      /^__Host-studio=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
    );
    const account = await get(t, '/account', cookie);
    expect(account.statusCode).toBe(200);
    expect(textOf(account.body)).toContain('clerk.one');
  });

  it('makes a new session id at every sign-in and ends the one the browser had', async () => {
    const user = await makeAccount(t, { username: 'clerk.two', role: 'office' });
    const first = await signIn(t, 'clerk.two');
    const again = await post(
      t,
      '/sign-in',
      { username: 'clerk.two', password: GOOD_PASSWORD },
      first.cookie,
    );
    const second = sessionCookie(again);
    expect(second).not.toBe(first.cookie);
    expect(await sessionsOf(user.id)).toHaveLength(1);
    expect((await get(t, '/account', first.cookie)).headers.location).toBe(
      '/sign-in?next=%2Faccount',
    );
    expect((await get(t, '/account', second)).statusCode).toBe(200);
  });

  it('says the same for an unknown name, a wrong password and a disabled account', async () => {
    await makeAccount(t, { username: 'clerk.three', role: 'office' });
    const gone = await makeAccount(t, { username: 'clerk.gone', role: 'office' });
    await t.db.updateTable('studio_users').set({ disabled: 1 }).where('id', '=', gone.id).execute();
    const answers = [
      await post(
        t,
        '/sign-in',
        { username: 'nobody.here', password: GOOD_PASSWORD },
        '',
        '10.9.0.1',
      ),
      await post(
        t,
        '/sign-in',
        { username: 'clerk.three', password: 'not the password' },
        '',
        '10.9.0.2',
      ),
      await post(
        t,
        '/sign-in',
        { username: 'clerk.gone', password: GOOD_PASSWORD },
        '',
        '10.9.0.3',
      ),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(setCookies(answer)).toHaveLength(0);
      expect(textOf(answer.body)).toContain(REFUSED);
    }
    // The username stays in its field; the password is never sent back.
    expect(answers[1]?.body).toMatch(
      /name="username"[^>]*value="clerk.three"|value="clerk.three"[^>]*name="username"/,
    );
    expect(answers[1]?.body).not.toContain('not the password');
    // The log says who and why; the person is told neither.
    const refused = await t.db
      .selectFrom('studio_audit')
      .select(['username', 'user_id', 'action', 'reason', 'address', 'count'])
      .where('action', 'like', 'sign-in refused%')
      .where('address', 'like', '10.9.0.%')
      .orderBy('address')
      .execute();
    expect(refused).toEqual([
      {
        username: 'nobody.here',
        user_id: null,
        action: 'sign-in refused',
        reason: 'no such account',
        address: '10.9.0.1',
        count: 1,
      },
      {
        username: 'clerk.three',
        user_id: expect.any(Number),
        action: 'sign-in refused',
        reason: 'wrong password',
        address: '10.9.0.2',
        count: 1,
      },
      {
        username: 'clerk.gone',
        user_id: gone.id,
        action: 'sign-in refused',
        reason: 'account disabled',
        address: '10.9.0.3',
        count: 1,
      },
    ]);
  });

  it('asks for both fields at the fields themselves', async () => {
    const answer = await post(t, '/sign-in', { username: '', password: '' });
    expect(answer.statusCode).toBe(400);
    const text = textOf(answer.body);
    expect(text).toContain('Enter your username.');
    expect(text).toContain('Enter your password.');
    expect(answer.body).toContain('aria-invalid="true"');
  });

  it('holds an account back after three failures, even from other addresses, even with the right password', async () => {
    await makeAccount(t, { username: 'clerk.four', role: 'office' });
    for (const from of ['10.1.0.1', '10.1.0.2', '10.1.0.3']) {
      const answer = await post(
        t,
        '/sign-in',
        { username: 'clerk.four', password: 'wrong guess one' },
        '',
        from,
      );
      expect(textOf(answer.body)).toContain(REFUSED);
    }
    const fourth = await post(
      t,
      '/sign-in',
      { username: 'clerk.four', password: 'wrong guess two' },
      '',
      '10.1.0.4',
    );
    expect(fourth.statusCode).toBe(429);
    expect(textOf(fourth.body)).toMatch(
      /Too many attempts\. Try again in \d+ (second|seconds|minute|minutes)\./,
    );
    const right = await post(
      t,
      '/sign-in',
      { username: 'clerk.four', password: GOOD_PASSWORD },
      '',
      '10.1.0.5',
    );
    expect(right.statusCode).toBe(429);
    expect(setCookies(right)).toHaveLength(0);
    const row = await t.db
      .selectFrom('studio_throttle')
      .selectAll()
      .where('key', '=', 'user:clerk.four')
      .executeTakeFirstOrThrow();
    // Refused attempts were not even checked: the count stays at the three real failures.
    expect(row.failures).toBe(3);
  });

  it('holds an address back after three failures, whatever the usernames', async () => {
    await makeAccount(t, { username: 'clerk.five', role: 'office' });
    for (const name of ['guess.a', 'guess.b', 'guess.c']) {
      const answer = await post(
        t,
        '/sign-in',
        { username: name, password: 'wrong guess one' },
        '',
        '10.2.0.1',
      );
      expect(textOf(answer.body)).toContain(REFUSED);
    }
    const blocked = await signIn(t, 'clerk.five', GOOD_PASSWORD, '10.2.0.1');
    expect(blocked.response.statusCode).toBe(429);
    expect(textOf(blocked.response.body)).toContain('Too many attempts.');
    const elsewhere = await signIn(t, 'clerk.five', GOOD_PASSWORD, '10.2.0.2');
    expect(elsewhere.response.statusCode).toBe(302);
  });

  it('forgets an account’s failures once it signs in', async () => {
    await makeAccount(t, { username: 'clerk.six', role: 'office' });
    const fail = (from: string) =>
      post(t, '/sign-in', { username: 'clerk.six', password: 'wrong guess one' }, '', from);
    await fail('10.3.0.1');
    await fail('10.3.0.2');
    expect((await signIn(t, 'clerk.six', GOOD_PASSWORD, '10.3.0.3')).response.statusCode).toBe(302);
    await fail('10.3.0.4');
    await fail('10.3.0.5');
    // Four failures in all, but two since the success: not held back.
    expect((await signIn(t, 'clerk.six', GOOD_PASSWORD, '10.3.0.6')).response.statusCode).toBe(302);
  });

  it('records a sign-in in the audit log', async () => {
    const user = await makeAccount(t, { username: 'clerk.seven', role: 'office' });
    await signIn(t, 'clerk.seven', GOOD_PASSWORD, '10.4.0.1');
    const entry = await t.db
      .selectFrom('studio_audit')
      .selectAll()
      .where('action', '=', 'sign-in')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      username: 'clerk.seven',
      entity: 'account',
      address: '10.4.0.1',
    });
  });

  it('keeps ten sessions of an account: the eleventh sign-in ends the oldest', async () => {
    const user = await makeAccount(t, { username: 'clerk.many', role: 'office' });
    const cookies: string[] = [];
    for (let i = 0; i < MAX_SESSIONS_PER_ACCOUNT + 1; i++)
      cookies.push((await signIn(t, 'clerk.many')).cookie);
    expect(MAX_SESSIONS_PER_ACCOUNT).toBe(10);
    expect(await sessionsOf(user.id)).toHaveLength(10);
    expect((await get(t, '/account', cookies[0])).headers.location).toBe(
      '/sign-in?next=%2Faccount',
    );
    for (const cookie of cookies.slice(1))
      expect((await get(t, '/account', cookie)).statusCode).toBe(200);
  });

  it('ends a session left idle, and one past its absolute limit', async () => {
    const user = await makeAccount(t, { username: 'clerk.eight', role: 'office' });
    const idle = await signIn(t, 'clerk.eight');
    const old = await signIn(t, 'clerk.eight');
    const [idleRow, oldRow] = await Promise.all(
      [idle.cookie, old.cookie].map(async (cookie) => {
        const signedIn = await readSignedIn(t.db, cookie, t.config.studio, new Date());
        return signedIn?.sessionId ?? '';
      }),
    );
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
    await t.db
      .updateTable('studio_sessions')
      .set({ last_seen_at: ago(t.config.studio.idleMs + 1000) })
      .where('id', '=', idleRow ?? '')
      .execute();
    await t.db
      .updateTable('studio_sessions')
      .set({ created_at: ago(t.config.studio.sessionMs + 1000) })
      .where('id', '=', oldRow ?? '')
      .execute();
    for (const cookie of [idle.cookie, old.cookie]) {
      const answer = await get(t, '/account', cookie);
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toBe('/sign-in?next=%2Faccount');
    }
    expect(await sessionsOf(user.id)).toHaveLength(0);
  });

  it('writes last_seen_at at most once a minute', async () => {
    await makeAccount(t, { username: 'clerk.nine', role: 'office' });
    const { cookie } = await signIn(t, 'clerk.nine');
    const start = await readSignedIn(t.db, cookie, t.config.studio, new Date());
    const seen = async () =>
      (
        await t.db
          .selectFrom('studio_sessions')
          .select('last_seen_at')
          .where('id', '=', start?.sessionId ?? '')
          .executeTakeFirstOrThrow()
      ).last_seen_at;
    const before = await seen();
    const soon = new Date(Date.parse(before) + 30_000);
    await readSignedIn(t.db, cookie, t.config.studio, soon);
    expect(await seen()).toBe(before);
    const later = new Date(Date.parse(before) + 61_000);
    expect(await readSignedIn(t.db, cookie, t.config.studio, later)).not.toBeNull();
    expect(await seen()).toBe(later.toISOString());
  });

  it('signs out by POST only, forgetting the cookie and ending the session', async () => {
    await makeAccount(t, { username: 'clerk.ten', role: 'office' });
    const { cookie } = await signIn(t, 'clerk.ten');
    const page = await get(t, '/sign-out', cookie);
    expect(page.statusCode).toBe(200);
    expect((await get(t, '/account', cookie)).statusCode).toBe(200);
    const out = await post(t, '/sign-out', {}, cookie);
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/sign-in');
    expect(setCookies(out)).toEqual([
      '__Host-studio=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Strict',
    ]);
    // The drafts of unsaved forms this browser kept go too.
    expect(out.headers['clear-site-data']).toBe('"storage"');
    expect((await get(t, '/account', cookie)).statusCode).toBe(302);
  });

  it('signs out everywhere: every session of the account ends', async () => {
    const user = await makeAccount(t, { username: 'clerk.eleven', role: 'office' });
    const here = await signIn(t, 'clerk.eleven');
    const there = await signIn(t, 'clerk.eleven');
    expect(await sessionsOf(user.id)).toHaveLength(2);
    const answer = await post(t, '/account', { intent: 'sign-out-everywhere' }, here.cookie);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/sign-in');
    expect(await sessionsOf(user.id)).toHaveLength(0);
    expect((await get(t, '/account', there.cookie)).statusCode).toBe(302);
  });

  it('refuses the session of an account disabled since it signed in', async () => {
    const user = await makeAccount(t, { username: 'clerk.twelve', role: 'office' });
    const { cookie } = await signIn(t, 'clerk.twelve');
    await t.db.updateTable('studio_users').set({ disabled: 1 }).where('id', '=', user.id).execute();
    expect(await readSignedIn(t.db, cookie, t.config.studio, new Date())).toBeNull();
    expect((await get(t, '/account', cookie)).headers.location).toBe('/sign-in?next=%2Faccount');
  });

  it('goes back to a local address only', async () => {
    await makeAccount(t, { username: 'clerk.thirteen', role: 'office' });
    const to = async (next: string) =>
      (await post(t, '/sign-in', { username: 'clerk.thirteen', password: GOOD_PASSWORD, next }))
        .headers.location;
    expect(await to('/items/notice?page=2')).toBe('/items/notice?page=2');
    expect(await to('//evil.example/')).toBe('/');
    expect(await to('/\\evil.example')).toBe('/');
    expect(await to('https://evil.example/')).toBe('/');
    const page = await get(t, '/sign-in?next=%2Faudit');
    expect(page.body).toContain('value="/audit"');
  });

  it('shows the sign-in page with its title, one h1 and a main landmark', async () => {
    const page = await get(t, '/sign-in');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Sign in to the studio</title>');
    expect(page.body.match(/<h1[ >]/g)).toHaveLength(1);
    expect(page.body).toContain('<main id="main"');
    // React writes the attribute as autoComplete; HTML reads attribute names in any case.
    expect(page.body).toMatch(/autocomplete="username"/i);
    expect(page.body).toMatch(/autocomplete="current-password"/i);
    expect(textOf(page.body)).toContain('Kopoubari College');
  });
});
