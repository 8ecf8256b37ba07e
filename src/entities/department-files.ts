import { field } from './field.ts';

/**
 * The `department_files` table's fields (POST /getDepartmentFileByType): a department's
 * syllabi, journals, achievements and COs & POs, in the order of an entry of its documents.yaml
 * (under its page's type). The department and the type are where the entry stands.
 */
export const DEPARTMENT_FILE_FIELDS = [
  field('title', 'line', { required: true, label: 'Title', what: 'a title' }),
  field('date', 'date', { label: 'Date', what: 'the date' }),
  field('description', 'html', { label: 'Description', what: 'the description' }),
  field('attachments', 'attachments', {
    column: 'upload_info',
    answer: 'upload_info',
    label: 'Files',
    what: 'the files',
  }),
] as const;
