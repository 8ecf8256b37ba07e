import { field } from './field.ts';

/** The `alumni` table's fields (POST /getAlumniByDept), in the order of a department's file. */
export const ALUMNUS_FIELDS = [
  field('name', 'line', { required: true, label: 'Name', what: 'the name' }),
  field('batch', 'line', {
    required: true,
    max: 40,
    label: 'Batch',
    what: 'the batch, like 2018-2021',
    hint: 'Like 2018-2021',
  }),
  field('current_profession', 'line', {
    label: 'Current profession',
    what: 'the current profession',
  }),
  field('qualification', 'line', {
    label: 'Highest qualification',
    what: 'the highest qualification',
  }),
  field('email', 'email', { label: 'E-mail', what: 'the e-mail address' }),
  field('phone', 'phone', { max: 40, label: 'Phone', what: 'the phone number' }),
] as const;
