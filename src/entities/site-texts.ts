import { field } from './field.ts';

/**
 * The `site_texts` table (our own call POST /site/text): a text of the college's own. Its name
 * is where it stands (the file's name, the studio's public id). texts/{name}.md holds the
 * English fields (the title and the date in its front matter, its body the text);
 * texts/{name}.as.md the Assamese ones, under the English names (title, body).
 */
export const SITE_TEXT_ENGLISH = [
  field('title', 'line', {
    nullable: true,
    extension: true,
    label: 'Title',
    what: 'the title',
    hint: 'Optional: the page has its own',
  }),
  field('updated', 'date', { extension: true, label: 'Last changed', what: 'the date' }),
  field('body', 'html', { label: 'Text', what: 'the text' }),
] as const;

export const SITE_TEXT_ASSAMESE = [
  field('title_as', 'line', {
    lang: 'as',
    extension: true,
    label: 'Title in Assamese',
    what: 'the title in Assamese',
  }),
  field('body_as', 'html', {
    lang: 'as',
    extension: true,
    label: 'Text in Assamese',
    what: 'the text in Assamese',
  }),
] as const;

export const SITE_TEXT_FIELDS = [...SITE_TEXT_ENGLISH, ...SITE_TEXT_ASSAMESE] as const;

/** The fields the studio's form of a text holds; its date is the day it is published. */
export const SITE_TEXT_FORM = [
  'title',
  'body',
] as const satisfies readonly (typeof SITE_TEXT_FIELDS)[number]['name'][];
