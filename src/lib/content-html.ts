import { defaultTreeAdapter, html as parse5Html, parseFragment, serialize } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';
import sanitizeHtml from 'sanitize-html';
import { EXTERNAL_LINK } from './external-link.ts';

type Node = DefaultTreeAdapterMap['childNode'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

/**
 * The one allow-list of content HTML, used by the importer (the API serves clean HTML) and by
 * the pages (a college's own backend may send anything): text structure, tables, links and
 * images; no scripts, styles, frames, forms, classes, ids or inline styles.
 */
export const CONTENT_HTML_TAGS = [
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
] as const;

/** Link schemes content may use: the web, e-mail and telephone. */
export const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

export interface ContentHtmlRules {
  /**
   * The address an image keeps, or null to leave the image out: content images must be files of
   * the site, never an address elsewhere (tracking, mixed content) or a data: URL.
   */
  imageSrc: (src: string) => string | null;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...CONTENT_HTML_TAGS],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
    ol: ['start'],
    // Only the mark normalizeHtml puts on Assamese text, and an English run an Assamese text
    // marks itself ('<span lang="en">WCAG 2.2</span>'): transformTags drops any other.
    span: ['lang'],
  },
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
};

/**
 * Elements whose content the browser never shows: left out with everything inside. Any other
 * element that is not allowed (a textarea, xmp, select, object…) gives up its text, as the
 * browser shows it.
 */
const HIDDEN = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'title',
]);

/**
 * Re-parses HTML the way a browser parses it inside a <div> (parse5 follows the HTML standard),
 * so that the sanitizer sees the tree the browser would build: an unclosed <style> or <script>
 * cannot swallow what follows, and markup inside SVG or MathML cannot be read one way by the
 * sanitizer and another by the browser (mutation XSS). Hidden elements are removed; any other
 * element the allow-list does not keep (SVG, MathML, a textarea…) is replaced by its content,
 * which the browser would show as text; comments are dropped. What remains is plain HTML of
 * allowed elements, which the sanitizer and the browser read alike.
 */
export function normalizeHtml(input: string): string {
  const context = defaultTreeAdapter.createElement('div', parse5Html.NS.HTML, []);
  const fragment = parseFragment(context, input, {});
  tidy(fragment);
  return serialize(fragment);
}

/** Elements the allow-list keeps (h1 becomes h2); any other gives up its content. */
const KEPT = new Set<string>([...CONTENT_HTML_TAGS, 'h1']);

/**
 * Runs of Bengali-script words, with the spaces and punctuation between them: Assamese text in
 * content, which authors do not mark.
 */
const ASSAMESE_WORD = '[\\u0980-\\u09fe][\\u0980-\\u09fe\\u200c\\u200d]*';
const ASSAMESE_RUN = new RegExp(
  `${ASSAMESE_WORD}(?:[\\s\\u0964\\u0965,;:.!?'"’()–—-]+${ASSAMESE_WORD})*[\\u0964\\u0965]?`,
  'gu',
);

/**
 * A text node as it is, or split so that each Assamese run is a <span lang="as">: screen readers
 * read it in Assamese (WCAG 3.1.2), and the site's Assamese font applies to it alone
 * (decision 034).
 */
function markAssamese(node: Node, parent: ParentNode): Node[] {
  if (!defaultTreeAdapter.isTextNode(node) || !ASSAMESE_RUN.test(node.value)) return [node];
  ASSAMESE_RUN.lastIndex = 0;
  const parts: Node[] = [];
  const text = (value: string): Node => ({ nodeName: '#text', value, parentNode: parent });
  let at = 0;
  for (const match of node.value.matchAll(ASSAMESE_RUN)) {
    if (match.index > at) parts.push(text(node.value.slice(at, match.index)));
    const span = defaultTreeAdapter.createElement('span', parse5Html.NS.HTML, [
      { name: 'lang', value: 'as' },
    ]);
    defaultTreeAdapter.insertText(span, match[0]);
    span.parentNode = parent;
    parts.push(span);
    at = match.index + match[0].length;
  }
  if (at < node.value.length) parts.push(text(node.value.slice(at)));
  return parts;
}

/** True for an element marked as Assamese (by an earlier cleaning): its text is marked already. */
const isAssamese = (node: ParentNode) =>
  defaultTreeAdapter.isElementNode(node) &&
  node.attrs.some(({ name, value }) => name === 'lang' && value === 'as');

function tidy(parent: ParentNode, inAssamese = false) {
  const children: Node[] = [];
  for (const node of parent.childNodes) {
    if (defaultTreeAdapter.isCommentNode(node)) continue;
    if (!defaultTreeAdapter.isElementNode(node)) {
      children.push(...(inAssamese ? [node] : markAssamese(node, parent)));
      continue;
    }
    const tag = node.tagName.toLowerCase();
    // SVG's own script and style run and apply; MathML's are shown as text by browsers.
    const hidden = node.namespaceURI === parse5Html.NS.MATHML ? false : HIDDEN.has(tag);
    if (hidden) continue;
    tidy(node, inAssamese || isAssamese(node));
    const kept = node.namespaceURI === parse5Html.NS.HTML && KEPT.has(tag);
    if (!kept) {
      for (const child of node.childNodes) child.parentNode = parent;
      children.push(...node.childNodes);
    } else children.push(node);
  }
  parent.childNodes = children;
}

/**
 * Cleans content HTML with the allow-list. Links to other sites open in a new tab and say so
 * (rel="external", which the pages' style marks visibly and for screen readers; GIGW);
 * images keep only the address the rules give them, and load lazily.
 */
export function sanitizeContentHtml(input: string, rules: ContentHtmlRules): string {
  if (!input) return '';
  return sanitizeHtml(normalizeHtml(input), {
    ...OPTIONS,
    transformTags: {
      // Content headings sit under the page's own h1 and its h2 sections.
      h1: 'h2',
      span: (tagName, attribs) => ({
        tagName,
        attribs:
          attribs.lang === 'as' || attribs.lang === 'en'
            ? { lang: attribs.lang }
            : ({} as sanitizeHtml.Attributes),
      }),
      a: (tagName, attribs) => {
        // Content sets neither target nor rel itself.
        const { rel: _rel, target: _target, ...rest } = attribs;
        return {
          tagName,
          attribs: /^\s*https?:/i.test(rest.href ?? '') ? { ...rest, ...EXTERNAL_LINK } : rest,
        };
      },
      img: (tagName, attribs) => {
        const src = attribs.src ? rules.imageSrc(attribs.src.trim()) : null;
        const { src: _src, ...rest } = attribs;
        return {
          tagName,
          attribs: {
            ...(src ? { src } : {}),
            ...rest,
            alt: rest.alt ?? '',
            loading: 'lazy',
            decoding: 'async',
          },
        };
      },
    },
    // An image without an address the rules accept is left out altogether.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  }).trim();
}

/** True when HTML has visible text or an image (empty fields are omitted, SPEC §5). */
export function hasVisibleContent(clean: string): boolean {
  return /<img\b/i.test(clean) || sanitizeHtml(clean, { allowedTags: [] }).trim() !== '';
}
