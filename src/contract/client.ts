import {
  CircuitState,
  ConsecutiveBreaker,
  DelegateBackoff,
  circuitBreaker,
  handleWhen,
  isBrokenCircuitError,
  type IHalfOpenAfterBackoffContext,
} from 'cockatiel';
import { LRUCache } from 'lru-cache';
import {
  allCalls,
  type CallName,
  type Calls,
  type PostCall,
  type RequestOf,
  type ResponseOf,
} from './calls.ts';
import {
  ApiError,
  ContractViolation,
  isBackendOutage,
  lastGoodStandsIn,
  logFailure,
  type FailureLog,
} from './failures.ts';

export * from './failures.ts';

/** The fixed headers of SPEC §7, sent on every request. */
export const CONTRACT_HEADERS = { unit: 'website', 'Content-Type': 'application/json' } as const;

export type ApiClient = {
  [K in CallName]: Calls[K] extends PostCall
    ? (payload: RequestOf<K>) => Promise<ResponseOf<K>>
    : () => Promise<ResponseOf<K>>;
};

export interface ApiClientOptions {
  /** Base address of the backend, e.g. http://127.0.0.1:3000/api */
  baseUrl: string;
  fetch?: typeof fetch;
  /** How long an answer is fresh, in ms; 0 turns the cache off. */
  cacheTtlMs?: number;
  /**
   * With a cache, serve the last good answer when the backend fails (default). Off when the
   * pages have their own last good copies (the page cache), which say they may be out of date.
   */
  staleIfError?: boolean;
  /** Part of every cache key: a new value drops every kept answer at once (a new content version). */
  generation?: () => string;
  /** How long one call may take, in ms (default 3000). */
  timeoutMs?: number;
  /** The circuit breaker in front of the backend; see BreakerOptions. */
  breaker?: BreakerOptions;
  /**
   * Told when a kept answer past its freshness is served while the backend fails (its refresh
   * failed, or the circuit is open), with the time it was fetched: what is built from it may be
   * out of date. An answer served once while its refresh is under way is not (stale-while-
   * revalidate), until that refresh fails.
   */
  onKeptAnswer?: (savedAt: number) => void;
  /**
   * Where the failed refresh of a kept answer is logged: its callers were served the kept answer
   * and never see the failure. A failure that reaches a caller is the caller's to log.
   */
  log?: FailureLog;
}

export interface BreakerOptions {
  /** Outages in a row (no answer, a timeout, a 5xx, a 429) that open the circuit (default 5). */
  failures?: number;
  /** How long an open circuit refuses calls at once before it lets one through, in ms. */
  halfOpenAfterMs?: number;
  /** Told once when the backend stops answering and once when it answers again. */
  log?: { warn(message: string): void; info(message: string): void };
}

/**
 * Calls the client's cache never keeps: file contents are large and read once; the content
 * version must be read afresh on every poll.
 */
export const UNCACHED_CALLS: ReadonlySet<CallName> = new Set<CallName>([
  'getFileData',
  'getSiteVersion',
]);

/** The longest a backend's Retry-After may hold the circuit open: we try again after this. */
const MAX_RETRY_AFTER_MS = 60_000;

/** A Retry-After header (seconds, or an HTTP date) in ms, at most MAX_RETRY_AFTER_MS. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const ms = /^\d+$/.test(header.trim()) ? Number(header) * 1000 : Date.parse(header) - now;
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, MAX_RETRY_AFTER_MS) : undefined;
}

/** An answer as the client keeps it: when it came, and whether a refresh has failed since. */
interface KeptAnswer {
  value: unknown;
  at: number;
  refreshFailed?: boolean;
}

interface FetchContext {
  name: CallName;
  payload: unknown;
  error?: unknown;
}

/**
 * A typed client for every call of SPEC §7. Answers are parsed with the contract. With a cache,
 * a fresh answer is reused, a stale one is served while it is refreshed, and the last good answer
 * is served when the backend fails (stale-if-error).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? fetch;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 3000;
  const breaker = createBreaker(baseUrl, options.breaker);

  /** One call through the breaker: while it is open, calls fail at once instead of waiting. */
  async function send(name: CallName, payload: unknown): Promise<unknown> {
    try {
      return await breaker.execute(() => sendOnce(name, payload));
    } catch (error) {
      if (!isBrokenCircuitError(error)) throw error;
      const { path } = allCalls[name];
      throw new ApiError(
        'network',
        path,
        0,
        `${path}: the backend is not answering (circuit open)`,
      );
    }
  }

  async function sendOnce(name: CallName, payload: unknown): Promise<unknown> {
    const call = allCalls[name];
    let response: Response;
    try {
      response = await doFetch(baseUrl + call.path, {
        method: call.method,
        headers: CONTRACT_HEADERS,
        body: call.method === 'POST' ? JSON.stringify(payload ?? {}) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ApiError('network', call.path, 0, `${call.path}: no answer (${String(error)})`);
    }
    const text = await response.text();
    if (!response.ok) {
      const wait = retryAfterMs(response.headers.get('retry-after'));
      throw new ApiError('http', call.path, response.status, text, wait);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ContractViolation(call.path, response.status, ['(answer): not JSON']);
    }
    const parsed = call.response.safeParse(json);
    if (!parsed.success) throw ContractViolation.of(call.path, response.status, parsed.error);
    return parsed.data;
  }

  const ttl = options.cacheTtlMs ?? 0;
  const staleIfError = options.staleIfError ?? true;
  const cache =
    ttl > 0
      ? new LRUCache<string, KeptAnswer, FetchContext>({
          max: 1000,
          ttl,
          allowStale: true,
          noDeleteOnFetchRejection: staleIfError,
          allowStaleOnFetchRejection: staleIfError,
          fetchMethod: async (_key, stale, { context, options: fetchOptions }) => {
            try {
              return { value: await send(context.name, context.payload), at: Date.now() };
            } catch (error) {
              // Kept so the caller gets this error when there is no stale answer to fall back on.
              context.error = error;
              if (lastGoodStandsIn(error)) {
                // Served from now on as a kept answer of a failing backend (see onKeptAnswer).
                if (stale) stale.refreshFailed = true;
              } else {
                // A refusal (4xx) is the backend's answer, not an outage: forget what was kept.
                fetchOptions.noDeleteOnFetchRejection = false;
                fetchOptions.allowStaleOnFetchRejection = false;
              }
              // With a kept answer, every caller was served it without waiting for this refresh:
              // no caller sees its failure, so it is logged here.
              if (stale && options.log) {
                logFailure(options.log, error, 'The refresh of a kept answer failed');
              }
              throw error;
            }
          },
        })
      : null;

  async function invoke(name: CallName, payload: unknown): Promise<unknown> {
    if (!cache || UNCACHED_CALLS.has(name)) return send(name, payload);
    const key = `${options.generation?.() ?? ''} ${name} ${JSON.stringify(payload ?? null)}`;
    const context: FetchContext = { name, payload };
    const status: LRUCache.Status<string, KeptAnswer, FetchContext> = {};
    const entry = await cache.fetch(key, { context, status });
    if (!entry) throw noAnswer(name, context);
    if (status.returnedStale && (entry.refreshFailed || breaker.state !== CircuitState.Closed)) {
      options.onKeptAnswer?.(entry.at);
    }
    return entry.value;
  }

  function noAnswer(name: CallName, context: FetchContext): unknown {
    return (
      context.error ??
      new ApiError('network', allCalls[name].path, 0, `${allCalls[name].path}: no answer`)
    );
  }

  return Object.fromEntries(
    (Object.keys(allCalls) as CallName[]).map((name) => [
      name,
      (payload?: unknown) => invoke(name, payload),
    ]),
  ) as ApiClient;
}

/** A circuit breaker per backend, from cockatiel: it opens after consecutive outages. */
function createBreaker(baseUrl: string, options: BreakerOptions = {}) {
  const halfOpenAfterMs = options.halfOpenAfterMs ?? 5000;
  const breaker = circuitBreaker(handleWhen(isBackendOutage), {
    // A backend that said how long to wait (a 429's or 503's Retry-After) is not asked sooner.
    halfOpenAfter: new DelegateBackoff(({ result }: IHalfOpenAfterBackoffContext) =>
      Math.max(
        halfOpenAfterMs,
        ('error' in result && result.error instanceof ApiError && result.error.retryAfterMs) || 0,
      ),
    ),
    breaker: new ConsecutiveBreaker(options.failures ?? 5),
  });
  // One line per outage, not per request: a failed trial call while half open breaks it again.
  let down = false;
  breaker.onBreak(() => {
    if (down) return;
    down = true;
    options.log?.warn(
      `The backend ${baseUrl} is not answering: pages are served from their last good copies`,
    );
  });
  breaker.onReset(() => {
    down = false;
    options.log?.info(`The backend ${baseUrl} answers again`);
  });
  return breaker;
}
