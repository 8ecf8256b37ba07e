import { describe, expect, it } from 'vitest';
import { DEPARTMENT_PROFILE_TABLES } from '../../src/contract/schemas/departments.ts';
import { PAGE_TYPES } from '../browser/page-types.ts';
import { textOf, useSitePages } from '../helpers/site-pages.ts';

/**
 * No English word in the interface of an Assamese page (issue 27): every page type at /as/…,
 * with the states its loader words itself (the NAAC metrics' levels and their problems, every
 * table of a department's profile). Unlike the browser walk (tests/browser/assamese.spec.ts,
 * 90 % of the visible words), text for screen readers counts too, and the test wants none.
 *
 * Left out: what the content gives (data-content, decision 057), and the same texts where an
 * interface sentence quotes them ('Dr. … ৰ জীৱন-বৃত্তান্ত': a content element's exact text is
 * taken out of the page's other texts); an element in another language by design (the switch's
 * 'English', by its lang); e-mail addresses and phone numbers (mailto:, tel:); an address shown
 * as code (the not-found page's).
 */
const pages = useSitePages();
const assamese = (path: string) => (path === '/' ? '/as/' : `/as${path}`);
const SKIPPED =
  '[data-content], a[href^="mailto:"], a[href^="tel:"], code, script, style, template, [lang]:not([lang="as"])';
/** Attributes a screen reader reads out. */
const SPOKEN = ['aria-label', 'title', 'placeholder'];

/**
 * English words that stay English in Assamese, each with its reason. Names of other websites,
 * as those sites write them (a faculty profile's links, SPEC §3's list):
 */
const ALLOWED = new Set(['Facebook', 'LinkedIn', 'Google', 'Scholars', 'Wikipedia', 'Orcid']);

/**
 * The texts the content gives on the page, longest first: each is taken out where quoted (an
 * element's whole text, and each of its own texts: a teacher's name before their designation).
 * The visitor's own words, the values of the address's query, are quoted back too, and the
 * titles the content gives the frames of other sites (the map's, the video's).
 */
function contentTexts(document: Document, visitors: string[]): string[] {
  const texts = new Set<string>(visitors);
  for (const frame of Array.from(document.querySelectorAll('[data-frame-title]')))
    texts.add(frame.getAttribute('data-frame-title') ?? '');
  for (const element of Array.from(document.querySelectorAll('[data-content], [data-content] *'))) {
    texts.add(textOf(element));
    for (const node of Array.from(element.childNodes))
      if (node.nodeType === 3 /* a text */) texts.add(textOf(node as unknown as Element));
  }
  return [...texts].filter((text) => /[A-Za-z]/.test(text)).sort((a, b) => b.length - a.length);
}

/** The English words (two letters or more) of the page's interface, and where each is. */
function englishWords(document: Document, visitors: string[]): string[] {
  const quoted = contentTexts(document, visitors);
  const found: string[] = [];
  const check = (text: string, where: string) => {
    const left = quoted.reduce((rest, content) => rest.replaceAll(content, ' '), text);
    const words = (left.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !ALLOWED.has(word));
    if (words.length > 0) found.push(`${where}: ${words.join(' ')}`);
  };
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (parent && !parent.closest(SKIPPED)) check(text, parent.tagName.toLowerCase());
  }
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    if (element.closest(SKIPPED)) continue;
    for (const name of SPOKEN) {
      const value = element.getAttribute(name);
      if (value) check(value, `${element.tagName.toLowerCase()}[${name}]`);
    }
  }
  return [...new Set(found)];
}

/** What the visitor wrote in the address's query (?q=library, ?type=ZZ). */
const queryOf = (path: string) => [...new URL(path, 'http://localhost').searchParams.values()];

/** The addresses of the NAAC metrics' levels below the first, found by following its tables. */
async function matrixLevels(): Promise<{ name: string; path: string }[]> {
  const firstRow = async (path: string) => {
    const { document } = await pages.load(path);
    const href = document.querySelector('.matrix table tbody a')?.getAttribute('href');
    expect(href, `${path} links to a level below`).toBeTruthy();
    return href!.replace(/^\/as/, '');
  };
  const criterion = await firstRow('/as/iqac/matrix');
  const serial = await firstRow(assamese(criterion));
  const groupAndType = criterion.replace(/&criterion=.*/, '');
  return [
    { name: 'naac serial numbers', path: criterion },
    { name: 'naac files', path: serial },
    { name: 'naac filtered to nothing', path: `${groupAndType}&q=zzzz` },
    { name: 'naac unknown group', path: '/iqac/matrix?group=999999' },
    { name: 'naac unknown type', path: groupAndType.replace(/type=[^&]*/, 'type=ZZ') },
    { name: 'naac unknown criterion', path: `${groupAndType}&criterion=999999` },
    { name: 'naac serial number alone', path: `${groupAndType}&sr=1` },
    { name: 'naac unknown serial number', path: `${criterion}&sr=999999` },
  ];
}

const WALKED = [
  ...PAGE_TYPES,
  // The search page, which page-types.ts leaves to search.spec.ts.
  { name: 'search', path: '/search?q=library' },
  ...DEPARTMENT_PROFILE_TABLES.map(({ key }) => ({
    name: `profile ${key}`,
    path: `/department/PHY/profile?section=${key}`,
  })),
];

describe('the interface of an Assamese page', () => {
  it.each(WALKED)('$name has no English word outside its content', async ({ path }) => {
    const { document } = await pages.load(assamese(path));
    expect(englishWords(document, queryOf(path))).toEqual([]);
  });

  it('has none in any level or problem of the NAAC metrics', async () => {
    const found: Record<string, string[]> = {};
    for (const { name, path } of await matrixLevels()) {
      const { document } = await pages.load(assamese(path));
      // The walk reaches what it means to: a level's table, or a problem said about the address.
      const shown = name.includes('unknown') || name.includes('alone') ? '.matrix__problems' : 'h2';
      expect(document.querySelector(`.matrix ${shown}`), name).not.toBeNull();
      const words = englishWords(document, queryOf(path));
      if (words.length > 0) found[`${name} (${path})`] = words;
    }
    expect(found).toEqual({});
  });
});
