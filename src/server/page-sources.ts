import type { Config } from '../config/config.ts';
import { createSiteContent } from '../content/site-content.ts';
import { createApiClient, type ApiClient, type FailureLog } from '../contract/client.ts';
import type { SiteSource } from '../contract/schemas/site.ts';
import type { Services } from '../services/index.ts';
import { servicesClient } from '../services/services-client.ts';
import { noteKeptAnswer } from './kept-answers.ts';
import { keepSiteSource } from './kept-site-source.ts';
import { createApiSiteSource } from './site-source.ts';

/** What the pages' loaders read: the contract's calls, their bulk twin, the identity and texts. */
export interface PageSources {
  api: ApiClient;
  /** For reading the whole site at once (the search catalogue): no client cache. */
  bulkApi: ApiClient;
  site: SiteSource;
  /** With API_URL: learns the identity and texts, so an outage later still has them. */
  warm?: () => Promise<void>;
}

/** A log as Fastify's and a render thread's are: lines with details, or a message alone. */
export type SourcesLog = FailureLog & { warn(message: string): void; info(message: string): void };

export interface SourcesDeps {
  /** In process: the services over this thread's own database handle. */
  services: Services | undefined;
  today: () => string;
  /** The content generation (caching.ts): with API_URL, part of every kept answer's key. */
  generation: () => string;
  log: SourcesLog;
}

/**
 * What the pages read, one interface with two implementations (decisions 079, 080). Without
 * API_URL, the services in process, called as functions: no request, no JSON, no answer parse
 * and no cache between a loader and the database (the page cache keeps what is built from them).
 * With API_URL, the contract client over HTTP, with its cache, its circuit breaker and its last
 * good answers, and the identity and texts kept through the backend's outages. Made once by the
 * serving thread and once by each render thread (render-threads/), each over its own connection.
 */
export function pageSources(config: Config, deps: SourcesDeps): PageSources {
  const { services, today, generation, log } = deps;
  if (!config.apiUrl) {
    if (!services) throw new Error(`SERVE=${config.serve} without API_URL needs a database`);
    const api = servicesClient(services);
    return { api, bulkApi: api, site: createApiSiteSource(api) };
  }
  const backend = { baseUrl: config.apiUrl, timeoutMs: config.apiTimeoutMs, breaker: { log } };
  const api = createApiClient({
    ...backend,
    cacheTtlMs: config.apiCacheTtlMs,
    // With the page cache on, pages keep their own last good copies, marked as such.
    staleIfError: config.pageCacheTtlMs === 0,
    generation,
    // A page built from a last good answer says it may be out of date (page-cache.ts).
    onKeptAnswer: noteKeptAnswer,
    log,
  });
  // The content folder only stands in for our own calls when API_URL's backend lacks them.
  const local = createSiteContent(config.contentDir, today, { uploadsUrl: config.uploadsUrl });
  const site = keepSiteSource(createApiSiteSource(api, local), {
    generation,
    // Answers like any other (API_CACHE_TTL_MS): past it, a kept one is used only as a last
    // good answer, and the page built from it says it may be out of date.
    freshMs: config.apiCacheTtlMs,
    onKept: noteKeptAnswer,
    log,
  });
  return {
    api,
    bulkApi: createApiClient({ ...backend, cacheTtlMs: 0 }),
    site,
    warm: () => site.warm(),
  };
}
