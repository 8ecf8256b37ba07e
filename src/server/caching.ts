import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config.ts';
import { ApiError, isBackendOutage, logFailure, type ApiClient } from '../contract/client.ts';
import { readContentVersion } from '../db/content-version.ts';
import type { Db } from '../db/database.ts';
import { watchContentVersion, type VersionWatch } from './content-version.ts';
import {
  createPageCache,
  refreshMostVisited,
  warmCatalogue,
  type PageCache,
} from './page-cache.ts';

/** Kept pages rendered again right after new content, before visitors ask (decision 038). */
const MOST_VISITED_REFRESHED = 20;

export interface Caching {
  /** Rendered pages (GET and HEAD). */
  pages: PageCache;
  /**
   * Moves on with every new content version: the key of the search catalogue, and with API_URL
   * of the contract client's answers and the kept identity and texts.
   */
  generation: () => string;
  /** Pages read another process's /api (API_URL): follow its content version instead. */
  followBackend(api: ApiClient): void;
}

/**
 * The page cache and what renews it: a new content version, read from the database every
 * CONTENT_VERSION_POLL_MS (and, for pages that read another backend, from that backend's
 * GET /api/site/version), makes every kept page out of date. Each is served once more while one
 * render refreshes it, and the most visited pages are rendered again at once (decision 080).
 */
export function setUpCaching(app: FastifyInstance, config: Config, db: Db | undefined): Caching {
  const ttlMs = config.pageCacheTtlMs;
  const pages = createPageCache({
    ttlMs,
    maxBytes: config.pageCacheMaxBytes,
    timeZone: config.timeZone,
    log: app.log,
  });
  let generation = 0;
  let refreshing: AbortController | undefined;
  const outdatePages = () => {
    pages.outdate();
    generation += 1;
    refreshing?.abort();
    refreshing = new AbortController();
    void warmCatalogue(pages, app.log);
    void refreshMostVisited(pages, MOST_VISITED_REFRESHED, refreshing.signal, app.log);
  };

  const watches: VersionWatch[] = [];
  const watch = (read: () => Promise<string | undefined>, onChange: () => void) => {
    if (config.contentVersionPollMs <= 0) return;
    watches.push(
      watchContentVersion({
        read,
        intervalMs: config.contentVersionPollMs,
        onChange: (version) => {
          onChange();
          app.log.info(`New content (version ${version}): kept pages are refreshed`);
        },
        // The backend's outages are told once by its circuit breaker; anything else here.
        onFailure: (error) => {
          if (!isBackendOutage(error)) {
            logFailure(app.log, error, 'The content version could not be read');
          }
        },
        onUnsupported: () =>
          app.log.warn(
            `${config.apiUrl} has no /site/version: kept pages are renewed by PAGE_CACHE_TTL_MS alone`,
          ),
      }),
    );
  };
  // The catalogue (search, sitemap) is built as soon as the server listens, not when the first
  // visitor searches. (Not before: the renders read this very app's API, ready only then.)
  app.addHook('onListen', async () => {
    void warmCatalogue(pages, app.log);
  });
  app.addHook('onClose', async () => {
    for (const w of watches) w.stop();
    refreshing?.abort();
  });

  // Pages that read API_URL follow that backend's version instead (followBackend).
  if (db && !config.apiUrl) watch(async () => (await readContentVersion(db)).version, outdatePages);

  return {
    pages,
    generation: () => String(generation),
    followBackend(api) {
      watch(
        () =>
          api.getSiteVersion().then(
            (answer) => answer.version,
            (error: unknown) => {
              // A backend of the spec alone: it cannot tell, so it is not asked again.
              if (error instanceof ApiError && error.kind === 'http' && error.status === 404)
                return undefined;
              throw error;
            },
          ),
        outdatePages,
      );
    },
  };
}
