import type { CleanHtml } from './html.ts';
import { cleanWithAssamese } from './sanitize.server.ts';

const FIRST_PARAGRAPH = /<p[\s>][\s\S]*?<\/p>/i;

const opening = (html: string) => FIRST_PARAGRAPH.exec(html)?.[0] ?? html;

/**
 * The opening paragraph of a text, cleaned, for a teaser that links to the whole text, with the
 * opening of its Assamese when the text has one (null when not: an Assamese page then shows the
 * English after its "not yet in Assamese" note, decision 097). A text without paragraphs is
 * kept whole.
 */
export function teaser(html: string, uploadsUrl: string, assamese?: string | null): CleanHtml {
  return cleanWithAssamese(opening(html), assamese ? opening(assamese) : null, uploadsUrl);
}
