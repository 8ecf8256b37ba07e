/**
 * What the site catalogue holds: every searchable item (a notice, an event, a person, a
 * department, a committee, a page of the college) and every address of the sitemap.
 */

/** The groups of search results, in the order the results page shows them. */
export const RESULT_KINDS = [
  { kind: 'notice', label: 'Notices and documents' },
  { kind: 'event', label: 'Events' },
  { kind: 'faculty', label: 'Faculty' },
  { kind: 'department', label: 'Departments' },
  { kind: 'committee', label: 'Committees' },
  { kind: 'page', label: 'College pages' },
] as const;
export type ResultKind = (typeof RESULT_KINDS)[number]['kind'];

export const isResultKind = (value: string | null): value is ResultKind =>
  RESULT_KINDS.some((entry) => entry.kind === value);

/** A searchable item. `title` and `text` are indexed; the rest is shown with the result. */
export interface SiteDocument {
  /** Unique in the catalogue, e.g. 'notice:TNC:COLLEGE_TENDER:12'. */
  id: string;
  kind: ResultKind;
  title: string;
  /** Body text (plain): descriptions, areas of research, members, attachment names. */
  text: string;
  /** Short words that describe the item: a designation, a department, a notice's list. */
  tags: string;
  /** The item's page (a path of the site, with its query where it needs one). */
  path: string;
  /** YYYY-MM-DD for dated items (notices, events). */
  date?: string;
  /** What the result shows under its title: the list, the department, the designation. */
  context: string;
  /** The start of the body, shown under the result (plain text). */
  excerpt: string;
  /** The item's title and body in Assamese, when the content gives them (decision 060). */
  titleAs?: string | undefined;
  textAs?: string | undefined;
  /** `context` and `excerpt` as /as/search shows them (decision 094). */
  contextAs?: string | undefined;
  excerptAs?: string | undefined;
  /** The text of its PDF attachments, page by page (extracted at import or upload). */
  pages?: DocumentPage[] | undefined;
}

/** One page of an attachment's text. */
export interface DocumentPage {
  /** From 1. */
  page: number;
  text: string;
}

/** An address of the sitemap, with the date its content last changed when there is one. */
export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD */
  lastmod?: string;
}

/** The later of two dates (YYYY-MM-DD), either of which may be missing. */
export function laterDate(a: string | undefined, b: string | undefined): string | undefined {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}
