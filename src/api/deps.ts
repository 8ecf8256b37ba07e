import type { Db } from '../db/database.ts';
import type { FileAnswerSlots } from './files/file-answer-slots.ts';

/** What the API's route modules need; passed in so tests can choose every part. */
export interface ApiDeps {
  db: Db;
  /** The uploads folder on disk: the only place files are read from. */
  uploadsDir: string;
  /** Public address of the uploads location, used for the url of attachments. */
  uploadsUrl: string;
  /** Today as YYYY-MM-DD (fixed by configuration in tests). */
  today: () => string;
  /** The bound on file answers sent at once, shared with the CV downloads; default: its own. */
  fileAnswers?: FileAnswerSlots;
}
