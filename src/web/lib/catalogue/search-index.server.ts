import MiniSearch, { type SearchResult } from 'minisearch';
import type { ResultKind, SiteDocument } from './documents.ts';
import { normalizeTerm } from './terms.ts';

/** What a result carries besides its score (MiniSearch stores these, not the indexed text). */
type Stored = Pick<SiteDocument, 'kind' | 'title' | 'path' | 'date' | 'context' | 'excerpt'>;
const STORED_FIELDS: (keyof Stored)[] = ['kind', 'title', 'path', 'date', 'context', 'excerpt'];

export type SearchIndex = MiniSearch<SiteDocument>;

/** A new, empty index: titles weigh most, then the tags (designation, list), then the text. */
export function createSearchIndex(): SearchIndex {
  return new MiniSearch<SiteDocument>({
    fields: ['title', 'tags', 'text'],
    storeFields: STORED_FIELDS,
    processTerm: normalizeTerm,
  });
}

export interface Hit extends Stored {
  id: string;
  score: number;
  /** The indexed words the query matched (normalized), to mark in the title and excerpt. */
  terms: string[];
}

/**
 * Small typos are forgiven: one letter in a word of four to six letters, two in a longer one.
 * Words of three letters or fewer must be exact.
 */
const fuzzy = (term: string) => (term.length <= 3 ? false : term.length <= 6 ? 1 : 2);
/** A word typed in part ('admis') finds whole words ('admission'). */
const prefix = (term: string) => term.length >= 3;

/** A notice of today weighs up to twice as much as one from years ago. */
function recency(date: string | undefined, today: string): number {
  if (!date) return 1;
  const days = (Date.parse(today) - Date.parse(date)) / 86_400_000;
  if (!Number.isFinite(days)) return 1;
  return 1 + 1 / (1 + Math.max(0, days) / 365);
}

/**
 * The items that have every word of the query (or words it begins), best first. Only when there
 * are none are typos forgiven; and when no item has every word even so, the items that have any.
 * So a well-spelt query is not drowned in near-misses, and a misspelt one still finds its item.
 */
export function searchIndex(index: SearchIndex, query: string, today: string): Hit[] {
  const options = {
    boost: { title: 4, tags: 2, text: 1 },
    fuzzy,
    prefix,
    boostDocument: (_id: unknown, _term: string, stored?: Record<string, unknown>) =>
      recency(stored?.date as string | undefined, today),
  };
  let results: SearchResult[] = index.search(query, {
    ...options,
    fuzzy: false,
    combineWith: 'AND',
  });
  if (results.length === 0) results = index.search(query, { ...options, combineWith: 'AND' });
  if (results.length === 0) results = index.search(query, { ...options, combineWith: 'OR' });
  return results.map((result) => ({
    id: String(result.id),
    score: result.score,
    terms: result.terms,
    kind: result.kind as ResultKind,
    title: result.title as string,
    path: result.path as string,
    date: result.date as string | undefined,
    context: result.context as string,
    excerpt: result.excerpt as string,
  }));
}

/** What the visitor may have meant, when nothing matched: the index's closest words. */
export function suggestQuery(index: SearchIndex, query: string): string | undefined {
  const [best] = index.autoSuggest(query, { fuzzy: 0.34, prefix: true, combineWith: 'OR' });
  return best && best.suggestion !== normalizeTerm(query) ? best.suggestion : undefined;
}
