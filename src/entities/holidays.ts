import { field } from './field.ts';

/** The `holidays` table's fields (GET /checkiftodayisholiday), in the order of holidays.yaml. */
export const HOLIDAY_FIELDS = [
  field('title', 'line', { required: true, label: 'Title', what: 'a title' }),
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
  field('description', 'html', { label: 'Description', what: 'the description' }),
  field('attachments', 'attachments', {
    column: 'upload_info',
    answer: 'upload_info',
    label: 'Attachments',
    what: 'the attachments',
  }),
] as const;
