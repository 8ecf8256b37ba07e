import { resolve } from 'node:path';
import { beforeAll } from 'vitest';
import { createSiteContent } from '../../src/content/site-content.ts';
import { createApiClient } from '../../src/contract/client.ts';
import { injectFetch } from './inject-fetch.ts';
import type { CatalogueSource } from '../../src/web/lib/catalogue/collect.server.ts';
import { useApi } from './api.ts';
import { DEMO_CONTENT_DIR, TEST_TODAY } from './today.ts';

/**
 * What the site's loaders read, over the demo database: the contract client (through the API's
 * own routes, in process) and the college's texts of the demo content folder. `wrapFetch` lets a
 * test stand for another backend (one without our own calls, say).
 */
export function useSiteSource(
  options: { wrapFetch?: (fetch: typeof globalThis.fetch) => typeof globalThis.fetch } = {},
): CatalogueSource {
  const api = useApi();
  const source = { today: TEST_TODAY } as CatalogueSource;
  beforeAll(() => {
    const fetch = injectFetch(api.app);
    source.api = createApiClient({
      baseUrl: 'http://in-process/api',
      fetch: options.wrapFetch ? options.wrapFetch(fetch) : fetch,
    });
    source.site = createSiteContent(resolve(DEMO_CONTENT_DIR), () => TEST_TODAY);
  });
  return source;
}
