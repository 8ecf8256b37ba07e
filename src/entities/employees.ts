import { field } from './field.ts';

/**
 * Whether the person's profile is live: their faculty page and quarterly report linked (SPEC's
 * `liveNow`, 1 or 0). A person file always says it, true or false. The department sets it in
 * its faculty list (studio/content/entities/department-faculty.ts), never the person's own
 * form (decision 120).
 */
export const PERSON_LIVE = field('live', 'toggle', {
  column: 'live_now',
  answer: 'liveNow',
  label: 'Live',
  what: 'whether the profile is live',
});

/**
 * The `employees` table's own fields (SPEC §3 Employee): the principal, the office staff and a
 * department's teachers, in the order of a person's file (administration/, faculty/). Where a
 * person is listed (dept_code, type, sort_order, home_dept_code) and the profile (one JSON
 * column: its own fields and CV, entities/profile.ts; its sections) are the importer's and the
 * profile editor's own.
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
  PERSON_LIVE,
] as const;

type PersonFormName = Exclude<(typeof EMPLOYEE_FIELDS)[number]['name'], typeof PERSON_LIVE.name>;
/** What the studio's form of a person of the administration holds: all but whether live. */
export const PERSON_FORM = EMPLOYEE_FIELDS.map((field) => field.name).filter(
  (name): name is PersonFormName => name !== PERSON_LIVE.name,
);
