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
  timeoutMs?: number;
}

/** File contents are large and read once: they would crowd out everything else in the cache. */
const UNCACHED = new Set<CallName>(['getFileData']);

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
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function send(name: CallName, payload: unknown): Promise<unknown> {
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
  const cache =
    ttl > 0
      ? new LRUCache<string, { value: unknown }, FetchContext>({
          max: 1000,
          ttl,
          allowStale: true,
          noDeleteOnFetchRejection: true,
          allowStaleOnFetchRejection: true,
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
    if (!cache || UNCACHED.has(name)) return send(name, payload);
    const key = `${name} ${JSON.stringify(payload ?? null)}`;
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
