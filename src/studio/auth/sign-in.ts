import type { Db } from '../../db/database.ts';
import { recordAudit, summedPerMinute } from '../audit.ts';
import { dummyHash, verifyPassword } from './passwords.ts';
import {
  accountKey,
  addressKey,
  clearFailures,
  refundAttempt,
  reservationOf,
  reserveAttempt,
  throttleMessage,
} from './throttle.ts';
import { findPasswordHash, findUserByName, type StudioUser } from './users.repository.ts';
import { normalizeUsername } from './usernames.ts';

/** One message for an unknown name, a wrong password and a disabled account: none tells which. */
export const SIGN_IN_REFUSED = 'The username or password is not right.';

export type SignInResult =
  { ok: true; user: StudioUser } | { ok: false; message: string; throttled: boolean };

/** Why a sign-in was refused, as the audit log says it (the person is only told SIGN_IN_REFUSED). */
export type RefusedBecause =
  | 'too many attempts'
  | 'no such account'
  | 'no password set yet'
  | 'wrong password'
  | 'account disabled';

function whyRefused(
  user: StudioUser | undefined,
  hash: string | undefined,
  passwordRight: boolean,
): RefusedBecause {
  if (!user) return 'no such account';
  if (!hash) return 'no password set yet';
  return passwordRight ? 'account disabled' : 'wrong password';
}

/**
 * An admin always gives a second factor; anyone else once they have turned it on (/account).
 * Until then the session reaches only /second-factor and /sign-out.
 */
export function secondFactorRequired(user: Pick<StudioUser, 'role' | 'totp_enabled'>): boolean {
  return user.role === 'admin' || user.totp_enabled === 1;
}

/**
 * The whole decision of a sign-in. The throttle first: the attempt is counted as a failure on
 * the account and the address before the password is looked at, and refused unchecked while
 * either is held back (throttle.ts), so a burst checks no more guesses than the schedule allows.
 * Then the password, checked against a dummy hash when there is no such account so that the
 * time taken does not tell. A right one takes the failure back. Every outcome goes in the audit
 * log, with why; what an outsider can repeat at will is summed per address and minute.
 */
export async function signIn(
  db: Db,
  attempt: { username: string; password: string; address: string },
  now: Date,
): Promise<SignInResult> {
  const username = normalizeUsername(attempt.username).slice(0, 100);
  const user = username ? await findUserByName(db, username) : undefined;
  const audit = (because?: RefusedBecause) =>
    recordAudit(
      db,
      {
        userId: user?.id ?? null,
        username,
        action: because ? 'sign-in refused' : 'sign-in',
        ...(because ? { reason: because } : {}),
        entity: 'account',
        item: username,
        address: attempt.address,
        // Unchecked refusals and made-up names cost an outsider nothing: one line a minute.
        ...(because === 'too many attempts' || because === 'no such account'
          ? { summedAs: summedPerMinute(`sign-in refused: ${because}`, attempt.address, now) }
          : {}),
      },
      now,
    );

  const reserved = await reserveAttempt(
    db,
    [accountKey(username), addressKey(attempt.address)],
    now,
  );
  if (!reserved.ok) {
    await audit('too many attempts');
    return { ok: false, message: throttleMessage(reserved.waitMs), throttled: true };
  }
  const hash = user ? await findPasswordHash(db, user.id) : undefined;
  const passwordRight = await verifyPassword(hash ?? (await dummyHash()), attempt.password);
  if (!user || !hash || !passwordRight || user.disabled) {
    await audit(whyRefused(user, hash, passwordRight));
    return { ok: false, message: SIGN_IN_REFUSED, throttled: false };
  }
  await clearFailures(db, reservationOf(reserved.reservations, accountKey(username)));
  await refundAttempt(db, reservationOf(reserved.reservations, addressKey(attempt.address)));
  await audit();
  return { ok: true, user };
}
