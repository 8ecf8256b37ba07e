import { field } from './field.ts';
import { DESCRIPTION, TITLE, uploadInfo } from './shared-fields.ts';

/**
 * The `notices` table's fields (SPEC §3 Notice): the college's notices, its events, the
 * departments' notices and news, the IQAC's documents. Each studio form holds those it names
 * (NOTICE_FORMS below); the content folder's entries (notices/{TYPE}.yaml, a department's
 * notices and events) and the answers hold them all. In the order of a folder's entry.
 */
export const NOTICE_FIELDS = [
  TITLE,
  field('date', 'date', { required: true, label: 'Date', what: 'the date' }),
  DESCRIPTION,
  field('link', 'url', {
    label: 'Link to another site',
    what: 'the link',
    hint: 'Optional: a web address starting with https://',
  }),
  field('new', 'flag', {
    column: 'is_new',
    answer: 'diff',
    label: 'Mark as new',
    what: 'the mark',
  }),
  field('photo', 'photo', {
    extension: true,
    label: 'Photograph',
    what: 'the photograph',
    hint: 'With a few words that say what it shows',
  }),
  uploadInfo('Attachments', 'the attachments'),
  field('title_as', 'line', {
    lang: 'as',
    extension: true,
    label: 'Heading in Assamese',
    what: 'the title in Assamese',
    hint: "Optional: the notice's title in Assamese, which the Assamese pages show; left empty, they show the English",
  }),
  field('description_as', 'html', {
    lang: 'as',
    extension: true,
    label: 'Details in Assamese',
    what: 'the description in Assamese',
  }),
] as const;

/**
 * The fields each of the studio's forms over the table holds, in the form's order; a form keeps
 * a row's other fields as they are. The files come right after the date, before the texts and
 * their toolbars: a clerk's notice is mostly a title and a PDF (issue 36: 26 Tabs from the title
 * to the file box). A plain notice (a department's, an IQAC document) is a notice without its
 * Assamese.
 */
export const NOTICE_FORMS = {
  notice: [
    'title',
    'date',
    'attachments',
    'description',
    'title_as',
    'description_as',
    'link',
    'new',
  ],
  event: ['title', 'date', 'photo', 'attachments', 'description'],
  plain: ['title', 'date', 'attachments', 'description', 'link', 'new'],
} as const satisfies Record<string, readonly (typeof NOTICE_FIELDS)[number]['name'][]>;
