import { data } from 'react-router';
import { isOutage, type ApiClient } from '../contract/client.ts';

/** The status of a page whose data did not come (RouteError then says "Temporarily unavailable"). */
export const UNAVAILABLE_STATUS = 503;
const UNAVAILABLE_MESSAGE = "The college's information service is not answering just now.";

export interface GuardedApi {
  /** The client for one render's loaders. */
  api: ApiClient;
  /** True once a call of this render met an outage (no answer, a timeout, a 5xx, a 429). */
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
 * a row. An outage becomes a 503 route error (a loader that does not catch it shows "Temporarily
 * unavailable"), and marks the render as degraded, so the page cache keeps its last good copy
 * instead of storing a page with holes.
 */
export function guardApi(api: ApiClient, deadlineMs: number): GuardedApi {
  let degraded = false;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Error('deadline');
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(deadline), deadlineMs);
  });
  expired.catch(() => {}); // a render that finished in time never looks at it

  const guard =
    (call: (payload?: unknown) => Promise<unknown>, within = true) =>
    async (payload?: unknown) => {
      try {
        return await (within ? Promise.race([call(payload), expired]) : call(payload));
      } catch (error) {
        if (error !== deadline && !isOutage(error)) throw error;
        degraded = true;
        // The page says what happened; which address failed stays in the server's log.
        throw data(UNAVAILABLE_MESSAGE, {
          status: UNAVAILABLE_STATUS,
          statusText: 'Service Unavailable',
        });
      }
    };

  const guardAll = <T extends object>(source: T, within: boolean): T =>
    Object.fromEntries(
      Object.entries(source).map(([name, call]) => [
        name,
        typeof call === 'function'
          ? guard(call as (payload?: unknown) => Promise<unknown>, within)
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
