import { LRUCache } from 'lru-cache';

const WINDOW_MS = 60_000;
/** Addresses remembered at once; the least recently seen are forgotten first. */
const ADDRESSES_KEPT = 50_000;

/** Whether an address may start one more render now, and if not, in how many seconds. */
export type Charge = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RenderBudget {
  /** Counts one render started by the address (as normalized for the rate limit). */
  charge(address: string): Charge;
}

interface Window {
  count: number;
  endsAt: number;
}

/**
 * The renders a minute one address may start: expensive work (a page not kept, a search) has a
 * budget of its own, lower than the general limit, while kept pages cost nothing and are never
 * refused (hundreds of students share one campus or carrier address). A fixed minute per
 * address, counted in a bounded lru-cache. 0: no budget.
 */
export function createRenderBudget(perMinute: number): RenderBudget {
  if (perMinute <= 0) return { charge: () => ({ allowed: true }) };
  const windows = new LRUCache<string, Window>({ max: ADDRESSES_KEPT, ttl: WINDOW_MS });
  return {
    charge(address) {
      const now = Date.now();
      const window = windows.get(address);
      if (!window || window.endsAt <= now) {
        windows.set(address, { count: 1, endsAt: now + WINDOW_MS });
        return { allowed: true };
      }
      if (window.count >= perMinute) {
        return { allowed: false, retryAfterSeconds: Math.ceil((window.endsAt - now) / 1000) };
      }
      window.count += 1;
      return { allowed: true };
    },
  };
}
