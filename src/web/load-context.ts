import type { ApiClient, FailureLog } from '../contract/client.ts';
import type { SiteSource } from '../contract/schemas/site.ts';

/** What every loader receives from the server: the contract client and the college's texts. */
export interface WebContext {
  api: ApiClient;
  /** The college's identity and texts, through our own calls beside the contract. */
  site: SiteSource;
  /**
   * The same backend without the answer cache, for reading the whole site at once (the search
   * and sitemap catalogue): a thousand list answers would otherwise crowd the pages' cache.
   */
  bulkApi?: ApiClient;
  /** Public address of the uploads location (file-reference rule of SPEC §5). */
  uploadsUrl: string;
  admissionUrl: string;
  /** PUBLIC_URL's origin, or undefined: the college's website decides (see lib/origin.server.ts). */
  publicUrl: string | undefined;
  /**
   * Which import of the content the server last saw (the caches' generation); moves when new
   * content is imported, so whatever was built from the old content is built again.
   */
  contentGeneration?: () => string;
  /** The address of the pages' enhancement script (decision 030), when the build has one. */
  enhanceScript?: string;
  /** Today as YYYY-MM-DD, as the server sees it. */
  today: string;
  /**
   * The server's log (Fastify's pino logger), its lines naming the page being rendered: where a
   * loader logs a failure it tolerates (the page shows less), through `tolerate`.
   */
  log: FailureLog;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends WebContext {}
}
