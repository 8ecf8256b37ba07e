import { field } from './field.ts';

/**
 * The `employees` table's own fields (SPEC §3 Employee): the principal, the office staff and a
 * department's teachers, in the order of a person's file (administration/, faculty/). Where a
 * person is listed (dept_code, type, sort_order, home_dept_code), whether their profile is
 * live, and the profile's sections (one JSON column) are the importer's and the profile
 * editor's own.
 */
export const EMPLOYEE_FIELDS = [
  field('name', 'line', { required: true, label: 'Name', what: 'the name' }),
  field('designation', 'line', { label: 'Designation', what: 'the designation' }),
  field('designation_as', 'line', {
    lang: 'as',
    extension: true,
    label: 'Designation in Assamese',
    what: 'the designation in Assamese',
    hint: 'Optional: the designation as the Assamese pages show it (সহযোগী অধ্যাপক); left empty, they show the English',
  }),
  field('email', 'email', { label: 'E-mail', what: 'the e-mail address' }),
  field('phone', 'phone', { max: 40, label: 'Phone', what: 'the phone number' }),
  field('mobile', 'phone', { max: 40, label: 'Mobile', what: 'the mobile number' }),
  field('photo', 'portrait', {
    column: 'dp',
    answer: 'dp',
    label: 'Photograph',
    what: 'the photograph',
  }),
] as const;
