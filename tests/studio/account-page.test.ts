import { describe, expect, it } from 'vitest';
import { useStudio } from '../helpers/studio.ts';
import { GOOD_PASSWORD, get, makeAccount, post, signIn, textOf } from '../helpers/studio-auth.ts';

const NEW_PASSWORD = 'my new and longer phrase';

describe('your account', () => {
  const t = useStudio({ readsPublicSite: false });

  it('changes the password after asking the current one, and signs out every other session', async () => {
    await makeAccount(t, { username: 'changer', role: 'iqac' });
    const here = await signIn(t, 'changer');
    const there = await signIn(t, 'changer');
    const change = (fields: Record<string, string>) =>
      post(t, '/account', { intent: 'password', ...fields }, here.cookie);

    const wrong = await change({
      current: 'not my password',
      password: NEW_PASSWORD,
      confirm: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(textOf(wrong.body)).toContain('That is not your current password.');
    const short = await change({ current: GOOD_PASSWORD, password: 'short', confirm: 'short' });
    expect(textOf(short.body)).toContain('at least 12 characters');
    const differ = await change({
      current: GOOD_PASSWORD,
      password: NEW_PASSWORD,
      confirm: `${NEW_PASSWORD}!`,
    });
    expect(textOf(differ.body)).toContain('The two new passwords are not the same.');
    for (const answer of [wrong, short, differ]) expect(answer.body).not.toContain(NEW_PASSWORD);
    expect((await get(t, '/account', there.cookie)).statusCode).toBe(200);

    const done = await change({
      current: GOOD_PASSWORD,
      password: NEW_PASSWORD,
      confirm: NEW_PASSWORD,
    });
    expect(done.statusCode).toBe(200);
    expect(textOf(done.body)).toContain('Your password was changed.');
    expect((await get(t, '/account', here.cookie)).statusCode).toBe(200);
    expect((await get(t, '/account', there.cookie)).statusCode).toBe(302);
    expect((await signIn(t, 'changer', NEW_PASSWORD)).response.statusCode).toBe(302);
    const entry = await t.db
      .selectFrom('studio_audit')
      .selectAll()
      .where('action', '=', 'change password')
      .executeTakeFirstOrThrow();
    expect(entry.username).toBe('changer');
    expect(entry.after).not.toContain(NEW_PASSWORD);
  });

  it('sends a visitor without a session to sign in, coming back here after', async () => {
    const answer = await get(t, '/account');
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/sign-in?next=%2Faccount');
  });
});
