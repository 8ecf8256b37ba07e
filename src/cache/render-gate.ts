import { bulkhead, BulkheadRejectedError } from 'cockatiel';
import { Busy } from './answer-cache.ts';

/** How long a visitor refused for load is asked to wait. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

export interface RenderGateSettings {
  /** Renders run at once; 0: no bound. */
  inFlight: number;
  /** Renders that wait for a free place; beyond them a render is refused at once. */
  queue: number;
  /**
   * How long a render waits for a place before it is refused (decision 122); 0 or absent: as
   * long as its turn takes.
   */
  waitMs?: number;
}

/**
 * Runs a render within the bound on renders in flight, or refuses it with Busy. A render that
 * may not wait (a page with a kept copy to serve instead) takes a free place or is refused.
 */
export type RenderGate = <T>(
  render: () => Promise<T>,
  options?: { mayWait?: boolean },
) => Promise<T>;

const busy = () => new Busy(BUSY_RETRY_AFTER_SECONDS, 'Too many pages are being made at once');

/**
 * A bound on page renders in flight, with a queue (cockatiel's bulkhead): a render past both is
 * refused with Busy, so that a crowd of uncached addresses cannot take the process from the
 * visitors of kept pages. The page cache keeps serving what it has when a refresh is refused
 * (answer-cache.ts). With `waitMs`, a render that has not had a place by then is refused, and
 * skipped when its turn comes: a crowd past the bound gets pages as fast as they are made and a
 * refusal after the wait, not a refusal at once that it asks again for at once (decision 122).
 */
export function createRenderGate({ inFlight, queue, waitMs = 0 }: RenderGateSettings): RenderGate {
  if (inFlight <= 0) return (render) => render();
  const policy = bulkhead(inFlight, queue);
  const execute = async <T>(render: () => Promise<T>) => {
    try {
      return await policy.execute(render);
    } catch (error) {
      throw error instanceof BulkheadRejectedError ? busy() : error;
    }
  };
  return (render, { mayWait = true } = {}) => {
    if (!mayWait && policy.executionSlots === 0) return Promise.reject(busy());
    if (waitMs <= 0) return execute(render);
    let gaveUp = false;
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        gaveUp = true;
        reject(busy());
      }, waitMs);
    });
    const rendered = execute(() => {
      clearTimeout(timer);
      // Its place came after the wait: its visitor has had the refusal already.
      return gaveUp ? (Promise.resolve(undefined) as Promise<never>) : render();
    });
    return Promise.race([rendered, waited]).finally(() => clearTimeout(timer));
  };
}
