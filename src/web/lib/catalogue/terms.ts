/** Words too common to help find anything; left out of the index and of queries. */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'in',
  'is',
  'it',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

/** Text as the index reads it: lower case, Latin accents dropped ('Bihū' → 'bihu'). Only the
 * combining accents of Latin letters go: the vowel signs of Assamese and Bengali are kept. The
 * result is NFC, and without the zero-width joiner and non-joiner, which only choose how a
 * conjunct is drawn: a word typed with or without them is the same word (decision 060). The
 * Bengali ra (র) is read as the Assamese ৰ: a Bengali keyboard types পরীক্ষা for পৰীক্ষা
 * (decision 094). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u200c\u200d]/g, '')
    .normalize('NFC')
    .replace(/\u09b0/g, '\u09f0')
    .toLowerCase();
}

/** One word as the index keeps it, or null for a word too common to help (a stop word). */
export function normalizeTerm(term: string): string | null {
  const word = foldText(term);
  return word === '' || STOP_WORDS.has(word) ? null : word;
}

/**
 * Words (letters with their signs, and digits) and the text between them; a zero-width joiner or
 * non-joiner stays inside its word (foldText drops it).
 */
const WORD = /[\p{L}\p{M}\p{N}\u200c\u200d]+/gu;

/** The words of a query as the index keeps them, each once, stop words left out. */
export function queryWords(query: string): string[] {
  const words = [...query.matchAll(WORD)].map((match) => normalizeTerm(match[0]));
  return [...new Set(words.filter((word): word is string => word !== null))];
}

/** Tells whether a word of a text (as the index keeps it) is one the query matched. */
export type WordMatcher = (word: string) => boolean;

/** A piece of text, marked when it is one of the matched words. */
export interface TextPart {
  text: string;
  mark: boolean;
}

/** Splits `text` into parts, marking every word the query matched. */
export function markParts(text: string, matches: WordMatcher): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    const word = normalizeTerm(match[0]);
    if (!word || !matches(word)) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index), mark: false });
    parts.push({ text: match[0], mark: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), mark: false });
  return parts;
}

/** The words shown around a match inside a document: this many characters before it, … */
const BEFORE_MATCH = 60;
/** … and this many in all. */
const AROUND_MATCH = 180;

/**
 * The part of a long text (a page of a PDF) around its first matched word, cut at whole words,
 * with '…' where it was cut; the text's start when no word matches.
 */
export function wordsAround(text: string, matches: WordMatcher): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  let at = 0;
  for (const match of flat.matchAll(WORD)) {
    const word = normalizeTerm(match[0]);
    if (word && matches(word)) {
      at = match.index;
      break;
    }
  }
  let start = Math.max(0, at - BEFORE_MATCH);
  let end = Math.min(flat.length, start + AROUND_MATCH);
  // Whole words: move the cuts to the spaces nearest them, outside the match.
  if (start > 0) start = flat.indexOf(' ', start) + 1 || start;
  if (start > at) start = flat.lastIndexOf(' ', at) + 1;
  if (end < flat.length) end = flat.lastIndexOf(' ', end) > at ? flat.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '… ' : ''}${flat.slice(start, end)}${end < flat.length ? ' …' : ''}`;
}
