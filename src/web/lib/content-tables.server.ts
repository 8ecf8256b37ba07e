import { defaultTreeAdapter, html as parse5Html, parseFragment, serialize } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';
import { MAX_COLUMNS_CLASS } from '../components/data-table.tsx';

type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];
type Node = DefaultTreeAdapterMap['childNode'];

const isElement = (node: Node | ParentNode, tag?: string): node is Element =>
  defaultTreeAdapter.isElementNode(node) && (!tag || node.tagName === tag);

const childElements = (node: ParentNode, tag?: string): Element[] =>
  node.childNodes.filter((child): child is Element => isElement(child, tag));

/** The text of a node, its white space collapsed. */
function textOf(node: Node | ParentNode): string {
  if (defaultTreeAdapter.isTextNode(node as Node)) return (node as { value: string }).value;
  const children = 'childNodes' in node ? node.childNodes : [];
  return children.map(textOf).join(' ').replace(/\s+/g, ' ').trim();
}

/** The rows of a table, in its head, bodies and foot (the parser always adds a tbody). */
const rowsOf = (table: Element) =>
  childElements(table).flatMap((part) =>
    part.tagName === 'tr' ? [part] : childElements(part, 'tr'),
  );

/** The column headings of a table: its <thead>'s one row of <th>, or null. */
function headingsOf(table: Element): string[] | null {
  const head = childElements(table, 'thead')[0];
  const headRows = head ? childElements(head, 'tr') : [];
  if (headRows.length !== 1) return null;
  const headings = childElements(headRows[0]!);
  if (headings.length === 0 || headings.some((cell) => cell.tagName !== 'th')) return null;
  return headings.map(textOf);
}

/** A table whose cells span rows or columns cannot be cards: a card shows cell by heading. */
const hasSpans = (table: Element) =>
  rowsOf(table).some((row) =>
    childElements(row).some((cell) =>
      cell.attrs.some(({ name }) => name === 'colspan' || name === 'rowspan'),
    ),
  );

const element = (tag: string, attrs: Record<string, string>, parent: ParentNode): Element => {
  const made = defaultTreeAdapter.createElement(
    tag,
    parse5Html.NS.HTML,
    Object.entries(attrs).map(([name, value]) => ({ name, value })),
  );
  made.parentNode = parent;
  return made;
};

/**
 * The table in the site's wrappers: the scroll region, and, when it can become cards, the box
 * its container query measures, with each cell labelled by its column's heading.
 */
function wrapTable(table: Element, parent: ParentNode, name: string): Element {
  const headings = headingsOf(table);
  const labels = headings && !hasSpans(table) ? headings : null;
  const region = element(
    'div',
    { class: 'table-scroll', role: 'region', 'aria-label': name, tabindex: '0' },
    parent,
  );
  let inner = region;
  if (labels) {
    const columns = Math.min(labels.length, MAX_COLUMNS_CLASS);
    inner = element('div', { class: `data-table data-table--cols-${columns}` }, region);
    region.childNodes = [inner];
    for (const row of rowsOf(table))
      childElements(row).forEach((cell, column) => {
        const label = labels[column];
        if (cell.tagName === 'td' && label) cell.attrs.push({ name: 'data-label', value: label });
      });
  }
  inner.childNodes = [table];
  table.parentNode = inner;
  return region;
}

/** Letters of the Bengali-Assamese script. */
const ASSAMESE_LETTERS = /[\u0980-\u09FF]/;
const ASSAMESE_NUMBER = new Intl.NumberFormat('as-IN');

/**
 * Gives each table of content HTML the treatment of the site's own tables (components/
 * data-table.tsx, decision 023): a region the keyboard can scroll, named by the table's caption
 * or its headings (or its first row; numbered when a name repeats), so that the page itself never scrolls
 * sideways; and, for a table with one header row, the cards of the narrow-screen layout. Runs on
 * HTML the allow-list has cleaned: the region, its classes and the labels are the site's, never
 * the content's (decision 048).
 */
export function presentContentTables(clean: string): string {
  if (!/<table\b/i.test(clean)) return clean;
  const fragment = parseFragment(clean);
  const names = new Map<string, number>();
  const nameOf = (table: Element) => {
    const caption = childElements(table, 'caption')[0];
    // Without a caption or a header row, the first row stands in: it usually heads the table.
    const heads = headingsOf(table) ?? childElements(rowsOf(table)[0] ?? table).map(textOf);
    // The word for a table in the language of its headings: an Assamese text's tables are
    // named in Assamese, as the site's own are ('তালিকা: …', deptProfile.table).
    const word = ASSAMESE_LETTERS.test(heads.join('')) ? 'তালিকা' : 'Table';
    const base =
      (caption && textOf(caption)) ||
      (heads.some(Boolean) ? `${word}: ${heads.filter(Boolean).join(', ')}` : word);
    const seen = (names.get(base) ?? 0) + 1;
    names.set(base, seen);
    const number = word === 'Table' ? String(seen) : ASSAMESE_NUMBER.format(seen);
    return seen > 1 || base === word ? `${base} ${number}` : base;
  };
  const visit = (parent: ParentNode) => {
    parent.childNodes = parent.childNodes.map((node) => {
      if (!isElement(node)) return node;
      if (node.tagName === 'table') return wrapTable(node, parent, nameOf(node));
      visit(node);
      return node;
    });
  };
  visit(fragment);
  return serialize(fragment);
}
