import type { ApiClient } from '../../../contract/client.ts';
import { tolerate } from '../../../lib/failure-log.ts';
import { collectCatalogue, type CatalogueSource } from './collect.server.ts';
import { laterDate, type SitemapEntry } from './documents.ts';
import { createSearchIndex, type SearchIndex } from './search-index.server.ts';

/**
 * A catalogue this old is rebuilt (in the background; the old one answers meanwhile), in case
 * the content changed unseen (a backend without a content version); one built from an earlier
 * import of the content (contentGeneration) is rebuilt at once.
 */
export const CATALOGUE_TTL_MS = 5 * 60_000;
/** A replaced catalogue's index is closed this long after (its memory is then given back). */
const CLOSE_AFTER_MS = 60_000;
/** After a failed build, wait this long before trying again. */
const RETRY_AFTER_MS = 30_000;

/** Everything the site holds, read once: the search index and the sitemap's addresses. */
export interface Catalogue {
  index: SearchIndex;
  /** Every address once, with the latest date of its content. */
  pages: SitemapEntry[];
  /** The day it was built for (YYYY-MM-DD). */
  today: string;
  /** The content generation it was built from ('' when the source cannot tell). */
  generation: string;
}

/** Reads the whole site through the contract and indexes it, one list at a time. */
export async function buildCatalogue(source: CatalogueSource): Promise<Catalogue> {
  const generation = source.contentGeneration?.() ?? '';
  const index = createSearchIndex();
  const pages = new Map<string, string | undefined>();
  await collectCatalogue(source, {
    documents: (documents) => index.addAll(documents),
    pages: (entries) => {
      // An upcoming event is dated on the day it happens, not on a day its page changed: no
      // address was modified after today, so its date stops there (issue 38).
      for (const { path, lastmod } of entries)
        pages.set(
          path,
          laterDate(pages.get(path), lastmod && lastmod > source.today ? source.today : lastmod),
        );
    },
  });
  return {
    index,
    pages: [...pages].map(([path, lastmod]) => (lastmod ? { path, lastmod } : { path })),
    today: source.today,
    generation,
  };
}

/**
 * Holds the catalogue of one backend. The first request builds it and waits; afterwards a
 * catalogue that is older than its time to live, or of another day, is rebuilt in the background
 * while the old one keeps answering. New content is waited for (one build for all who ask), so
 * that a page rendered for it, which the page cache keeps as current, does not show the old
 * results. A failed rebuild keeps the old one (and is retried later); a failed first build fails
 * the request that waits for it.
 */
export class CatalogueHolder {
  private current: { catalogue: Catalogue; builtAt: number } | undefined;
  private building: Promise<Catalogue> | undefined;
  private failedAt = -Infinity;

  constructor(
    private readonly build: (source: CatalogueSource) => Promise<Catalogue> = buildCatalogue,
    private readonly ttlMs = CATALOGUE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  async get(source: CatalogueSource): Promise<Catalogue> {
    const current = this.current;
    const sameContent = current?.catalogue.generation === (source.contentGeneration?.() ?? '');
    const fresh =
      current &&
      sameContent &&
      current.catalogue.today === source.today &&
      this.now() - current.builtAt < this.ttlMs;
    if (current && (fresh || this.now() - this.failedAt < RETRY_AFTER_MS)) {
      return current.catalogue;
    }
    this.building ??= this.build(source)
      .then((catalogue) => {
        const old = this.current?.catalogue;
        this.current = { catalogue, builtAt: this.now() };
        // A request that took the old catalogue a moment ago may still read it: close it later.
        if (old) setTimeout(() => old.index.close(), CLOSE_AFTER_MS).unref();
        return catalogue;
      })
      .catch((error: unknown) => {
        this.failedAt = this.now();
        throw error;
      })
      .finally(() => {
        this.building = undefined;
      });
    if (!current) return this.building;
    // The last catalogue serves while a new one cannot be built (tried again in RETRY_AFTER_MS).
    const lastOne = tolerate(this.building, current.catalogue, source.log, 'a new catalogue');
    if (!sameContent) return lastOne;
    // Off the request path: this request gets the old catalogue.
    void lastOne;
    return current.catalogue;
  }
}

/**
 * One holder per backend, keyed by the client the catalogue is read through: the server's bulk
 * client, made once per server. Not by the render's own client, a new wrapper for every render
 * (src/server/guarded-api.ts): the catalogue would then be built again for every search.
 */
const holders = new WeakMap<ApiClient, CatalogueHolder>();

/** The backend's client that outlives a render (a context without a bulk client: its own). */
const backendOf = (source: CatalogueSource) => source.bulkApi ?? source.api;

/** The site's catalogue, shared by every render of the server until the content changes. */
export function siteCatalogue(source: CatalogueSource): Promise<Catalogue> {
  const backend = backendOf(source);
  let holder = holders.get(backend);
  if (!holder) {
    holder = new CatalogueHolder();
    holders.set(backend, holder);
  }
  return holder.get(source);
}
