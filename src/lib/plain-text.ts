import sanitizeHtml from 'sanitize-html';

/** The four characters sanitize-html writes as entities in text. */
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };
/** Tags that end a block of text: a space keeps the words on either side apart. */
const BLOCK_TAG = /<\/?(?:p|br|li|h[1-6]|div|tr|td|th|dd|dt|blockquote|pre)\b[^>]*>/gi;

/**
 * The text of HTML from content, for places that take no markup: descriptions of link
 * previews, feeds and calendars, and the search index. Cut after a whole word (with '…') to stay
 * within `maxLength` characters.
 */
export function plainText(html: string | null | undefined, maxLength = Infinity): string {
  if (!html) return '';
  const text = sanitizeHtml(html.replace(BLOCK_TAG, ' '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&(?:amp|lt|gt|quot);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  // Cut at the last whole word that fits.
  const cut = text.slice(0, maxLength);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : maxLength - 1).trimEnd()}…`;
}
