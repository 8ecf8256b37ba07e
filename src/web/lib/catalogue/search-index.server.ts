import Database from 'better-sqlite3';
import { distance } from 'fastest-levenshtein';
import { LRUCache } from 'lru-cache';
import { englishFor } from './bilingual-terms.ts';
import type { DocumentPage, ResultKind, SiteDocument } from './documents.ts';
import { foldText, queryWords, type WordMatcher } from './terms.ts';

/** What a result carries besides its rank (the indexed text itself is not kept). */
export type Stored = Pick<
  SiteDocument,
  'kind' | 'title' | 'path' | 'date' | 'context' | 'excerpt' | 'titleAs' | 'contextAs' | 'excerptAs'
> & {
  /** The item's row in the index (to find its pages). */
  row: number;
};

/** A query's matches: how many of each kind, and the best of each kind in rank order. */
export interface Ranked {
  counts: Map<ResultKind, number>;
  best: Map<ResultKind, Stored[]>;
}

/** A word of the index near a query word, and how many edits apart they are. */
export interface NearWord {
  term: string;
  d: number;
}

/** A suggestion forgives a third of a word's letters, one at least and three at most. */
const suggestionTypos = (word: string) => Math.min(3, Math.max(1, Math.round(word.length / 3)));

/** Column weights of the ranking (bm25): a word in the title counts most, then the tags. */
const WEIGHTS = { title: 4, tags: 2, text: 1 };
/** The Assamese title and body: the same weights as the English ones. */
const WEIGHTS_AS = { title: 4, text: 1 };
/** A query word expands to at most this many index words (its typo neighbours). */
const MAX_EXPANSIONS = 20;
/**
 * A match inside an attached document counts this much of one in the item's own text (bm25's
 * scores are negative: a smaller factor ranks it lower), so a notice that says a word comes
 * before one whose PDF merely contains it.
 */
const PAGE_WEIGHT = 0.5;
/** An item's documents are indexed up to this many characters (the index stays small). */
export const MAX_INDEXED_PAGE_CHARS = 20_000;

/**
 * The search index: SQLite's full-text engine (FTS5) in memory, in the site process, filled from
 * the contract's data. Contentless (the texts are indexed, not kept), so tens of thousands of
 * notices take a few megabytes; what a result shows is kept in a plain table beside it.
 */
export class SearchIndex {
  private readonly db = new Database(':memory:');
  private readonly insertDoc;
  private readonly insertText;
  private readonly insertAssamese;
  private readonly insertPage;
  private readonly insertPageText;
  private pageQuery: Database.Statement | undefined;
  /**
   * The vocabulary, most frequent first, read once: fts5vocab scans the whole index on every
   * query, and a search for words the site lacks asks it for typo neighbours and suggestions.
   */
  private vocabulary: { term: string; doc: number; length: number }[] | undefined;
  /** Each query word's near words (near()), for the vocabulary as it is. */
  private readonly nearWords = new LRUCache<string, readonly NearWord[]>({ max: 2000 });
  /** Prepared once: preparing the ranking statement cost as much as running it. */
  private rankedQuery: Database.Statement | undefined;

  constructor() {
    // Words are letters with their signs (Assamese vowel signs included) and digits; texts are
    // folded (lower case, Latin accents dropped) before they reach the tokenizer.
    this.db.exec(`
      CREATE VIRTUAL TABLE fts USING fts5(
        title, tags, text, content='', tokenize="unicode61 categories 'L* N* Co M*'"
      );
      CREATE VIRTUAL TABLE vocabulary USING fts5vocab(fts, 'row');
      -- The Assamese of the items that have it (decision 060), in a table of its own: bm25 counts
      -- a row's words in every column, so Assamese beside the English would change how English
      -- queries rank.
      CREATE VIRTUAL TABLE fts_as USING fts5(
        title, text, content='', tokenize="unicode61 categories 'L* N* Co M*'"
      );
      CREATE VIRTUAL TABLE vocabulary_as USING fts5vocab(fts_as, 'row');
      CREATE TABLE docs (
        rowid INTEGER PRIMARY KEY, kind TEXT, title TEXT, path TEXT, date TEXT, context TEXT,
        excerpt TEXT, title_as TEXT, context_as TEXT, excerpt_as TEXT
      );
      -- The pages of the items' documents (decision 094): indexed one by one, and kept, for the
      -- words around a match and its page number.
      CREATE VIRTUAL TABLE fts_pages USING fts5(
        text, content='', tokenize="unicode61 categories 'L* N* Co M*'"
      );
      CREATE TABLE pages (rowid INTEGER PRIMARY KEY, doc INTEGER, page INTEGER, text TEXT);
    `);
    this.insertDoc = this.db.prepare(
      `INSERT INTO docs (rowid, kind, title, path, date, context, excerpt, title_as, context_as,
         excerpt_as) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.insertPage = this.db.prepare('INSERT INTO pages (doc, page, text) VALUES (?, ?, ?)');
    this.insertPageText = this.db.prepare('INSERT INTO fts_pages (rowid, text) VALUES (?, ?)');
    this.insertText = this.db.prepare(
      'INSERT INTO fts (rowid, title, tags, text) VALUES (?, ?, ?, ?)',
    );
    this.insertAssamese = this.db.prepare(
      'INSERT INTO fts_as (rowid, title, text) VALUES (?, ?, ?)',
    );
  }

  /** Adds a list of items in one transaction. */
  addAll(documents: readonly SiteDocument[]) {
    this.vocabulary = undefined;
    this.nearWords.clear();
    this.db.transaction(() => {
      for (const doc of documents) {
        const { lastInsertRowid } = this.insertDoc.run(
          null,
          doc.kind,
          doc.title,
          doc.path,
          doc.date ?? null,
          doc.context,
          doc.excerpt,
          doc.titleAs ?? null,
          doc.contextAs ?? null,
          doc.excerptAs ?? null,
        );
        this.insertText.run(
          lastInsertRowid,
          foldText(doc.title),
          foldText(doc.tags),
          foldText(doc.text),
        );
        if (doc.titleAs || doc.textAs)
          this.insertAssamese.run(
            lastInsertRowid,
            foldText(doc.titleAs ?? ''),
            foldText(doc.textAs ?? ''),
          );
        this.addPages(Number(lastInsertRowid), doc.pages ?? []);
      }
    })();
  }

  /** An item's document pages, up to MAX_INDEXED_PAGE_CHARS in all. */
  private addPages(doc: number, pages: readonly DocumentPage[]) {
    let left = MAX_INDEXED_PAGE_CHARS;
    for (const { page, text } of pages) {
      if (left <= 0) return;
      const kept = text.slice(0, left);
      left -= kept.length;
      const { lastInsertRowid } = this.insertPage.run(doc, page, kept);
      this.insertPageText.run(lastInsertRowid, foldText(kept));
    }
  }

  /** The page of an item's documents that best matches an FTS5 query, with its text. */
  pageHit(doc: number, match: string): DocumentPage | undefined {
    this.pageQuery ??= this.db.prepare(
      `SELECT p.page AS page, p.text AS text
       FROM (SELECT rowid, rank FROM fts_pages WHERE fts_pages MATCH :match) AS hit
       JOIN pages p ON p.rowid = hit.rowid
       WHERE p.doc = :doc ORDER BY hit.rank, p.page LIMIT 1`,
    );
    return this.pageQuery.get({ match, doc }) as DocumentPage | undefined;
  }

  get documentCount(): number {
    return (this.db.prepare('SELECT count(*) AS n FROM docs').get() as { n: number }).n;
  }

  /**
   * The index's words within a suggestion's typos of `word` (suggestionTypos), most frequent
   * first, each with its distance: what the query's typo neighbours and its suggestion are both
   * read from. One pass over the vocabulary per word, remembered until the index changes: a
   * query's words were measured against the vocabulary once for each, four times in all.
   */
  near(word: string): readonly NearWord[] {
    const known = this.nearWords.get(word);
    if (known) return known;
    this.vocabulary ??= this.db
      .prepare(
        `SELECT term, sum(doc) AS doc, length(term) AS length FROM (
           SELECT term, doc FROM vocabulary UNION ALL SELECT term, doc FROM vocabulary_as
         ) GROUP BY term ORDER BY doc DESC, term`,
      )
      .all() as { term: string; doc: number; length: number }[];
    const typos = suggestionTypos(word);
    const found: NearWord[] = [];
    for (const { term, length } of this.vocabulary) {
      if (Math.abs(length - word.length) > typos) continue;
      const d = distance(term, word);
      if (d <= typos) found.push({ term, d });
    }
    this.nearWords.set(word, found);
    return found;
  }

  /**
   * The best items of each kind for an FTS5 query (or of `only` that kind), and how many items of
   * every kind match, in one ranking pass: bm25 with the column weights, a recent item weighing up
   * to twice an old one. A pass per kind ranked every match again for each group of the page.
   */
  ranked(match: string, today: string, limit: number, only?: ResultKind): Ranked {
    this.rankedQuery ??= this.db.prepare(
      `SELECT row, kind, title, path, date, context, excerpt, title_as, context_as, excerpt_as,
         matching FROM (
         SELECT d.rowid AS row, d.kind, d.title, d.path, d.date, d.context, d.excerpt,
           d.title_as, d.context_as, d.excerpt_as,
           count(*) OVER (PARTITION BY d.kind) AS matching,
           row_number() OVER (PARTITION BY d.kind ORDER BY hit.rank * (CASE
             WHEN d.date IS NULL THEN 1.0
             ELSE 1.0 + 1.0 / (1.0 + max(0.0, julianday(:today) - julianday(d.date)) / 365.0) END),
             d.rowid) AS place
         FROM (
           SELECT rowid, min(rank) AS rank FROM (
             SELECT rowid, bm25(fts, ${WEIGHTS.title}, ${WEIGHTS.tags}, ${WEIGHTS.text}) AS rank
             FROM fts WHERE fts MATCH :match
             UNION ALL
             SELECT rowid, bm25(fts_as, ${WEIGHTS_AS.title}, ${WEIGHTS_AS.text}) AS rank
             FROM fts_as WHERE fts_as MATCH :match
             UNION ALL
             SELECT p.doc AS rowid, hit.rank * ${PAGE_WEIGHT} AS rank
             FROM (SELECT rowid, bm25(fts_pages) AS rank FROM fts_pages WHERE fts_pages MATCH :match)
               AS hit JOIN pages p ON p.rowid = hit.rowid
           ) GROUP BY rowid
         ) AS hit JOIN docs d ON d.rowid = hit.rowid
       ) WHERE place = 1 OR (place <= :limit AND (:only IS NULL OR kind = :only))
       ORDER BY kind, place`,
    );
    const rows = this.rankedQuery.all({ match, today, limit, only: only ?? null }) as RankedRow[];
    const counts = new Map<ResultKind, number>();
    const best = new Map<ResultKind, Stored[]>();
    for (const { matching, date, title_as, context_as, excerpt_as, ...stored } of rows) {
      counts.set(stored.kind, matching);
      // Another kind's first row is read for its count alone.
      if (only && stored.kind !== only) continue;
      best.set(stored.kind, [
        ...(best.get(stored.kind) ?? []),
        {
          ...stored,
          date: date ?? undefined,
          titleAs: title_as ?? undefined,
          contextAs: context_as ?? undefined,
          excerptAs: excerpt_as ?? undefined,
        },
      ]);
    }
    return { counts, best };
  }

  /** Bytes the index's database takes (pages × page size). */
  get sizeBytes(): number {
    const pages = this.db.pragma('page_count', { simple: true }) as number;
    return pages * (this.db.pragma('page_size', { simple: true }) as number);
  }

  close() {
    this.db.close();
  }
}

/** A row of the ranking query, as SQLite gives it. */
type RankedRow = Omit<Stored, 'date' | 'titleAs' | 'contextAs' | 'excerptAs'> & {
  date: string | null;
  title_as: string | null;
  context_as: string | null;
  excerpt_as: string | null;
  matching: number;
};

export function createSearchIndex(): SearchIndex {
  return new SearchIndex();
}

/**
 * Small typos are forgiven: one letter in a word of four to six letters, two in a longer one.
 * Words of three letters or fewer must be exact.
 */
const allowedTypos = (word: string) => (word.length <= 3 ? 0 : word.length <= 6 ? 1 : 2);

/**
 * The index's words within `typos` edits of `word`, most frequent first (a query's typos are
 * never more than its suggestion's: near() holds them all).
 */
function neighbours(index: SearchIndex, word: string, typos: number): string[] {
  if (typos === 0) return [];
  return index
    .near(word)
    .filter(({ term, d }) => term !== word && d <= typos)
    .slice(0, MAX_EXPANSIONS)
    .map(({ term }) => term);
}

const quote = (word: string) => `"${word.replace(/"/g, '""')}"`;
/** A word typed in part ('admis') finds whole words ('admission'). */
const asTyped = (word: string) => (word.length >= 3 ? `${quote(word)}*` : quote(word));

/** One way of reading the query: an FTS5 expression and which words of a text it matches. */
export interface QueryPlan {
  match: string;
  matches: WordMatcher;
  /** Read with typo neighbours or any one of the words: its results may not be what was meant. */
  loose: boolean;
}

/** A word matches `term` typed in part: a term of three letters or more begins it. */
const begins = (word: string, term: string) =>
  term.length >= 3 ? word.startsWith(term) : word === term;

/**
 * The ways to read a query, strictest first: every word as typed (or a word it begins, or the
 * English words the bilingual term list gives for it: বৃত্তি, scholarship); every word or a near
 * neighbour (small typos); any of the words. The first that finds something is used, so a
 * well-spelt query is not drowned in near-misses and a misspelt one still finds.
 */
export function queryPlans(index: SearchIndex, query: string): QueryPlan[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const english = new Map(words.map((w) => [w, englishFor(w)]));
  const stems = [...words, ...[...english.values()].flat().flatMap((term) => term.split(' '))];
  const typed: WordMatcher = (word) => stems.some((stem) => begins(word, stem));
  const near = new Map(words.map((w) => [w, neighbours(index, w, allowedTypos(w))]));
  const nearWords = new Set([...near.values()].flat());
  const asWritten = (w: string) => [asTyped(w), ...(english.get(w) ?? []).map(asTyped)];
  const either = (w: string) => `(${asWritten(w).join(' OR ')})`;
  const withNeighbours = (w: string) =>
    `(${[...asWritten(w), ...(near.get(w) ?? []).map(quote)].join(' OR ')})`;
  const typedOrNear: WordMatcher = (word) => typed(word) || nearWords.has(word);
  return [
    { match: words.map(either).join(' AND '), matches: typed, loose: false },
    ...(nearWords.size
      ? [{ match: words.map(withNeighbours).join(' AND '), matches: typedOrNear, loose: true }]
      : []),
    ...(words.length > 1
      ? [{ match: words.map(withNeighbours).join(' OR '), matches: typedOrNear, loose: true }]
      : []),
  ];
}

/** What the visitor may have meant, when nothing matched: each word's closest index word. */
export function suggestQuery(index: SearchIndex, query: string): string | undefined {
  const words = queryWords(query);
  // The nearest word, the most frequent of those as near.
  const suggested = words.map(
    (word) =>
      index
        .near(word)
        .reduce<NearWord | undefined>((best, w) => (best && best.d <= w.d ? best : w), undefined)
        ?.term ?? word,
  );
  const suggestion = suggested.join(' ');
  return suggestion !== words.join(' ') ? suggestion : undefined;
}
