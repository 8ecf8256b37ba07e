import { LRUCache } from 'lru-cache';
import { logFailure, type FailureLog } from '../contract/failures.ts';
import {
  bestForms,
  headerOf,
  storeAnswer,
  type Rendered,
  type StoredAnswer,
} from './stored-answer.ts';

/** Renders the answer of one key; called once for all the requests that wait for it. */
export type Produce = () => Promise<Rendered>;

export interface AnswerOptions {
  /**
   * The caller must see the content as it is now (a render of a page, or a refresh): a copy
   * made before the latest new content is not served to it, it waits for one render instead.
   */
  current?: boolean;
}

export interface AnswerCacheOptions {
  /** Bytes held at most (bodies and their compressed forms); least recently used go first. */
  maxBytes: number;
  /** How long an answer is fresh; then it is served stale while one render refreshes it. */
  ttlMs: number;
  /** How long a last good answer may stand in for failing renders (a day). */
  staleLimitMs?: number;
  /** How long a copy kept through an outage is served before a render tries again. */
  retryMs?: number;
  /** The form of a last good answer served through an outage (pages add a notice). */
  markStale?: (entry: StoredAnswer) => Promise<StoredAnswer>;
  /** Where a render that threw is logged when a last good answer stands in for it. */
  log?: FailureLog;
}

export interface AnswerCache {
  /**
   * The stored answer of the key, rendered once however many requests wait for it; or, when
   * the render may not be stored (a 5xx with no last good copy, a cookie, …), that render.
   */
  answer(key: string, produce: Produce, options?: AnswerOptions): Promise<StoredAnswer | Rendered>;
  /**
   * New content: every kept answer is out of date. Each is served once more, at once, while one
   * render refreshes it (as after its TTL); callers that ask for `current` wait for that render.
   */
  outdate(): void;
  /**
   * The keys of answers kept from before the latest new content: the most visited first, and
   * among equals the most recently used (decision 040).
   */
  outdatedKeys(): Iterable<string>;
  /** Drops every answer at once. */
  clear(): void;
  /** The entry of a key without touching it (tests). */
  peek(key: string): StoredAnswer | undefined;
  /** Bytes held. */
  readonly bytes: number;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Statuses that depend only on the content: pages and their 404s and redirects. */
const STORED_STATUSES = new Set([200, 301, 302, 303, 307, 308, 404, 410]);

/** A render that may be kept: a content answer, whole, the same for every visitor. */
export function isStorable(rendered: Rendered): boolean {
  if (rendered.degraded || !STORED_STATUSES.has(rendered.status)) return false;
  if (rendered.headers.some(([key]) => key === 'set-cookie')) return false;
  return !/\b(no-store|private)\b/i.test(headerOf(rendered.headers, 'cache-control') ?? '');
}

/** A render that failed for want of its data: a last good copy serves better. */
const isFailure = (rendered: Rendered) => rendered.status >= 500 || rendered.degraded === true;

/**
 * A thrown error with a 4xx status is a refusal (a bad payload), the same on every try: no last
 * good answer stands in for it. Anything else thrown is a failure a last good answer serves over.
 */
const isRefusal = (error: unknown) => {
  const status = (error as { statusCode?: number } | null)?.statusCode;
  return typeof status === 'number' && status < 500;
};

/**
 * Thrown by a produce that declines to render now (the server is busy): not an outage, so a kept
 * answer is served as it is, without the out-of-date notice, and a render is tried again on a
 * request after a few seconds.
 */
export class Busy extends Error {
  readonly statusCode = 503;
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Busy',
  ) {
    super(message);
  }
}

/** A kept answer with the content generation its render started under (see outdate()). */
type Kept = StoredAnswer & { generation: number };

/** Why a render was not stored: its answer, to send as it is, or the error it threw. */
export class NotStored extends Error {
  constructor(
    readonly rendered?: Rendered,
    readonly failure?: unknown,
  ) {
    super('not stored');
  }
}

/**
 * A bounded, in-process cache of rendered answers on lru-cache: single flight through fetch(),
 * stale-while-revalidate through allowStale (after the TTL, and after new content through a
 * forced refresh of entries stamped with an older generation), and a last good copy kept
 * through an outage. Without a TTL it is off: every answer is rendered afresh.
 */
export function createAnswerCache(options: AnswerCacheOptions): AnswerCache {
  if (options.ttlMs <= 0 || options.maxBytes <= 0) {
    return {
      answer: (_key, produce) => produce(),
      outdate() {},
      outdatedKeys: () => [],
      clear() {},
      peek: () => undefined,
      bytes: 0,
    };
  }
  const staleLimitMs = options.staleLimitMs ?? DAY_MS;
  const retryMs = Math.min(options.retryMs ?? 10_000, options.ttlMs);
  const markStale =
    options.markStale ?? (async (entry: StoredAnswer) => ({ ...entry, stale: true }));

  // Moves on with new content; each entry carries the one its render started under.
  let generation = 0;
  // Requests served from each kept key's copies: after new content, the most visited go first.
  const visits = new Map<string, number>();

  const lru = new LRUCache<string, Kept, Produce>({
    maxSize: options.maxBytes,
    sizeCalculation: (entry, key) => entry.size + key.length,
    ttl: options.ttlMs,
    allowStale: true,
    // A refresh replaces the entry ('set'): its visits stay; anything else ends them.
    dispose: (_entry, key, reason) => {
      if (reason !== 'set') visits.delete(key);
    },
    fetchMethod: async (key, previous, { context: produce, options: setOptions }) => {
      // A render that started before new content may have read the old: its entry says so.
      const made = generation;
      const stamp = (entry: StoredAnswer): Kept => ({ ...entry, generation: made });
      // Keeps the last good answer through an outage, marked, and tries again soon.
      const keepThrough = async () => {
        if (!previous || Date.now() - previous.verifiedAt > staleLimitMs) return undefined;
        setOptions.ttl = retryMs;
        return stamp(previous.stale ? previous : await markStale(previous));
      };
      let rendered: Rendered;
      try {
        rendered = await produce();
      } catch (error) {
        // Kept with its own generation: an outdated copy is still refreshed on a later request.
        if (error instanceof Busy && previous) {
          setOptions.ttl = Math.min(error.retryAfterSeconds * 1000, options.ttlMs);
          return previous;
        }
        const kept = isRefusal(error) ? undefined : await keepThrough();
        if (kept) {
          // The one place this failure is seen: its callers get the kept answer.
          if (options.log) logFailure(options.log, error, 'A last good answer stands in', { key });
          return kept;
        }
        throw new NotStored(undefined, error);
      }
      if (isStorable(rendered)) return stamp(await storeAnswer(rendered, previous));
      const kept = isFailure(rendered) ? await keepThrough() : undefined;
      if (kept) return kept;
      throw new NotStored(rendered);
    },
  });

  // Keys whose smallest compressed forms are being made.
  const compressing = new Set<string>();
  /**
   * An entry asked for again gets its smallest forms (stored-answer.ts), made in the background
   * and put in place of the very entry they were made from while it is fresh and current (a
   * refresh under way holds its place in the cache, and is left alone).
   */
  const compressBest = (key: string, entry: Kept) => {
    if (entry.compression === 'best' || !entry.br || compressing.has(key)) return;
    const inPlace = () =>
      lru.peek(key, { allowStale: true }) === entry &&
      lru.getRemainingTTL(key) > 0 &&
      entry.generation === generation;
    if (!inPlace()) return;
    compressing.add(key);
    bestForms(entry)
      .then((best) => {
        if (best !== entry && inPlace()) lru.set(key, best, { noUpdateTTL: true });
      })
      .catch((error: unknown) => {
        if (options.log)
          logFailure(options.log, error, 'A kept answer was not compressed', { key });
      })
      .finally(() => compressing.delete(key));
  };

  return {
    async answer(key, produce, { current = false } = {}) {
      // A copy kept past the limit is not served again, not even once while a render runs.
      const held = lru.peek(key, { allowStale: true });
      if (held && Date.now() - held.verifiedAt > staleLimitMs) lru.delete(key);
      else if (held) {
        visits.set(key, (visits.get(key) ?? 0) + 1);
        compressBest(key, held);
      }
      for (let attempt = 0; attempt < 3; attempt++) {
        const kept = lru.peek(key, { allowStale: true });
        const outdated = kept !== undefined && kept.generation !== generation;
        try {
          // An outdated copy is refreshed however fresh its TTL says it is; it is served at
          // once, as a stale one is, to everyone but a caller who needs the current content.
          const entry = await lru.fetch(key, {
            context: produce,
            forceRefresh: outdated,
            allowStale: !(current && outdated),
          });
          // A render that was under way when new content came is done again for such a caller.
          if (entry && !(current && entry.generation !== generation)) return entry;
        } catch (error) {
          if (!(error instanceof NotStored)) continue; // dropped while rendering (clear())
          if (error.rendered) return error.rendered;
          throw error.failure;
        }
      }
      return produce();
    },
    outdate() {
      generation += 1;
    },
    outdatedKeys() {
      // Most recently used first, stale entries too (allowStale is the cache's default); the
      // sort is stable, so that order stays among keys visited as often.
      const keys = [...lru.entries()]
        .filter(([, entry]) => entry.generation !== generation)
        .map(([key]) => key);
      return keys.sort((a, b) => (visits.get(b) ?? 0) - (visits.get(a) ?? 0));
    },
    clear: () => {
      lru.clear();
      visits.clear();
    },
    peek: (key) => lru.peek(key, { allowStale: true }),
    get bytes() {
      return lru.calculatedSize;
    },
  };
}
