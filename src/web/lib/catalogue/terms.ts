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

/**
 * One word as the index keeps it: lower case, Latin accents dropped ('Bihū' → 'bihu'). Only the
 * combining accents of Latin letters go: the vowel signs of Assamese and Bengali are kept.
 */
export function normalizeTerm(term: string): string | null {
  const word = term
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase();
  return word === '' || STOP_WORDS.has(word) ? null : word;
}

/** A piece of text, marked when it is one of the matched words. */
export interface TextPart {
  text: string;
  mark: boolean;
}

/** Words (letters with their signs, and digits) and the text between them. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** Splits `text` into parts, marking every word whose normalized form the query matched. */
export function markParts(text: string, terms: readonly string[]): TextPart[] {
  const wanted = new Set(terms);
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    const word = normalizeTerm(match[0]);
    if (!word || !wanted.has(word)) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index), mark: false });
    parts.push({ text: match[0], mark: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), mark: false });
  return parts;
}
