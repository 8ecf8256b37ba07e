import { describe, expect, it } from 'vitest';
import { changeDisabled } from '../../src/studio/auth/accounts.ts';
import {
  createPasswordLink,
  openPasswordLink,
  setPasswordByLink,
} from '../../src/studio/auth/password-links.ts';
import { runUsers } from '../../src/studio/auth/users-cli.ts';
import type { StudioUser } from '../../src/studio/auth/users.repository.ts';
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

const BY = { userId: null, username: 'test', address: '127.0.0.1' };
const HOLDERS_PASSWORD = 'the holder of an old link';
const NEW_PASSWORD = 'a password set the new way';

describe('set-password links die when the password changes, the account is disabled or a newer link is made', () => {
  const t = useStudio({ readsPublicSite: false });

  /** An account with a password and a link not yet used (as an imported one given a new link). */
  async function accountWithLink(username: string) {
    const user = await makeAccount(t, { username, role: 'office' });
    const { token } = await createPasswordLink(t.db, user.id, BY);
    expect((await openPasswordLink(t.db, token)).ok).toBe(true);
    return { user, token };
  }

  let holders = 0;

  /** The link is refused on its page and by its form, and the holder's password is not set. */
  async function expectRefused(user: StudioUser, token: string) {
    expect(await openPasswordLink(t.db, token)).toEqual({ ok: false, reason: 'revoked' });
    const page = await get(t, `/set-password/${token}`);
    expect(page.statusCode).toBe(410);
    expect(textOf(page.body)).toContain('This link no longer works');
    const sent = await post(t, `/set-password/${token}`, {
      password: HOLDERS_PASSWORD,
      again: HOLDERS_PASSWORD,
    });
    expect(sent.statusCode).toBe(410);
    const holder = await signIn(t, user.username, HOLDERS_PASSWORD, `10.81.0.${++holders}`);
    expect(holder.response.statusCode).toBe(400);
  }

  it('after an admin sets a new password on the Accounts screen', async () => {
    const admin = await makeAccount(t, { username: 'links.admin', role: 'admin' });
    const cookie = await signInWithCode(t, admin);
    const { user, token } = await accountWithLink('lost.link');
    const reset = await post(
      t,
      '/accounts',
      { intent: 'reset', username: 'lost.link', password: NEW_PASSWORD },
      cookie,
    );
    expect(reset.statusCode).toBe(200);
    await expectRefused(user, token);
    expect((await signIn(t, 'lost.link', NEW_PASSWORD, '10.80.0.2')).response.statusCode).toBe(302);
  });

  it('after a reset by the users command', async () => {
    const { user, token } = await accountWithLink('cli.reset');
    const code = await runUsers(['reset', 'cli.reset'], {
      db: t.db,
      readPassword: async () => NEW_PASSWORD,
      out: () => undefined,
      err: () => undefined,
    });
    expect(code).toBe(0);
    await expectRefused(user, token);
  });

  it('after a disable, and still after the account is enabled again', async () => {
    const { user, token } = await accountWithLink('gone.away');
    await changeDisabled(t.db, user, true, BY);
    await changeDisabled(t.db, { ...user, disabled: 1 }, false, BY);
    await expectRefused(user, token);
  });

  it('after the owner changes their password on their account page', async () => {
    const { user, token } = await accountWithLink('own.change');
    const { cookie } = await signIn(t, 'own.change', GOOD_PASSWORD, '10.80.0.3');
    const changed = await post(
      t,
      '/account',
      { intent: 'password', current: GOOD_PASSWORD, password: NEW_PASSWORD, confirm: NEW_PASSWORD },
      cookie,
    );
    expect(changed.statusCode).toBe(200);
    await expectRefused(user, token);
  });

  it('after a newer link is made: only the newest works', async () => {
    const { user, token: older } = await accountWithLink('two.links');
    const { token: newer } = await createPasswordLink(t.db, user.id, BY);
    await expectRefused(user, older);
    expect((await setPasswordByLink(t.db, newer, NEW_PASSWORD, '127.0.0.1')).ok).toBe(true);
    expect((await signIn(t, 'two.links', NEW_PASSWORD, '10.80.0.4')).response.statusCode).toBe(302);
  });
});
