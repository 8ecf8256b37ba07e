import type { CallName, Calls, ParsedRequestOf, PostCall, ResponseOf } from '../contract/calls.ts';
import type { Db } from '../db/database.ts';

/**
 * One call of the contract as a function over the database: the payload as the contract's
 * request schema leaves it (defaults filled), the answer in the contract's own shape, so that
 * neither side needs a parse. The API sends it; the site's loaders read it in process.
 */
export type Service<K extends CallName> = Calls[K] extends PostCall
  ? (payload: ParsedRequestOf<K>) => Promise<ResponseOf<K>>
  : () => Promise<ResponseOf<K>>;

/** Every call of SPEC §7 and our extensions: the one implementation of them (decision 079). */
export type Services = { [K in CallName]: Service<K> };

/** The services of one area of the contract (notices, departments, …). */
export type AreaServices<K extends CallName> = { [N in K]: Service<N> };

/** What the services read: the database, the uploads folder and where it is published, today. */
export interface ServiceDeps {
  db: Db;
  /** The uploads folder on disk: the only place files are read from. */
  uploadsDir: string;
  /** Public address of the uploads location, used for the url of attachments. */
  uploadsUrl: string;
  /** Today as YYYY-MM-DD, in the college's time zone. */
  today: () => string;
}
