import { DEPARTMENT_PROFILE_TABLES } from './department-profile.ts';
import { cell, field } from './field.ts';

/**
 * The `departments` table (SPEC §3 Department): its identity (names, stream), then its page: the
 * banner, the texts and the facilities the microsite shows, in the order the answer gives them.
 * Its code and order are where its folder and its pages stand, and stay the importer's own; its
 * profile's 22 tables (department-profile.ts) share one JSON column keyed by table.
 */
const text = <const N extends string, const C extends string>(name: N, column: C, label: string) =>
  field(name, 'html', {
    column,
    formKey: column,
    answer: column,
    label,
    what: `the ${label.toLowerCase()}`,
  });

/** The streams a department belongs to (SPEC's Stream). */
export const STREAMS = ['ARTS', 'SCIENCE'] as const;

/** A department's identity (decision 114): named in its list, its header and its pages. */
export const DEPARTMENT_IDENTITY = ['dept_name', 'dept_name_as', 'stream'] as const;

export const DEPARTMENT_FIELDS = [
  field('dept_name', 'line', { required: true, label: 'Name', what: 'the name' }),
  // Not `lang: 'as'`: SPEC answers '' when it has none, and its column was never null.
  field('dept_name_as', 'line', { label: 'Name in Assamese', what: 'the name in Assamese' }),
  field('stream', 'choice', {
    required: true,
    choices: STREAMS,
    label: 'Stream',
    what: 'the stream',
  }),
  field('banner', 'image', {
    label: 'Banner',
    what: 'the banner',
    // Decorative in the microsite's header (alt=""; the name is the heading): no words asked.
    hint: 'One wide photograph, shown above the menu.',
  }),
  text('about', 'department_about', 'Department at a glance'),
  field('about_as', 'html', {
    column: 'department_about_as',
    answer: 'department_about_as',
    extension: true,
    lang: 'as',
    label: 'Department at a glance in Assamese',
    what: 'the department at a glance in Assamese',
  }),
  text('vision', 'vision', 'Vision & Mission'),
  text('courses', 'courses', 'Courses & Programmes'),
  text('contact_details', 'contact_details', 'Contact'),
  text('online_classes', 'online_classes', 'Online Classes'),
  text('activity', 'activity', 'Activities'),
  text('gallery', 'gallery', 'Gallery introduction'),
  field('facilities', 'rows', {
    max: 100,
    cells: [
      cell('title', 'line', { max: 200, label: 'Facility', what: 'the facility' }),
      cell('description', 'html', { label: 'Description', what: 'the description' }),
    ],
    label: 'Facilities',
    what: 'the facilities',
  }),
  field('estd', 'year', { label: 'Year of establishment', what: 'the year of establishment' }),
  field('examination_system', 'line', {
    label: 'Examination system',
    what: 'the examination system',
  }),
  field('profile', 'tables', {
    tables: DEPARTMENT_PROFILE_TABLES,
    label: 'Department profile',
    what: 'the profile',
  }),
] as const;

/** The fields the studio's department page holds, in its order. */
export const DEPARTMENT_PAGE = [
  'banner',
  'about',
  'vision',
  'courses',
  'online_classes',
  'activity',
  'gallery',
  'contact_details',
  'estd',
  'examination_system',
] as const satisfies readonly (typeof DEPARTMENT_FIELDS)[number]['name'][];
