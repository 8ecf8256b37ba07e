import { data } from 'react-router';
import { allCalls } from '../contract/calls.ts';
import {
  lastGoodStandsIn,
  logFailure,
  type ApiClient,
  type FailureLog,
} from '../contract/client.ts';
import { markLogged } from '../lib/failure-log.ts';

/** The status of a page whose data did not come (RouteError then says "Temporarily unavailable"). */
export const UNAVAILABLE_STATUS = 503;
const UNAVAILABLE_MESSAGE = "The college's information service is not answering just now.";

export interface GuardedApi {
  /** The client for one render's loaders. */
  api: ApiClient;
  /**
   * True once a call of this render met an outage (no answer, a timeout, a 5xx, a 429) or an
   * answer that breaks the contract.
   */
  readonly degraded: boolean;
  /**
   * Another source of the render (the college's identity and texts), with the same 503 for an
   * outage. Not under the deadline: such a source answers from its kept copy when a call times
   * out, which is at the deadline, and that copy is worth more to the page than a 503.
   */
  guard<T extends object>(source: T): T;
  /** Ends the render's deadline. */
  done(): void;
}

/**
 * The contract client as one page render sees it. Every call of the render shares one deadline,
 * so a page never waits for a hanging backend longer than that, however many calls it makes in
 * a row. An outage or a broken answer is logged here, with its call (`log` carries the page),
 * becomes a 503 route error (a loader that does not catch it shows "Temporarily unavailable"),
 * and marks the render as degraded, so the page cache keeps its last good copy instead of
 * storing a page with holes.
 */
export function guardApi(api: ApiClient, deadlineMs: number, log: FailureLog): GuardedApi {
  let degraded = false;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Error('deadline');
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(deadline), deadlineMs);
  });
  expired.catch(() => {}); // a render that finished in time never looks at it

  const guard =
    (name: string, call: (payload?: unknown) => Promise<unknown>, within = true) =>
    async (payload?: unknown) => {
      try {
        return await (within ? Promise.race([call(payload), expired]) : call(payload));
      } catch (error) {
        if (error !== deadline && !lastGoodStandsIn(error)) throw error;
        degraded = true;
        // The page says what happened; which call failed, and why, goes to the server's log.
        if (error === deadline) {
          const call = allCalls[name as keyof typeof allCalls]?.path ?? name;
          log.warn({ call, reason: `no answer within ${deadlineMs} ms` }, 'A call failed');
        } else logFailure(log, error, 'A call failed');
        throw markLogged(
          data(UNAVAILABLE_MESSAGE, {
            status: UNAVAILABLE_STATUS,
            statusText: 'Service Unavailable',
          }),
        );
      }
    };

  const guardAll = <T extends object>(source: T, within: boolean): T =>
    Object.fromEntries(
      Object.entries(source).map(([name, call]) => [
        name,
        typeof call === 'function'
          ? guard(name, call as (payload?: unknown) => Promise<unknown>, within)
          : call,
      ]),
    ) as T;
  return {
    api: guardAll(api, true),
    guard: (source) => guardAll(source, false),
    get degraded() {
      return degraded;
    },
    done: () => clearTimeout(timer),
  };
}
