import { field } from './field.ts';
import { DESCRIPTION, TITLE, uploadInfo } from './shared-fields.ts';

/**
 * The `department_files` table's fields (POST /getDepartmentFileByType): a department's
 * syllabi, journals, achievements and COs & POs, in the order of an entry of its documents.yaml
 * (under its page's type). The department and the type are where the entry stands.
 */
export const DEPARTMENT_FILE_FIELDS = [
  TITLE,
  field('date', 'date', { label: 'Date', what: 'the date' }),
  DESCRIPTION,
  uploadInfo('Files', 'the files'),
] as const;
