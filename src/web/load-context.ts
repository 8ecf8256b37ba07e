import type { ApiClient } from '../contract/client.ts';
import type { SiteSource } from '../contract/schemas/site.ts';

/** What every loader receives from the server: the contract client and the college's texts. */
export interface WebContext {
  api: ApiClient;
  /** The college's identity and texts, through our own calls beside the contract. */
  site: SiteSource;
  /** Public address of the uploads location (file-reference rule of SPEC §5). */
  uploadsUrl: string;
  admissionUrl: string;
  /** Today as YYYY-MM-DD, as the server sees it. */
  today: string;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends WebContext {}
}
