import type { Texts } from '../i18n/intl.ts';

/** A date as SPEC's forms write it, day first: '04-08-1997', '4/8/1997'. */
const DAY_FIRST = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;
/** Digits alone, in runs joined by a dash, a slash, a point, a comma or a colon: '2025', '87-98'. */
const DIGITS_ALONE = /^\d+(?:\s*[-–/.,:]\s*\d+)*$/;

/**
 * A date the content writes as SPEC's forms do ('04-08-1997', day first), in the page's words on
 * an Assamese page ('৪ আগষ্ট, ১৯৯৭'); anything else, and every English page, as written.
 */
export function dateIn(texts: Texts, value: string): string {
  const match = DAY_FIRST.exec(value.trim());
  if (texts.language === 'en' || !match) return value;
  const [, day, month, year] = match;
  const iso = `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
  // A day or month out of range (a typing slip) stays as typed rather than become another day.
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso
    ? value
    : texts.date(iso);
}

/**
 * A value the content types where a number belongs (a year, a date, a count, a page range), in
 * the page's words: a day-first date as a date, digits alone in the page's digits ('২০২৫',
 * '৮৭-৯৮'). A value with words in it is the content's text, and stays as typed (marked English
 * where it is shown).
 */
export function numbersIn(texts: Texts, value: string): string {
  const trimmed = value.trim();
  if (texts.language === 'en') return value;
  if (DAY_FIRST.test(trimmed)) return dateIn(texts, trimmed);
  return DIGITS_ALONE.test(trimmed) ? texts.digits(trimmed) : value;
}
