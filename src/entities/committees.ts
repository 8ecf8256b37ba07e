import { cell, field } from './field.ts';

/**
 * The `committees` table's fields (SPEC §3 Committee): a committee's page. Its code is where it
 * stands (its address, the studio's public id) with rules of its own, and stays the importer's
 * and the studio entity's.
 */
export const COMMITTEE_FIELDS = [
  field('name', 'line', { required: true, label: 'Name', what: 'the committee’s name' }),
  field('members', 'rows', {
    max: 200,
    cells: [
      cell('name', 'line', {
        column: 'member_name',
        required: true,
        max: 200,
        label: 'Name',
        what: 'the member’s name',
      }),
      cell('designation', 'line', {
        column: 'member_designation',
        max: 200,
        label: 'Designation',
        what: 'the designation',
      }),
    ],
    label: 'Members',
    what: 'the members',
  }),
  field('objectives', 'html', { label: 'Objectives', what: 'the objectives' }),
  field('tasks', 'html', { label: 'Tasks', what: 'the tasks' }),
  field('minutes', 'attachments', { label: 'Minutes', what: 'the minutes' }),
] as const;
