import { DESCRIPTION, TITLE, uploadInfo } from './shared-fields.ts';

/** The `important_files` table's fields (GET /getImportantFiles), in the order of its file. */
export const IMPORTANT_FILE_FIELDS = [
  TITLE,
  DESCRIPTION,
  uploadInfo('Files', 'the files'),
] as const;
