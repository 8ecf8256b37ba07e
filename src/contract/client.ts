import { LRUCache } from 'lru-cache';
import {
  calls,
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
  timeoutMs?: number;
}

/**
 * A typed client for every call of SPEC §7. Answers are parsed with the contract. With a cache,
 * a fresh answer is reused, a stale one is served while it is refreshed, and the last good answer
 * is served when the backend fails (stale-if-error).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? fetch;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function send(name: CallName, payload: unknown): Promise<unknown> {
    const call = calls[name];
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
  // The cache swallows a failed fetch when it has nothing stale to give; the failure is kept
  // here so the caller still gets the real error (a 404 stays a 404, not 'no answer').
  const failures = new Map<string, unknown>();
  const cache =
    ttl > 0
      ? new LRUCache<string, { value: unknown }, { name: CallName; payload: unknown }>({
          max: 1000,
          ttl,
          allowStale: true,
          noDeleteOnFetchRejection: true,
          allowStaleOnFetchRejection: true,
          fetchMethod: async (key, _stale, { context }) => {
            try {
              const value = await send(context.name, context.payload);
              failures.delete(key);
              return { value };
            } catch (error) {
              failures.set(key, error);
              throw error;
            }
          },
        })
      : null;

  async function invoke(name: CallName, payload: unknown): Promise<unknown> {
    if (!cache) return send(name, payload);
    const key = `${name} ${JSON.stringify(payload ?? null)}`;
    const entry = await cache.fetch(key, { context: { name, payload } });
    if (!entry) {
      const failure = failures.get(key);
      failures.delete(key);
      throw (
        failure ?? new ApiError('network', calls[name].path, 0, `${calls[name].path}: no answer`)
      );
    }
    return entry.value;
  }

  return Object.fromEntries(
    (Object.keys(calls) as CallName[]).map((name) => [
      name,
      (payload?: unknown) => invoke(name, payload),
    ]),
  ) as ApiClient;
}
