import type { Db } from '../../db/database.ts';

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

/** The wait after n failures: none for the first three, then 1 s, 2 s, 4 s … at most 15 min. */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(1000 * 2 ** (failures - FREE_FAILURES), MAX_DELAY_MS);
}

/**
 * How long any of these keys must still wait, in ms (0: go ahead). Read before the password is
 * checked: a blocked attempt costs the server nothing and tells the caller nothing.
 */
export async function waitFor(db: Db, keys: readonly string[], now: Date): Promise<number> {
  const rows = await db
    .selectFrom('studio_throttle')
    .select('blocked_until')
    .where('key', 'in', keys)
    .execute();
  const until = Math.max(0, ...rows.map((row) => Date.parse(row.blocked_until)));
  return Math.max(0, until - now.getTime());
}

/**
 * Counts a failure against each key. The count moves in one statement (insert or add one), so
 * two copies of the server over one PostgreSQL never lose a failure between them.
 */
export async function recordFailure(db: Db, keys: readonly string[], now: Date): Promise<void> {
  const at = now.toISOString();
  const forgetBefore = new Date(now.getTime() - FORGET_AFTER_MS).toISOString();
  for (const key of keys) {
    const row = await db
      .insertInto('studio_throttle')
      .values({ key, failures: 1, last_failure_at: at, blocked_until: at })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => ({
          failures: eb
            .case()
            .when('studio_throttle.last_failure_at', '<', forgetBefore)
            .then(1)
            .else(eb('studio_throttle.failures', '+', 1))
            .end(),
          last_failure_at: at,
        })),
      )
      .returning('failures')
      .executeTakeFirstOrThrow();
    const until = new Date(now.getTime() + delayAfter(row.failures)).toISOString();
    await db
      .updateTable('studio_throttle')
      .set({ blocked_until: until })
      .where('key', '=', key)
      .where('blocked_until', '<', until)
      .execute();
  }
}

/** A right password: the account starts afresh (its address keeps its count). */
export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom('studio_throttle').where('key', '=', key).execute();
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
