import Database from 'better-sqlite3';
import { distance } from 'fastest-levenshtein';
import type { ResultKind, SiteDocument } from './documents.ts';
import { foldText, queryWords, type WordMatcher } from './terms.ts';

/** What a result carries besides its rank (the indexed text itself is not kept). */
export type Stored = Pick<SiteDocument, 'kind' | 'title' | 'path' | 'date' | 'context' | 'excerpt'>;

/** A query's matches: how many of each kind, and the best of each kind in rank order. */
export interface Ranked {
  counts: Map<ResultKind, number>;
  best: Map<ResultKind, Stored[]>;
}

/** Column weights of the ranking (bm25): a word in the title counts most, then the tags. */
const WEIGHTS = { title: 4, tags: 2, text: 1 };
/** The Assamese title and body: the same weights as the English ones. */
const WEIGHTS_AS = { title: 4, text: 1 };
/** A query word expands to at most this many index words (its typo neighbours). */
const MAX_EXPANSIONS = 20;

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
  /**
   * The vocabulary, most frequent first, read once: fts5vocab scans the whole index on every
   * query, and a search for words the site lacks asks it for typo neighbours and suggestions.
   */
  private vocabulary: { term: string; doc: number; length: number }[] | undefined;
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
      CREATE TABLE docs (
        rowid INTEGER PRIMARY KEY, kind TEXT, title TEXT, path TEXT, date TEXT, context TEXT,
        excerpt TEXT
      );
    `);
    this.insertDoc = this.db.prepare(
      'INSERT INTO docs (rowid, kind, title, path, date, context, excerpt) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
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
      }
    })();
  }

  get documentCount(): number {
    return (this.db.prepare('SELECT count(*) AS n FROM docs').get() as { n: number }).n;
  }

  /** The index's words of about this length (for typo neighbours), most frequent first. */
  words(minLength: number, maxLength: number): { term: string; doc: number }[] {
    this.vocabulary ??= this.db
      .prepare('SELECT term, doc, length(term) AS length FROM vocabulary ORDER BY doc DESC')
      .all() as { term: string; doc: number; length: number }[];
    return this.vocabulary
      .filter(({ length }) => length >= minLength && length <= maxLength)
      .map(({ term, doc }) => ({ term, doc }));
  }

  /**
   * The best items of each kind for an FTS5 query (or of `only` that kind), and how many items of
   * every kind match, in one ranking pass: bm25 with the column weights, a recent item weighing up
   * to twice an old one. A pass per kind ranked every match again for each group of the page.
   */
  ranked(match: string, today: string, limit: number, only?: ResultKind): Ranked {
    this.rankedQuery ??= this.db.prepare(
      `SELECT kind, title, path, date, context, excerpt, matching FROM (
         SELECT d.kind, d.title, d.path, d.date, d.context, d.excerpt,
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
           ) GROUP BY rowid
         ) AS hit JOIN docs d ON d.rowid = hit.rowid
       ) WHERE place = 1 OR (place <= :limit AND (:only IS NULL OR kind = :only))
       ORDER BY kind, place`,
    );
    const rows = this.rankedQuery.all({ match, today, limit, only: only ?? null }) as (Stored & {
      date: string | null;
      matching: number;
    })[];
    const counts = new Map<ResultKind, number>();
    const best = new Map<ResultKind, Stored[]>();
    for (const { matching, date, ...stored } of rows) {
      counts.set(stored.kind, matching);
      // Another kind's first row is read for its count alone.
      if (only && stored.kind !== only) continue;
      best.set(stored.kind, [
        ...(best.get(stored.kind) ?? []),
        { ...stored, date: date ?? undefined },
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

export function createSearchIndex(): SearchIndex {
  return new SearchIndex();
}

/**
 * Small typos are forgiven: one letter in a word of four to six letters, two in a longer one.
 * Words of three letters or fewer must be exact.
 */
const allowedTypos = (word: string) => (word.length <= 3 ? 0 : word.length <= 6 ? 1 : 2);

/** The index's words within `typos` edits of `word`, most frequent first. */
function neighbours(index: SearchIndex, word: string, typos: number): string[] {
  if (typos === 0) return [];
  return index
    .words(word.length - typos, word.length + typos)
    .filter(({ term }) => term !== word && distance(term, word) <= typos)
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
}

/**
 * The ways to read a query, strictest first: every word as typed (or a word it begins); every
 * word or a near neighbour (small typos); any of the words. The first that finds something is
 * used, so a well-spelt query is not drowned in near-misses and a misspelt one still finds.
 */
export function queryPlans(index: SearchIndex, query: string): QueryPlan[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const typed: WordMatcher = (word) =>
    words.some((w) => (w.length >= 3 ? word.startsWith(w) : word === w));
  const near = new Map(words.map((w) => [w, neighbours(index, w, allowedTypos(w))]));
  const nearWords = new Set([...near.values()].flat());
  const withNeighbours = (w: string) =>
    `(${[asTyped(w), ...(near.get(w) ?? []).map(quote)].join(' OR ')})`;
  const typedOrNear: WordMatcher = (word) => typed(word) || nearWords.has(word);
  return [
    { match: words.map(asTyped).join(' AND '), matches: typed },
    ...(nearWords.size
      ? [{ match: words.map(withNeighbours).join(' AND '), matches: typedOrNear }]
      : []),
    ...(words.length > 1
      ? [{ match: words.map(withNeighbours).join(' OR '), matches: typedOrNear }]
      : []),
  ];
}

/** What the visitor may have meant, when nothing matched: each word's closest index word. */
export function suggestQuery(index: SearchIndex, query: string): string | undefined {
  const words = queryWords(query);
  const suggested = words.map((word) => {
    const typos = Math.min(3, Math.max(1, Math.round(word.length / 3)));
    return (
      index
        .words(word.length - typos, word.length + typos)
        .map(({ term }) => ({ term, d: distance(term, word) }))
        .filter(({ d }) => d <= typos)
        .sort((a, b) => a.d - b.d)[0]?.term ?? word
    );
  });
  const suggestion = suggested.join(' ');
  return suggestion !== words.join(' ') ? suggestion : undefined;
}
