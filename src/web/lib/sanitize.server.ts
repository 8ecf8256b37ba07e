import sanitizeHtml from 'sanitize-html';
import type { CleanHtml } from './html.ts';

/** What content may keep: text structure, tables, links and images; no scripts, styles or frames. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'abbr',
    'span',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Content headings sit under the page's own h1 and its h2 sections.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? '')
        ? { ...attribs, rel: 'noopener noreferrer' }
        : attribs,
    }),
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, loading: 'lazy', alt: attribs.alt ?? '' },
    }),
  },
};
OPTIONS.allowedAttributes = { ...OPTIONS.allowedAttributes, a: ['href', 'title', 'rel'] };

/** Cleans HTML from content (or from the college's backend) for <SafeHtml>. */
export function clean(html: string | null | undefined): CleanHtml {
  return { sanitizedHtml: html ? sanitizeHtml(html, OPTIONS).trim() : '' };
}

/** True when cleaned HTML has visible text or an image (empty fields are omitted, SPEC §5). */
export function hasContent(html: CleanHtml): boolean {
  return (
    /<img\b/i.test(html.sanitizedHtml) ||
    sanitizeHtml(html.sanitizedHtml, { allowedTags: [] }).trim() !== ''
  );
}

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
