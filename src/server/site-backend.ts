import type { FastifyInstance } from 'fastify';
import { askingForCurrentContent } from '../cache/current-content.ts';
import type { Config } from '../config/config.ts';
import { createApiClient, type ApiClient } from '../contract/client.ts';
import type { Db } from '../db/database.ts';
import { createServices } from '../services/index.ts';
import { servicesClient } from '../services/services-client.ts';
import type { Caching } from './caching.ts';
import { noteKeptAnswer } from './kept-answers.ts';

/**
 * What the pages read, one interface with two implementations (decision 079): with a database
 * and no API_URL, the services in process (no request, JSON or answer cache between a loader
 * and the database; the page cache keeps what is built); with API_URL, the contract client over
 * HTTP, with its cache, circuit breaker and last good answers for the backend's outages. `bulk`:
 * the client without a cache, for reading the whole site at once (the search catalogue).
 */
export function siteBackend(
  config: Config,
  app: FastifyInstance,
  caching: Caching,
  local: { db: Db | undefined; today: () => string },
  bulk = false,
): ApiClient {
  if (!config.apiUrl) {
    const { db, today } = local;
    if (!db) throw new Error(`SERVE=${config.serve} without API_URL needs a database`);
    return servicesClient(
      createServices({ db, uploadsDir: config.uploadsDir, uploadsUrl: config.uploadsUrl, today }),
    );
  }
  const backend = {
    baseUrl: config.apiUrl,
    // Its renders never take an answer the backend kept from before new content.
    fetch: askingForCurrentContent(fetch),
    timeoutMs: config.apiTimeoutMs,
    breaker: { log: app.log },
  };
  if (bulk) return createApiClient({ ...backend, cacheTtlMs: 0 });
  return createApiClient({
    ...backend,
    cacheTtlMs: config.apiCacheTtlMs,
    // With the page cache on, pages keep their own last good copies, marked as such.
    staleIfError: config.pageCacheTtlMs === 0,
    generation: caching.generation,
    // A page built from a last good answer says it may be out of date (page-cache.ts).
    onKeptAnswer: noteKeptAnswer,
    log: app.log,
  });
}
