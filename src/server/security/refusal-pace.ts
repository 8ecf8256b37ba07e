/**
 * Refusals one pace holds at once, at most: past them a refusal is answered at once. Each limiter
 * has its own pace (the pages' budgets of renders and of redirects; the API and file limits), so
 * the process holds twice this at most.
 */
export const MOST_HELD = 1000;

/** Holds a refusal for going over a per-address limit before it is answered. */
export type RefusalPace = () => Promise<void>;

/**
 * A client past its per-address limit has its refusals (429) answered after a pause (decision
 * 064): a client that does not wait for Retry-After then gets as many refusals a second as it
 * has connections open, instead of thousands, each a request parsed and answered on the cores a
 * visitor's cached page needs. A held refusal costs a timer and its socket, nothing on the CPU;
 * past MOST_HELD at once they are answered without the pause, so that a crowd of connections
 * cannot pile up memory. 0: no pause.
 */
export function createRefusalPace(delayMs: number, mostHeld = MOST_HELD): RefusalPace {
  let held = 0;
  return async () => {
    if (delayMs <= 0 || held >= mostHeld) return;
    held += 1;
    try {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    } finally {
      held -= 1;
    }
  };
}
