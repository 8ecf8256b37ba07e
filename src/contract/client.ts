import { ConsecutiveBreaker, circuitBreaker, handleWhen, isBrokenCircuitError } from 'cockatiel';
import { LRUCache } from 'lru-cache';
import {
  allCalls,
  type CallName,
  type Calls,
  type PostCall,
  type RequestOf,
  type ResponseOf,
} from './calls.ts';

/** The fixed headers of SPEC §7, sent on every request. */
export const CONTRACT_HEADERS = { unit: 'website', 'Content-Type': 'application/json' } as const;

export type ApiErrorKind = 'http' | 'network' | 'contract';

/** A failed call: a non-OK answer (with its text), no answer, or an answer that breaks the contract. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    readonly path: string,
    /** HTTP status; 0 when there was no answer. */
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

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
}

export interface BreakerOptions {
  /** Outages in a row (no answer, a timeout, a 5xx) that open the circuit (default 5). */
  failures?: number;
  /** How long an open circuit refuses calls at once before it lets one through, in ms. */
  halfOpenAfterMs?: number;
  /** Told once when the backend stops answering and once when it answers again. */
  log?: { warn(message: string): void; info(message: string): void };
}

/**
 * Calls no cache keeps, here or in the API: file contents are large and read once; the content
 * version must be read afresh on every poll.
 */
export const UNCACHED_CALLS: ReadonlySet<CallName> = new Set<CallName>([
  'getFileData',
  'getSiteVersion',
]);

/** An outage is no answer, a timeout, a broken answer or a 5xx; a 4xx is the backend's answer. */
export function isOutage(error: unknown): boolean {
  return error instanceof ApiError && !(error.kind === 'http' && error.status < 500);
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
    if (!response.ok) throw new ApiError('http', call.path, response.status, text);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ApiError(
        'contract',
        call.path,
        response.status,
        `${call.path}: answer is not JSON`,
      );
    }
    const parsed = call.response.safeParse(json);
    if (!parsed.success) {
      throw new ApiError(
        'contract',
        call.path,
        response.status,
        `${call.path}: ${parsed.error.message}`,
      );
    }
    return parsed.data;
  }

  const ttl = options.cacheTtlMs ?? 0;
  const staleIfError = options.staleIfError ?? true;
  const cache =
    ttl > 0
      ? new LRUCache<string, { value: unknown }, FetchContext>({
          max: 1000,
          ttl,
          allowStale: true,
          noDeleteOnFetchRejection: staleIfError,
          allowStaleOnFetchRejection: staleIfError,
          fetchMethod: async (_key, _stale, { context, options: fetchOptions }) => {
            try {
              return { value: await send(context.name, context.payload) };
            } catch (error) {
              // Kept so the caller gets this error when there is no stale answer to fall back on.
              context.error = error;
              // A refusal (4xx) is the backend's answer, not an outage: forget what was kept.
              if (error instanceof ApiError && error.kind === 'http' && error.status < 500) {
                fetchOptions.noDeleteOnFetchRejection = false;
                fetchOptions.allowStaleOnFetchRejection = false;
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
    const entry = await cache.fetch(key, { context });
    if (entry) return entry.value;
    throw (
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
  const breaker = circuitBreaker(handleWhen(isOutage), {
    halfOpenAfter: options.halfOpenAfterMs ?? 5000,
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
