import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** Failures allowed before the waits begin. */
const FREE_FAILURES = 3;
const MAX_DELAY_MS = 15 * 60_000;
/**
 * A key's failures are forgotten this long after its last one, so an office behind one address
 * is not held back for ever by the typing mistakes of a month; a real attack keeps it counting.
 */
const FORGET_AFTER_MS = 60 * 60_000;

export const accountKey = (username: string) => `user:${username.slice(0, 100)}`;
export const addressKey = (address: string) => `addr:${address}`;

/** The wait after n failures: none for the first two, then 1 s, 2 s, 4 s … at most 15 min. */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(1000 * 2 ** (failures - FREE_FAILURES), MAX_DELAY_MS);
}

/** The first count whose wait is the longest: every count from it on waits as long. */
const LONGEST_FROM = FREE_FAILURES + Math.ceil(Math.log2(MAX_DELAY_MS / 1000));

/** One attempt let through on one key: its count once this attempt was counted, and when. */
export interface Reservation {
  key: string;
  failures: number;
  at: string;
}

export type Reserved = { ok: true; reservations: Reservation[] } | { ok: false; waitMs: number };

const iso = (now: Date, plusMs = 0) => new Date(now.getTime() + plusMs).toISOString();

/**
 * The key's new `blocked_until`, in SQL: now plus the wait after its new count (old count + 1,
 * or 1 when the old failures are forgotten). The waits are few and known, so they are written
 * out as a CASE of timestamps, the same on SQLite and PostgreSQL.
 */
function blockedUntilSql(
  eb: ExpressionBuilder<Database, 'studio_throttle'>,
  now: Date,
  forgetBefore: string,
) {
  const count = eb('studio_throttle.failures', '+', 1);
  let cases = eb
    .case()
    .when('studio_throttle.last_failure_at', '<', forgetBefore)
    .then(iso(now, delayAfter(1)))
    .when(eb(count, '>=', LONGEST_FROM))
    .then(iso(now, MAX_DELAY_MS));
  for (let n = LONGEST_FROM - 1; n >= FREE_FAILURES; n--)
    cases = cases.when(eb(count, '=', n)).then(iso(now, delayAfter(n)));
  return cases.else(iso(now)).end();
}

/**
 * Asks to make one attempt (a password or code check) on every key, and counts it as a failure
 * before anything is checked: one statement adds one to each key that is not held back, and
 * returns those keys. So of any number of attempts in flight together, on one copy of the server
 * or several over one PostgreSQL, only as many go ahead as the schedule allows (the free ones,
 * then one per wait); a right password inside a wait is refused without being looked at.
 * When a key is held back the attempt does not count on any key (the others get theirs back).
 * Keys are taken in one order, so two statements never wait on each other's rows.
 */
export async function reserveAttempt(
  db: Db,
  keys: readonly string[],
  now: Date,
): Promise<Reserved> {
  const at = iso(now);
  const forgetBefore = iso(now, -FORGET_AFTER_MS);
  const sorted = [...new Set(keys)].sort();
  const counted = await db
    .insertInto('studio_throttle')
    .values(
      sorted.map((key) => ({
        key,
        failures: 1,
        last_failure_at: at,
        blocked_until: iso(now, delayAfter(1)),
      })),
    )
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet((eb) => ({
          failures: eb
            .case()
            .when('studio_throttle.last_failure_at', '<', forgetBefore)
            .then(1)
            .else(eb('studio_throttle.failures', '+', 1))
            .end(),
          last_failure_at: at,
          blocked_until: blockedUntilSql(eb, now, forgetBefore),
        }))
        .where('studio_throttle.blocked_until', '<=', at),
    )
    .returning(['key', 'failures'])
    .execute();
  const reservations = counted.map((row) => ({ key: row.key, failures: row.failures, at }));
  if (reservations.length === sorted.length) return { ok: true, reservations };
  for (const reservation of reservations) await refundAttempt(db, reservation);
  return { ok: false, waitMs: Math.max(1, await waitFor(db, sorted, now)) };
}

/**
 * This attempt does not count after all (a right password, on the address's key; an attempt
 * another key held back). When nothing was counted since, the key is as free as it was before
 * (its wait had passed: that is why the attempt went ahead); otherwise the later attempts keep
 * the wait they set.
 */
export function refundAttempt(db: Db, reservation: Reservation): Promise<void> {
  return uncount(db, reservation, 1);
}

/**
 * A right password or code: the key forgets every failure up to and including this attempt.
 * Attempts counted after it (in flight at the same time) stay counted.
 */
export function clearFailures(db: Db, reservation: Reservation): Promise<void> {
  return uncount(db, reservation, reservation.failures);
}

/**
 * Takes `amount` off the key's count. A key left with nothing is deleted when nothing else was
 * counted on it since (a made-up name refused by its address's wait leaves no row); otherwise
 * the count goes down, and the wait is lifted only if this attempt set it.
 */
async function uncount(db: Db, reservation: Reservation, amount: number): Promise<void> {
  if (amount === reservation.failures) {
    const deleted = await db
      .deleteFrom('studio_throttle')
      .where('key', '=', reservation.key)
      .where('failures', '=', reservation.failures)
      .executeTakeFirst();
    if (deleted.numDeletedRows > 0n) return;
  }
  await db
    .updateTable('studio_throttle')
    .set((eb) => ({
      failures: eb('failures', '-', amount),
      blocked_until: eb
        .case()
        .when('failures', '=', reservation.failures)
        .then(reservation.at)
        .else(eb.ref('blocked_until'))
        .end(),
    }))
    .where('key', '=', reservation.key)
    .where('failures', '>=', amount)
    .execute();
}

/** The reservation of one key among an attempt's. */
export function reservationOf(reservations: readonly Reservation[], key: string): Reservation {
  const found = reservations.find((reservation) => reservation.key === key);
  if (!found) throw new Error(`no reservation for ${key}`);
  return found;
}

/** How long any of these keys must still wait, in ms (0: go ahead): for the message. */
export async function waitFor(db: Db, keys: readonly string[], now: Date): Promise<number> {
  const rows = await db
    .selectFrom('studio_throttle')
    .select('blocked_until')
    .where('key', 'in', keys)
    .execute();
  const until = Math.max(0, ...rows.map((row) => Date.parse(row.blocked_until)));
  return Math.max(0, until - now.getTime());
}

/** "Too many attempts. Try again in 3 minutes." (seconds under a minute). */
export function throttleMessage(waitMs: number): string {
  if (waitMs < 60_000) {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    return `Too many attempts. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
  }
  const minutes = Math.ceil(waitMs / 60_000);
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
