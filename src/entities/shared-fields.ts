import { field } from './field.ts';

/**
 * Fields several tables hold word for word (notices, holidays, important files, a department's
 * documents): one place for their labels and the words of their messages.
 */
export const TITLE = field('title', 'line', { required: true, label: 'Title', what: 'a title' });
export const DESCRIPTION = field('description', 'html', {
  label: 'Description',
  what: 'the description',
});

/** A row's files, kept in its `upload_info` column and answered there, under its form's label. */
export const uploadInfo = <const L extends string, const W extends string>(label: L, what: W) =>
  field('attachments', 'attachments', {
    column: 'upload_info',
    answer: 'upload_info',
    label,
    what,
  });
