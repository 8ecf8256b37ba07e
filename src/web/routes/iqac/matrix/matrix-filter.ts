/**
 * The metrics filter of SPEC §5: a case-insensitive substring match on criterion, metric
 * question and serial number, and the parts of a text to highlight. Pure, so the server and the
 * browser filter alike.
 */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** True when the filter is empty or one of the fields contains it, ignoring case. */
export function matchesFilter(q: string, fields: readonly string[]): boolean {
  const needle = q.trim();
  if (!needle) return true;
  const pattern = new RegExp(escapeRegExp(needle), 'iu');
  return fields.some((field) => pattern.test(field));
}

export interface TextPart {
  text: string;
  match: boolean;
}

/** The text cut into matching and other parts, in order; one unmatched part without a filter. */
export function highlightParts(text: string, q: string): TextPart[] {
  const needle = q.trim();
  if (!needle) return [{ text, match: false }];
  // A capturing split keeps the matches at the odd positions.
  return text
    .split(new RegExp(`(${escapeRegExp(needle)})`, 'giu'))
    .map((part, i) => ({ text: part, match: i % 2 === 1 }))
    .filter((part) => part.text !== '');
}
