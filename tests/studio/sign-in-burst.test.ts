import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Db } from '../../src/db/database.ts';
import { PASSWORD_CHECK_CHANNEL } from '../../src/studio/auth/passwords.ts';
import { delayAfter } from '../../src/studio/auth/throttle.ts';
import { buildStudio } from '../../src/studio/server/studio-app.ts';
import { STUDIO_TEST_ORIGIN, useStudio } from '../helpers/studio.ts';
import { GOOD_PASSWORD, makeAccount, post, setCookies } from '../helpers/studio-auth.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const BURST = 150;
/** The schedule's free attempts (throttle.ts): all a burst may check before the first wait. */
const FREE = 3;

/**
 * The most attempts the schedule lets through in `ms`: the free ones at once, then one after each
 * wait (1 s, 2 s, 4 s …).
 */
function scheduledWithin(ms: number): number {
  let attempts = FREE;
  for (let at = delayAfter(attempts); at <= ms; at += delayAfter(attempts)) attempts++;
  return attempts;
}

/**
 * The clock of this process (both copies of the studio read it) held at one moment: a burst is
 * then wholly inside the first wait, however long the machine takes to answer it.
 */
function holdClock(at = new Date()) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
  return at;
}

/** How many passwords argon2 checked while `run` ran, in this process (every copy of the studio). */
async function countingChecks<T>(run: () => Promise<T>): Promise<{ result: T; checks: number }> {
  let checks = 0;
  const count = () => void checks++;
  subscribe(PASSWORD_CHECK_CHANNEL, count);
  try {
    return { result: await run(), checks };
  } finally {
    unsubscribe(PASSWORD_CHECK_CHANNEL, count);
  }
}

/**
 * A guess as the enhanced form sends it (React Router's data request: the action's answer
 * without the page around it), the cheapest sign-in an outsider can send.
 */
function guess(
  studio: FastifyInstance,
  fields: { username: string; password: string },
  from: string,
) {
  return studio.inject({
    method: 'POST',
    url: '/sign-in.data',
    remoteAddress: from,
    headers: {
      origin: STUDIO_TEST_ORIGIN,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

/**
 * 150 sign-ins sent together, the right password last, each to the studio `via` picks: none
 * waits for another's answer, so every one is in flight while the first are being checked.
 */
function burst(
  username: string,
  via: (index: number) => FastifyInstance,
  from: (index: number) => string,
) {
  return Promise.all(
    Array.from({ length: BURST }, (_, index) =>
      guess(
        via(index),
        { username, password: index === BURST - 1 ? GOOD_PASSWORD : `wrong guess ${index}` },
        from(index),
      ),
    ),
  );
}

describe('the sign-in throttle under a burst of guesses', () => {
  const t = useStudio({ readsPublicSite: false });
  const copy = {} as { studio: FastifyInstance; db: Db };

  beforeAll(async () => {
    // A second copy of the studio over the same database, with its own connection (pool).
    copy.db = await openDatabase(t.config);
    copy.studio = await buildStudio({
      config: t.config,
      db: copy.db,
      buildDir: join(ROOT, 'build', 'studio'),
    });
    await copy.studio.ready();
  });
  afterAll(async () => {
    await copy.studio?.close();
    await copy.db?.destroy();
  });

  afterEach(() => vi.useRealTimers());

  it('checks no more guesses of 150 sent together than the schedule allows while they are answered', async () => {
    await makeAccount(t, { username: 'burst.timed', role: 'office' });
    const started = Date.now();
    // From 150 addresses: the account's own count is what holds.
    const { result: answers, checks } = await countingChecks(() =>
      burst(
        'burst.timed',
        () => t.studio,
        (index) => `10.60.${index >> 8}.${index & 255}`,
      ),
    );
    const took = Date.now() - started;
    expect(checks).toBeGreaterThanOrEqual(1);
    expect(checks).toBeLessThanOrEqual(scheduledWithin(took));
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(BURST - checks);
  });

  it('checks only the free guesses of a burst, and refuses the right password sent last', async () => {
    await makeAccount(t, { username: 'burst.target', role: 'office' });
    holdClock();
    const { result: answers, checks } = await countingChecks(() =>
      burst(
        'burst.target',
        () => t.studio,
        (index) => `10.61.${index >> 8}.${index & 255}`,
      ),
    );
    expect(checks).toBe(FREE);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(BURST - FREE);
    const right = answers[BURST - 1]!;
    expect(right.statusCode).toBe(429);
    expect(answers.every((answer) => setCookies(answer).length === 0)).toBe(true);
  });

  it('checks only the free guesses of a burst split between two copies of the studio over one database', async () => {
    await makeAccount(t, { username: 'burst.copies', role: 'office' });
    holdClock();
    const { result: answers, checks } = await countingChecks(() =>
      burst(
        'burst.copies',
        (index) => (index % 2 ? copy.studio : t.studio),
        (index) => `10.62.${index >> 8}.${index & 255}`,
      ),
    );
    expect(checks).toBe(FREE);
    expect(answers[BURST - 1]!.statusCode).toBe(429);
    expect(answers.every((answer) => setCookies(answer).length === 0)).toBe(true);
  });

  it('checks only the free guesses of one address trying 150 names at once', async () => {
    await makeAccount(t, { username: 'sprayed.account', role: 'office' });
    holdClock();
    const { result: answers, checks } = await countingChecks(() =>
      Promise.all(
        Array.from({ length: BURST }, (_, index) =>
          guess(
            t.studio,
            index === BURST - 1
              ? { username: 'sprayed.account', password: GOOD_PASSWORD }
              : { username: `sprayed.${index}`, password: 'a guess of a password' },
            '10.63.0.1',
          ),
        ),
      ),
    );
    expect(checks).toBe(FREE);
    expect(answers[BURST - 1]!.statusCode).toBe(429);
  });

  it('lets the account in with its password once the wait has passed', async () => {
    await makeAccount(t, { username: 'burst.patient', role: 'office' });
    const start = holdClock();
    await burst(
      'burst.patient',
      () => t.studio,
      () => '10.64.0.1',
    );
    // The third failure held the account and the address back 1 s.
    vi.setSystemTime(start.getTime() + 1000);
    const { result: answer, checks } = await countingChecks(() =>
      post(t, '/sign-in', { username: 'burst.patient', password: GOOD_PASSWORD }, '', '10.64.0.1'),
    );
    expect(checks).toBe(1);
    expect(answer.statusCode).toBe(302);
  });
});
