import { z } from 'zod';

/**
 * The checks of a content field in Assamese (`title_as`, `texts/{name}.as.md`, decision 060).
 * An Assamese field stands beside an English one, never alone: the English pages, the feeds and
 * a client of SPEC's contract read the English.
 */

/** A letter of the Bengali script (vowels and consonants, ৰ and ৱ), not a sign or a digit. */
const BENGALI_LETTER =
  /[\u0985-\u098c\u098f\u0990\u0993-\u09a8\u09aa-\u09b0\u09b2\u09b6-\u09b9\u09ce\u09dc\u09dd\u09df\u09f0\u09f1]/u;

/** True when the text has at least one Bengali-script letter. */
export const hasBengaliLetter = (text: string): boolean => BENGALI_LETTER.test(text);

/** র (U+09B0) is the Bengali letter ra; Assamese writes ৰ (U+09F0). */
const BENGALI_RA = '\u09b0';

export const NOT_ASSAMESE =
  'has no letter of the Bengali script (Assamese): is it English pasted into the Assamese field? Write it in Assamese, or leave the field out and the Assamese pages show the English';

/**
 * An optional Assamese text: trimmed, '' read as absent, refused without a Bengali-script letter.
 * `warn` hears of a র, which a Bengali keyboard or text gives where Assamese writes ৰ.
 */
export function assameseText(field: string, warn?: (message: string) => void) {
  return z
    .string()
    .trim()
    .superRefine((text, check) => {
      if (text === '') return;
      if (!hasBengaliLetter(text)) check.addIssue({ code: 'custom', message: NOT_ASSAMESE });
      else if (text.includes(BENGALI_RA))
        warn?.(
          `${field} '${text.slice(0, 40)}' has the Bengali letter র (U+09B0), where Assamese writes ৰ (U+09F0): check the keyboard`,
        );
    })
    .transform((text) => text || undefined);
}

/**
 * The pairs of an entry whose Assamese field is given while its English one is empty: each is an
 * issue on the Assamese field, naming the English one to fill.
 */
export function unpairedAssamese(
  entry: Record<string, unknown>,
  pairs: readonly (readonly [english: string, assamese: string])[],
  check: z.RefinementCtx,
): void {
  for (const [english, assamese] of pairs) {
    if (entry[assamese] && !entry[english])
      check.addIssue({
        code: 'custom',
        path: [assamese],
        message: `is given without ${english}: write the ${english} in English too (the English pages, the feeds and the API show it), or leave ${assamese} out`,
      });
  }
}
