import type { Db } from '../db/database.ts';

/** What the API's route modules need; passed in so tests can choose every part. */
export interface ApiDeps {
  db: Db;
  /** The uploads folder on disk: the only place files are read from. */
  uploadsDir: string;
  /** Public address of the uploads location, used for the url of attachments. */
  uploadsUrl: string;
  /** Today as YYYY-MM-DD (fixed by configuration in tests). */
  today: () => string;
}
