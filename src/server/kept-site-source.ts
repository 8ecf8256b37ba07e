import { logFailure, type FailureLog } from '../contract/failures.ts';
import {
  OPTIONAL_SITE_TEXT_NAMES,
  SITE_TEXT_NAMES,
  type SiteSource,
} from '../contract/schemas/site.ts';

export interface KeptSiteOptions {
  /** The cache generation: when it moves (an import), kept answers are asked for again. */
  generation: () => string;
  /** How long an answer is used without asking again, in ms. */
  freshMs: number;
  /** Told when a kept answer stands in for a failed call, with when it was saved. */
  onKept?: (savedAt: number) => void;
  /** After a failed call, how long the kept answer stands in before the backend is asked again. */
  retryMs?: number;
  /** Where a failed call is logged when a kept answer stands in for it (no caller sees it). */
  log?: FailureLog;
}

export interface KeptSiteSource extends SiteSource {
  /** Asks for the identity and every text once, so an outage later still has them. */
  warm(): Promise<void>;
}

interface Kept {
  value: unknown;
  generation: string;
  at: number;
  /** When the last call for it failed: against a hanging backend, each would wait the timeout. */
  failedAt?: number;
}

const RETRY_MS = 5000;

/**
 * The college's identity and texts change only on import, and every page's layout needs the
 * identity: so a copy keeps the last good answer of each and uses it when the backend fails or
 * hangs. A page then renders in the layout (or as its "temporarily unavailable" state) instead
 * of a 500, and text pages keep working through an outage.
 */
export function keepSiteSource(source: SiteSource, options: KeptSiteOptions): KeptSiteSource {
  const kept = new Map<string, Kept>();
  // One call per key at a time: a render asks for the identity in several places (its loaders,
  // its policy), and against a hanging backend each would wait out the timeout anew.
  const asking = new Map<string, Promise<{ value: unknown; keptAt?: number }>>();
  function ask<T>(key: string, call: () => Promise<T>): Promise<T> {
    const entry = kept.get(key);
    const generation = options.generation();
    if (entry && entry.generation === generation && Date.now() - entry.at < options.freshMs) {
      return Promise.resolve(entry.value as T);
    }
    const failing =
      entry?.failedAt !== undefined && Date.now() - entry.failedAt < (options.retryMs ?? RETRY_MS);
    let pending = asking.get(key);
    if (failing) pending = Promise.resolve({ value: entry.value, keptAt: entry.at });
    else if (!pending) asking.set(key, (pending = askOnce(key, call, generation)));
    // Told to each caller (each render that waited), not only to the one that asked.
    return pending.then(({ value, keptAt }) => {
      if (keptAt !== undefined) options.onKept?.(keptAt);
      return value as T;
    });
  }
  async function askOnce(key: string, call: () => Promise<unknown>, generation: string) {
    const entry = kept.get(key);
    try {
      const value = await call();
      kept.set(key, { value, generation, at: Date.now() });
      return { value };
    } catch (error) {
      if (!entry) throw error;
      entry.failedAt = Date.now();
      if (options.log) logFailure(options.log, error, 'A kept answer stands in', { source: key });
      return { value: entry.value, keptAt: entry.at };
    } finally {
      asking.delete(key);
    }
  }
  const site: KeptSiteSource = {
    college: () => ask('college', () => source.college()),
    text: (name) => ask(`text ${name}`, () => source.text(name)),
    optionalText: (name) => ask(`optional ${name}`, () => source.optionalText(name)),
    async warm() {
      const results = await Promise.allSettled([
        site.college(),
        ...SITE_TEXT_NAMES.map((name) => site.text(name)),
        ...OPTIONAL_SITE_TEXT_NAMES.map((name) => site.optionalText(name)),
      ]);
      // The first failure says it: the others are most likely the same backend down.
      const failed = results.find((result) => result.status === 'rejected');
      if (failed && options.log) {
        logFailure(
          options.log,
          failed.reason,
          'The college identity and texts were not learnt at start',
        );
      }
    },
  };
  return site;
}
