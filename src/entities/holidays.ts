import { field } from './field.ts';
import { DESCRIPTION, TITLE, uploadInfo } from './shared-fields.ts';

/** The `holidays` table's fields (GET /checkiftodayisholiday), in the order of holidays.yaml. */
export const HOLIDAY_FIELDS = [
  TITLE,
  field('start', 'date', {
    required: true,
    column: 'start_date',
    answer: 'start_date',
    label: 'First day',
    what: 'the first day',
  }),
  field('end', 'date', {
    required: true,
    column: 'end_date',
    answer: 'end_date',
    label: 'Last day',
    what: 'the last day',
  }),
  DESCRIPTION,
  uploadInfo('Attachments', 'the attachments'),
] as const;
