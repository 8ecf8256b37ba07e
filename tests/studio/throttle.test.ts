import { describe, expect, it } from 'vitest';
import { passwordProblem } from '../../src/studio/auth/password-rule.ts';
import { hashPassword, verifyPassword } from '../../src/studio/auth/passwords.ts';
import {
  clearFailures,
  delayAfter,
  refundAttempt,
  reservationOf,
  reserveAttempt,
  throttleMessage,
  waitFor,
} from '../../src/studio/auth/throttle.ts';
import { useStudio } from '../helpers/studio.ts';

describe('the sign-in throttle', () => {
  const t = useStudio({ readsPublicSite: false });
  const at = (seconds: number) => new Date(Date.parse('2030-06-01T10:00:00Z') + seconds * 1000);
  const failuresOf = async (key: string) =>
    (
      await t.db
        .selectFrom('studio_throttle')
        .select('failures')
        .where('key', '=', key)
        .executeTakeFirst()
    )?.failures;
  /** An attempt on these keys: how long it was told to wait (0: it went ahead). */
  const attempt = async (keys: string[], when: Date) => {
    const reserved = await reserveAttempt(t.db, keys, when);
    return reserved.ok ? 0 : reserved.waitMs;
  };

  it('waits 2^(n-3) seconds after the n-th failure from the third on, at most 15 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 12, 13, 14, 40].map(delayAfter)).toEqual([
      0, 0, 1000, 2000, 4000, 8000, 512_000, 900_000, 900_000, 900_000,
    ]);
  });

  it('counts each attempt before it is checked, and holds the key back from the third, for longer each time', async () => {
    const key = 'user:slow.typist';
    for (const second of [0, 1, 2]) expect(await attempt([key], at(second))).toBe(0);
    expect(await waitFor(t.db, [key], at(2))).toBe(1000);
    // Held back: refused, and not counted.
    expect(await attempt([key], at(2.5))).toBe(500);
    expect(await failuresOf(key)).toBe(3);
    expect(await attempt([key], at(3))).toBe(0);
    expect(await waitFor(t.db, [key], at(3))).toBe(2000);
    expect(await attempt([key], at(5))).toBe(0);
    expect(await waitFor(t.db, [key], at(5))).toBe(4000);
    // Any of the keys asked about holds the attempt back.
    expect(await attempt(['addr:10.0.0.9', key], at(6))).toBe(3000);
  });

  it('caps the wait at 15 minutes, and forgets a key an hour after its last failure', async () => {
    const key = 'addr:10.0.0.10';
    for (let i = 0; i < 20; i++) expect(await attempt([key], at(i * 1000))).toBe(0);
    expect(await waitFor(t.db, [key], at(19_000))).toBe(900_000);
    expect(await attempt([key], at(19_000 + 3601))).toBe(0);
    expect(await failuresOf(key)).toBe(1);
  });

  it('lets through only the free attempts of a burst, however many come at once', async () => {
    const key = 'user:many.at.once';
    const answers = await Promise.all(
      Array.from({ length: 150 }, () => reserveAttempt(t.db, [key], at(0))),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(3);
    expect(await failuresOf(key)).toBe(3);
  });

  it('counts an attempt that one key holds back on none of the others', async () => {
    const address = 'addr:10.0.0.11';
    for (const second of [0, 0, 0]) await attempt([address], at(second));
    expect(await attempt(['user:fresh.name', address], at(0.5))).toBe(500);
    // The row it made for the name is gone again: a refused made-up name leaves nothing.
    expect(await failuresOf('user:fresh.name')).toBeUndefined();
    expect(await waitFor(t.db, ['user:fresh.name'], at(0.5))).toBe(0);
  });

  it('forgets the account’s failures and gives the address its attempt back on a right password', async () => {
    const account = 'user:right.at.last';
    const address = 'addr:10.0.0.12';
    await attempt([account, address], at(0));
    const right = await reserveAttempt(t.db, [account, address], at(0));
    if (!right.ok) return expect.fail('held back');
    await clearFailures(t.db, reservationOf(right.reservations, account));
    await refundAttempt(t.db, reservationOf(right.reservations, address));
    expect(await failuresOf(account)).toBeUndefined();
    expect(await failuresOf(address)).toBe(1);
    expect(await waitFor(t.db, [account, address], at(0))).toBe(0);
  });

  it('keeps the attempts counted after a right one, so a burst gains nothing from it', async () => {
    const account = 'user:busy.account';
    const right = await reserveAttempt(t.db, [account], at(0));
    await attempt([account], at(0));
    await attempt([account], at(0));
    if (!right.ok) return expect.fail('held back');
    await clearFailures(t.db, reservationOf(right.reservations, account));
    expect(await failuresOf(account)).toBe(2);
    // The third attempt's wait stays: the right one cleared only itself.
    expect(await waitFor(t.db, [account], at(0))).toBe(1000);
  });

  it('says how long to wait in words', () => {
    expect(throttleMessage(900)).toBe('Too many attempts. Try again in 1 second.');
    expect(throttleMessage(4000)).toBe('Too many attempts. Try again in 4 seconds.');
    expect(throttleMessage(60_000)).toBe('Too many attempts. Try again in 1 minute.');
    expect(throttleMessage(840_001)).toBe('Too many attempts. Try again in 15 minutes.');
  });
});

describe('passwords', () => {
  it('are hashed with argon2id at the OWASP setting and checked', async () => {
    const hash = await hashPassword('a sentence to remember');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'a sentence to remember')).toBe(true);
    expect(await verifyPassword(hash, 'a sentence to forget')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });

  it('must be 12 characters or more and not the username', () => {
    expect(passwordProblem('elevenchars', 'anita')).toMatch(/at least 12 characters/);
    expect(passwordProblem('twelve chars', 'anita')).toBeNull();
    expect(passwordProblem('Anita.Das.Kbc', 'anita.das.kbc')).toBe(
      'The password must not be the username.',
    );
    expect(passwordProblem('x'.repeat(201), 'anita')).toMatch(/at most 200/);
  });
});
