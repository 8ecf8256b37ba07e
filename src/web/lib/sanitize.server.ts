import sanitizeHtml from 'sanitize-html';
import { EXTERNAL_LINK } from './external-link.ts';
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
    // Content links to other sites are absolute: they open in a new tab and are marked so.
    // Content sets neither target nor rel itself.
    a: (tagName, { target: _target, rel: _rel, ...attribs }) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? '') ? { ...attribs, ...EXTERNAL_LINK } : attribs,
    }),
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, loading: 'lazy', alt: attribs.alt ?? '' },
    }),
  },
};
OPTIONS.allowedAttributes = {
  ...OPTIONS.allowedAttributes,
  a: ['href', 'title', 'rel', 'target'],
};

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
