import { bulkhead, BulkheadRejectedError } from 'cockatiel';
import { Busy } from './answer-cache.ts';

/** How long a visitor refused for load is asked to wait. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

export interface RenderGateSettings {
  /** Renders run at once; 0: no bound. */
  inFlight: number;
  /** Renders that wait for a free place; beyond them a render is refused at once. */
  queue: number;
}

/** Runs a render within the bound on renders in flight, or refuses it with Busy. */
export type RenderGate = <T>(render: () => Promise<T>) => Promise<T>;

/**
 * A bound on page renders in flight, with a short queue (cockatiel's bulkhead): a render past
 * both is refused at once with Busy, which costs nothing, so that a crowd of uncached addresses
 * cannot take the process from the visitors of kept pages. The page cache keeps serving what it
 * has when a refresh is refused (answer-cache.ts).
 */
export function createRenderGate({ inFlight, queue }: RenderGateSettings): RenderGate {
  if (inFlight <= 0) return (render) => render();
  const policy = bulkhead(inFlight, queue);
  return async (render) => {
    try {
      return await policy.execute(render);
    } catch (error) {
      if (error instanceof BulkheadRejectedError) {
        throw new Busy(BUSY_RETRY_AFTER_SECONDS, 'Too many pages are being made at once');
      }
      throw error;
    }
  };
}
