import { logFailure, type FailureLog } from '../contract/failures.ts';

export type { FailureLog } from '../contract/failures.ts';

/**
 * The mark of a failure already logged where it was best described (with its call, in a render's
 * guard). A registered symbol: the pages' build has its own copy of this module.
 */
const LOGGED = Symbol.for('college-site.failure-logged');

/** Marks a failure as logged, so a caller that tolerates it does not log it a second time. */
export function markLogged<T>(error: T): T {
  if (typeof error === 'object' && error !== null)
    Object.defineProperty(error, LOGGED, { value: true });
  return error;
}

const wasLogged = (error: unknown) =>
  typeof error === 'object' && error !== null && LOGGED in error;

/**
 * A failure the caller can do without: `fallback` in its place, and one log line with what was
 * gone without, the call and the reason (a warning for an outage or a refusal, an error for a
 * broken answer or a bug). The page still shows; it shows less.
 */
export async function tolerate<T, F>(
  promise: Promise<T>,
  fallback: F,
  log: FailureLog,
  what: string,
): Promise<T | F> {
  try {
    return await promise;
  } catch (error) {
    if (!wasLogged(error)) logFailure(log, error, `Went without ${what}`, { without: what });
    return fallback;
  }
}

/** The log with `details` added to every line (the page a render is for). */
export function withDetails(log: FailureLog, details: object): FailureLog {
  return {
    warn: (more, message) => log.warn({ ...details, ...more }, message),
    error: (more, message) => log.error({ ...details, ...more }, message),
  };
}
