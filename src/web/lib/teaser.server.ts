import type { CleanHtml } from './html.ts';
import { clean } from './sanitize.server.ts';

const FIRST_PARAGRAPH = /<p[\s>][\s\S]*?<\/p>/i;

/**
 * The opening paragraph of a text, cleaned, for a teaser that links to the whole text. A text
 * without paragraphs is kept whole.
 */
export function teaser(html: string, uploadsUrl: string): CleanHtml {
  return clean(FIRST_PARAGRAPH.exec(html)?.[0] ?? html, uploadsUrl);
}
