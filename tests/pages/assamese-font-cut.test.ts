import { describe, expect, it } from 'vitest';
import { bengaliCharacters } from '../../src/content/assamese-font.ts';
import { INTERFACE_BENGALI } from '../../src/lib/interface-characters.ts';
import { as, asLabels } from '../../src/web/i18n/as.ts';
import { PAGE_TYPES } from '../browser/page-types.ts';
import { useSitePages } from '../helpers/site-pages.ts';

/**
 * The Assamese font cut covers every Bengali-script character an Assamese page shows, interface
 * and content alike (decision 065): a character outside it would be drawn from the whole font,
 * fetched for it, and a word drawn from two faces loses its conjuncts.
 */
const pages = useSitePages();
const assamese = (path: string) => (path === '/' ? '/as/' : `/as${path}`);

/** The code points a CSS unicode-range names ('U+964,U+985-986'). */
function codePoints(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let point = parseInt(from!, 16); point <= parseInt(to!, 16); point++) points.add(point);
  }
  return points;
}

/** What the cut face of the page covers: the @font-face in its head with the cut's address. */
function cutRange(document: Document): Set<number> {
  const faces = Array.from(document.head.querySelectorAll('style'), (style) =>
    /@font-face\{[^}]*\/_fonts\/[^}]*unicode-range:([^;}]+)/.exec(style.textContent ?? ''),
  ).filter((match) => match !== null);
  expect(faces, 'the page declares the cut').toHaveLength(1);
  return codePoints(faces[0]![1]!);
}

describe('the Assamese font cut', () => {
  it('holds every character of the interface: catalogue, labels, as-IN digits and months', () => {
    const texts: string[] = [...Object.values(as), ...Object.values(asLabels)];
    const months = new Intl.DateTimeFormat('as-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    for (let month = 0; month < 12; month++) texts.push(months.format(new Date(2026, month, 15)));
    texts.push(new Intl.NumberFormat('as-IN').format(1234567890));
    const used = [...bengaliCharacters(texts)].sort();
    const missing = used.filter((char) => !INTERFACE_BENGALI.includes(char));
    expect(missing, `INTERFACE_BENGALI should be '${used.join('')}'`).toEqual([]);
  });

  it('is fetched from the head of an Assamese page, not of an English one', async () => {
    const preload = (document: Document) =>
      document.head.querySelector('link[rel="preload"][as="font"]');
    const { document } = await pages.load('/as/events');
    const link = preload(document);
    expect(link?.getAttribute('href')).toMatch(/\/_fonts\/.*\.woff2$/);
    expect(link?.getAttribute('crossorigin')).toBe('anonymous');
    expect(preload((await pages.load('/events')).document)).toBeNull();
  });

  it.each(PAGE_TYPES)(
    '$name in Assamese: every character shown is in the cut',
    async ({ path }) => {
      const { document } = await pages.load(assamese(path));
      const covered = cutRange(document);
      const shown = [...bengaliCharacters(document.body.textContent ?? '')];
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.filter((char) => !covered.has(char.codePointAt(0)!))).toEqual([]);
    },
  );
});
