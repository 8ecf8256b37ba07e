import { LRUCache } from 'lru-cache';

/** Addresses remembered at once; the least recently seen are forgotten first. */
const ADDRESSES_KEPT = 50_000;
/** Renders one address may start at once, at least: a visitor opening a few pages in tabs. */
const AT_ONCE = 10;

/** Whether an address may start one more render now, and if not, in how many seconds. */
export type Charge = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RenderBudget {
  /** Counts one render started by the address (as normalized for the rate limit). */
  charge(address: string): Charge;
}

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * The renders one address may start: expensive work (a page not kept, a search) has a budget of
 * its own, lower than the general limit, while kept pages cost nothing and are never refused
 * (hundreds of students share one campus or carrier address). A token bucket per address, in a
 * bounded lru-cache: `perMinute` renders a minute, refilled evenly, and a burst of 5 seconds'
 * worth (10 at least): a client that spends its minute at once would otherwise put a minute's
 * renders in front of everyone else's requests in a few seconds. 0: no budget.
 */
export function createRenderBudget(perMinute: number, now: () => number = Date.now): RenderBudget {
  if (perMinute <= 0) return { charge: () => ({ allowed: true }) };
  const burst = Math.min(perMinute, Math.max(AT_ONCE, Math.floor(perMinute / 12)));
  const perMs = perMinute / 60_000;
  // A bucket left alone this long is full again: forgetting it changes nothing.
  const buckets = new LRUCache<string, Bucket>({
    max: ADDRESSES_KEPT,
    ttl: Math.ceil(burst / perMs),
  });
  return {
    charge(address) {
      const at = now();
      const bucket = buckets.get(address);
      const tokens = bucket ? Math.min(burst, bucket.tokens + (at - bucket.at) * perMs) : burst;
      if (tokens < 1) {
        return { allowed: false, retryAfterSeconds: Math.ceil((1 - tokens) / perMs / 1000) };
      }
      buckets.set(address, { tokens: tokens - 1, at });
      return { allowed: true };
    },
  };
}
