import { field } from './field.ts';

/** The `important_files` table's fields (GET /getImportantFiles), in the order of its file. */
export const IMPORTANT_FILE_FIELDS = [
  field('title', 'line', { required: true, label: 'Title', what: 'a title' }),
  field('description', 'html', { label: 'Description', what: 'the description' }),
  field('attachments', 'attachments', {
    column: 'upload_info',
    answer: 'upload_info',
    label: 'Files',
    what: 'the files',
  }),
] as const;
