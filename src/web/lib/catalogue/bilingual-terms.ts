import { z } from 'zod';
import list from './search-terms.json';
import { foldText } from './terms.ts';

/**
 * The bilingual term list (search-terms.json): Assamese words a student types and the English
 * words of the site's items they stand for. Kept as data, so a word is added without code; read
 * once, checked by its schema, folded as the index folds its texts.
 */
const TermList = z.object({
  about: z.string(),
  terms: z.array(
    z.object({
      as: z.array(z.string().min(1)).min(1),
      en: z.array(z.string().regex(/^[a-z]+( [a-z]+)*$/, 'lower-case English words')).min(1),
    }),
  ),
});

/** A word this short must be typed whole; a longer one also stands for its longer forms. */
const SHORTEST_STEM = 3;

const TERMS = TermList.parse(list).terms.map((entry) => ({
  as: entry.as.map(foldText),
  en: entry.en,
}));

/**
 * The English words an Assamese query word stands for: those of every entry one of whose words it
 * is, or begins with (পৰীক্ষাৰ, 'of the examination', is পৰীক্ষা). None for any other word.
 */
export function englishFor(word: string): string[] {
  const english = TERMS.filter((entry) =>
    entry.as.some(
      (term) => word === term || (term.length >= SHORTEST_STEM && word.startsWith(term)),
    ),
  ).flatMap((entry) => entry.en);
  return [...new Set(english)];
}

/** Every entry of the list, folded (for the tests and docs). */
export const bilingualTerms = (): readonly { as: string[]; en: string[] }[] => TERMS;
