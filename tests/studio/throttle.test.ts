import { describe, expect, it } from 'vitest';
import { passwordProblem } from '../../src/studio/auth/password-rule.ts';
import { hashPassword, verifyPassword } from '../../src/studio/auth/passwords.ts';
import {
  clearFailures,
  delayAfter,
  recordFailure,
  throttleMessage,
  waitFor,
} from '../../src/studio/auth/throttle.ts';
import { useStudio } from '../helpers/studio.ts';

describe('the sign-in throttle', () => {
  const t = useStudio();
  const at = (seconds: number) => new Date(Date.parse('2030-06-01T10:00:00Z') + seconds * 1000);

  it('waits 2^(n-3) seconds after the n-th failure from the third on, at most 15 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 12, 13, 14, 40].map(delayAfter)).toEqual([
      0, 0, 1000, 2000, 4000, 8000, 512_000, 900_000, 900_000, 900_000,
    ]);
  });

  it('holds a key back from its third failure, for longer each time', async () => {
    const key = 'user:slow.typist';
    for (const second of [0, 1, 2]) await recordFailure(t.db, [key], at(second));
    expect(await waitFor(t.db, [key], at(2))).toBe(1000);
    expect(await waitFor(t.db, [key], at(3))).toBe(0);
    await recordFailure(t.db, [key], at(3));
    expect(await waitFor(t.db, [key], at(3))).toBe(2000);
    await recordFailure(t.db, [key], at(5));
    expect(await waitFor(t.db, [key], at(5))).toBe(4000);
    // Any of the keys asked about holds the attempt back.
    expect(await waitFor(t.db, ['addr:10.0.0.9', key], at(6))).toBe(3000);
  });

  it('caps the wait at 15 minutes, and forgets a key an hour after its last failure', async () => {
    const key = 'addr:10.0.0.10';
    for (let i = 0; i < 20; i++) await recordFailure(t.db, [key], at(i * 1000));
    expect(await waitFor(t.db, [key], at(19_000))).toBe(900_000);
    await recordFailure(t.db, [key], at(19_000 + 3601));
    const row = await t.db
      .selectFrom('studio_throttle')
      .selectAll()
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(row.failures).toBe(1);
  });

  it('counts failures sent at the same moment without losing one', async () => {
    const key = 'user:many.at.once';
    await Promise.all(Array.from({ length: 8 }, () => recordFailure(t.db, [key], at(0))));
    const row = await t.db
      .selectFrom('studio_throttle')
      .select('failures')
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(row.failures).toBe(8);
    await clearFailures(t.db, key);
    expect(await waitFor(t.db, [key], at(0))).toBe(0);
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
