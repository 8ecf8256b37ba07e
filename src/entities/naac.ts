import { field } from './field.ts';

/** A serial number in its list (NAAC's 3.2.1, a file's 1), at most 20 characters. */
const serialNumber = <const L extends string>(label: L, what: string, hint: string) =>
  field('sr_no', 'serial', { required: true, max: 20, label, what, hint });

/** The words of a criterion or a metric, a question of several lines. */
const question = (label: string, what: string) =>
  field('metric_question', 'text', { max: 2000, label, what });

/**
 * The NAAC tree (SPEC §3 IQAC group, subgroup, sub-subgroup and file group): a group, its criteria
 * (each of one of the group's kinds of metrics), their metrics (a serial number and a question)
 * and each metric's files, one table each (iqac_groups, iqac_subgroups, iqac_subsubgroups,
 * iqac_files), nested in one file of the folder (iqac.yaml). Where a row stands (its id, its
 * parent, a criterion's kind of metrics) is the tree's, and stays the importer's and the studio
 * entity's; these are what each row says.
 */
export const NAAC_GROUP_FIELDS = [
  field('name', 'line', {
    required: true,
    max: 200,
    label: 'Name',
    what: 'the group’s name',
    hint: 'Like NAAC SSR',
  }),
  field('types', 'codes', {
    required: true,
    label: 'Kinds of metrics',
    what: 'the kinds of metrics',
    hint: 'Codes separated by commas: QlM, QnM',
  }),
] as const;

export const NAAC_CRITERION_FIELDS = [
  field('criterion', 'line', {
    required: true,
    max: 300,
    label: 'Criterion',
    what: 'the criterion, like Criterion III - Research',
    hint: 'Like Criterion III - Research, Innovations and Extension',
  }),
  question('Description', 'the description'),
] as const;

export const NAAC_METRIC_FIELDS = [
  serialNumber('Serial number', 'the serial number', 'Like 3.2.1'),
  question('Metric', 'the metric'),
] as const;

/** A metric's file: in the folder its number may be left out, and is then its metric's. */
export const NAAC_FILE_FIELDS = [
  serialNumber('Number in the list', 'the entry’s number', '1, 2, …'),
  field('title', 'line', { required: true, label: 'Title', what: 'a title' }),
  field('attachments', 'attachments', {
    column: 'upload_info',
    answer: 'upload_info',
    required: true,
    label: 'Files',
    what: 'the files',
  }),
] as const;
