import { field } from './field.ts';

/** The `governing_body` table's fields (GET /getGbMembers), in the order of its file. */
export const GOVERNING_BODY_FIELDS = [
  field('type', 'line', {
    required: true,
    label: 'Position',
    what: 'the position, like President or Member',
    hint: 'Like President',
  }),
  field('name', 'line', { required: true, label: 'Name', what: 'the name' }),
  field('phone', 'phone', { max: 40, label: 'Phone', what: 'the phone number' }),
  field('email', 'email', { label: 'E-mail', what: 'the e-mail address' }),
] as const;
