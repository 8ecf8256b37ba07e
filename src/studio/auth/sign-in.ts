import type { Db } from '../../db/database.ts';
import { recordAudit } from '../audit.ts';
import { dummyHash, verifyPassword } from './passwords.ts';
import {
  accountKey,
  addressKey,
  clearFailures,
  recordFailure,
  throttleMessage,
  waitFor,
} from './throttle.ts';
import { findPasswordHash, findUserByName, type StudioUser } from './users.repository.ts';
import { normalizeUsername } from './usernames.ts';

/** One message for an unknown name, a wrong password and a disabled account: none tells which. */
export const SIGN_IN_REFUSED = 'The username or password is not right.';

export type SignInResult =
  { ok: true; user: StudioUser } | { ok: false; message: string; throttled: boolean };

/**
 * An admin always gives a second factor; anyone else once they have turned it on (/account).
 * Until then the session reaches only /second-factor and /sign-out.
 */
export function secondFactorRequired(user: Pick<StudioUser, 'role' | 'totp_enabled'>): boolean {
  return user.role === 'admin' || user.totp_enabled === 1;
}

/**
 * The whole decision of a sign-in: the throttle first (a blocked attempt is refused without
 * looking at the password), then the password, checked against a dummy hash when there is no
 * such account so that the time taken does not tell; every outcome in the audit log.
 */
export async function signIn(
  db: Db,
  attempt: { username: string; password: string; address: string },
  now: Date,
): Promise<SignInResult> {
  const username = normalizeUsername(attempt.username).slice(0, 100);
  const keys = [accountKey(username), addressKey(attempt.address)];
  const audit = (action: string, user?: StudioUser) =>
    recordAudit(
      db,
      {
        userId: user?.id ?? null,
        username,
        action,
        entity: 'account',
        item: username,
        address: attempt.address,
      },
      now,
    );

  const wait = await waitFor(db, keys, now);
  if (wait > 0) {
    await audit('sign-in refused (too many attempts)');
    return { ok: false, message: throttleMessage(wait), throttled: true };
  }

  const user = username ? await findUserByName(db, username) : undefined;
  const hash = user ? await findPasswordHash(db, user.id) : undefined;
  const passwordRight = await verifyPassword(hash ?? (await dummyHash()), attempt.password);
  if (!user || !hash || !passwordRight || user.disabled) {
    await recordFailure(db, keys, now);
    await audit('sign-in failed');
    return { ok: false, message: SIGN_IN_REFUSED, throttled: false };
  }
  await clearFailures(db, accountKey(username));
  await audit('sign-in', user);
  return { ok: true, user };
}
