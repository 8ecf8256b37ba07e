import { defaultTreeAdapter, html as parse5Html, parseFragment, serialize } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';
import { telHref } from './administration.ts';

type ParentNode = DefaultTreeAdapterMap['parentNode'];
type ChildNode = DefaultTreeAdapterMap['childNode'];

/**
 * An Indian mobile number as content writes it: ten digits from 6 to 9, maybe split after the
 * fifth, maybe after +91 ('9000021963', '90000 32211', '+91 90000 00100'). Landlines and other
 * runs of digits (roll numbers, years) are left as text.
 */
const PHONE = /(?:\+91[\s-]?)?(?<![\d+])[6-9]\d{4}[\s-]?\d{5}(?!\d)/g;
/** A cheap test before parsing: most texts have no such run at all. */
const MAYBE_PHONE = /[6-9]\d{4}[\s-]?\d{5}/;

/** Text nodes outside links, where a number may become one. */
function textNodesOutsideLinks(node: ParentNode, found: ChildNode[] = []): ChildNode[] {
  for (const child of node.childNodes) {
    if (defaultTreeAdapter.isTextNode(child)) found.push(child);
    else if (defaultTreeAdapter.isElementNode(child) && child.tagName !== 'a')
      textNodesOutsideLinks(child, found);
  }
  return found;
}

/**
 * Cleaned content HTML with its phone numbers as tel: links (issue 37, decision 095), so that a
 * phone dials them: a profile's contact lines, the RTI officers' table. Run after the allow-list,
 * on HTML it made; links already written stay as they are.
 */
export function linkPhoneNumbers(html: string): string {
  if (!MAYBE_PHONE.test(html)) return html;
  const fragment = parseFragment(html);
  let changed = false;
  for (const text of textNodesOutsideLinks(fragment)) {
    const value = (text as DefaultTreeAdapterMap['textNode']).value;
    const parts: ChildNode[] = [];
    let last = 0;
    for (const match of value.matchAll(PHONE)) {
      const start = match.index;
      if (start > last) parts.push(textNode(value.slice(last, start)));
      const link = defaultTreeAdapter.createElement('a', parse5Html.NS.HTML, [
        { name: 'href', value: telHref(match[0]) },
      ]);
      defaultTreeAdapter.insertText(link, match[0]);
      parts.push(link);
      last = start + match[0].length;
    }
    if (parts.length === 0) continue;
    if (last < value.length) parts.push(textNode(value.slice(last)));
    const parent = text.parentNode!;
    for (const part of parts) defaultTreeAdapter.insertBefore(parent, part, text);
    defaultTreeAdapter.detachNode(text);
    changed = true;
  }
  return changed ? serialize(fragment) : html;
}

const textNode = (value: string): ChildNode =>
  ({ nodeName: '#text', value, parentNode: null }) as DefaultTreeAdapterMap['textNode'];
