import type { ReactNode } from 'react';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { inAssameseDigits } from '../../lib/assamese-digits.ts';
import { formatLongDate } from '../../lib/dates.ts';
import { as, asLabels } from './as.ts';
import { en, type MessageKey } from './en.ts';
import { LOCALES, languageOf, type Language } from './language.ts';

export type { MessageKey } from './en.ts';

const CATALOGUES: Record<Language, Record<MessageKey, string>> = { en, as };
const cache = createIntlCache();
const intls = new Map<Language, IntlShape>();

/**
 * The formatter of a language, made once per server: its catalogue, and Intl's dates and numbers
 * in its locale (as-IN writes Assamese month names and digits). React renders on the server
 * only, so this is all the i18n a page costs: nothing of it reaches the browser (decision 030).
 */
export function intlFor(language: Language): IntlShape {
  let intl = intls.get(language);
  if (!intl) {
    intl = createIntl(
      { locale: LOCALES[language], defaultLocale: LOCALES.en, messages: CATALOGUES[language] },
      cache,
    );
    intls.set(language, intl);
  }
  return intl;
}

type Values = Record<string, string | number | Date | null | undefined>;
type MessageFormat = ReturnType<IntlShape['formatters']['getMessageFormat']>;

/** Each language's messages, compiled the first time a page writes them. */
const compiled = new WeakMap<IntlShape, Map<MessageKey, MessageFormat>>();

/**
 * A message of the catalogue written with its values. formatMessage finds its compiled message
 * again on every call by the JSON of its arguments (the catalogue's formats, the formatters),
 * which cost a page more than writing its words: here a message is compiled once a language and
 * written straight away. Anything unusual (no such message, a value missing) goes through
 * formatMessage, so what it writes and reports stays its own.
 */
function format(intl: IntlShape, key: MessageKey, values?: Values): string {
  let formats = compiled.get(intl);
  if (!formats) compiled.set(intl, (formats = new Map()));
  let formatter = formats.get(key);
  const message = intl.messages[key];
  if (!formatter && typeof message === 'string' && message !== '') {
    formatter = intl.formatters.getMessageFormat(message, intl.locale, intl.formats, {
      formatters: intl.formatters,
    });
    formats.set(key, formatter);
  }
  try {
    if (formatter) return formatter.format<string>(values) as string;
  } catch {
    // formatMessage says what went wrong and writes its fallback.
  }
  return intl.formatMessage({ id: key }, values);
}

type RichValues = Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

/** What a page writes in its visitor's language. */
export interface Texts {
  language: Language;
  /** A message of the catalogue, its {values} filled in (ICU MessageFormat, plurals). */
  t: (key: MessageKey, values?: Values) => string;
  /** A message with elements in it ('Did you mean <a>…</a>?'). */
  rich: (key: MessageKey, values: RichValues) => ReactNode;
  /**
   * A label of the site's tables (menu, sections, website pages: src/web/lib), which hold SPEC's
   * English words once; the Assamese catalogue has their Assamese. Any other text (a content
   * title in a breadcrumb) is given back as it is.
   */
  label: (english: string) => string;
  /**
   * An ISO date in the language's words and digits: in English as the page wrote it before
   * (`english`, SPEC's own forms: '15 Jun 2026', '15/06/2026'), else '15 June 2026'; in
   * Assamese through Intl's as-IN ('১৫ জুন, ২০২৬').
   */
  date: (isoDate: string, english?: string) => string;
  /**
   * A month as the contract names it ('Jun'), in the language's whole name ('জুন', 'ছেপ্তেম্বৰ':
   * Assamese shortens no month, issue 37); in English, or a name it does not know, as it is.
   */
  month: (english: string) => string;
  /** A number in the language's digits. */
  number: (value: number) => string;
  /** A year as headings show it: no grouping, in the language's digits ('২০২৬'). */
  year: (value: number | string) => string;
  /**
   * A text's ASCII digits in the language's ('2026-27' → '২০২৬-২৭'): for numbers the content
   * gives as text that the interface shows as its own (the admission session, a serial).
   */
  digits: (text: string) => string;
}

/**
 * A language's numbers, years and month names, each formatter made once. intl.formatNumber and
 * intl.formatDate find theirs again on every call by the JSON of their arguments: a notice list
 * writes three of these a row, and that lookup cost more than the writing.
 */
interface Numerals {
  number: Intl.NumberFormat;
  year: Intl.NumberFormat;
  months: Map<string, string>;
}
const numerals = new WeakMap<IntlShape, Numerals>();

function numeralsOf(intl: IntlShape): Numerals {
  let made = numerals.get(intl);
  if (!made) {
    made = {
      number: new Intl.NumberFormat(intl.locale),
      year: new Intl.NumberFormat(intl.locale, { useGrouping: false }),
      months: new Map(),
    };
    numerals.set(intl, made);
  }
  return made;
}

/** A month's whole name in the language, from the contract's English one; unknown: as it is. */
function monthIn(intl: IntlShape, months: Numerals['months'], english: string): string {
  let name = months.get(english);
  if (name === undefined) {
    const month = new Date(`${english} 1, 2000 UTC`);
    name = Number.isNaN(month.getTime())
      ? english
      : intl.formatDate(month, { month: 'long', timeZone: 'UTC' });
    // Twelve names, and any odd text a row gives only once a render: kept while they are few.
    if (months.size < 64) months.set(english, name);
  }
  return name;
}

export function textsOf(intl: IntlShape): Texts {
  const language: Language = intl.locale === LOCALES.as ? 'as' : 'en';
  const { number, year, months } = numeralsOf(intl);
  return {
    language,
    t: (key, values) => format(intl, key, values),
    // Through react-intl, which keys the elements of the answer for React.
    rich: (key, values) => intl.formatMessage({ id: key }, values),
    label: (english) => (language === 'as' ? (asLabels[english] ?? english) : english),
    date: (isoDate, english) => {
      if (language === 'en' || !/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) {
        return english ?? formatLongDate(isoDate);
      }
      const day = new Date(`${isoDate}T00:00:00Z`);
      return intl.formatDate(day, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
    },
    month: (english) => (language === 'en' ? english : monthIn(intl, months, english)),
    number: (value) => number.format(value),
    digits: (text) => (language === 'as' ? inAssameseDigits(text) : text),
    year: (value) => (Number.isInteger(Number(value)) ? year.format(Number(value)) : String(value)),
  };
}

/** The texts of a language, for a loader or a meta function (which have no hooks). */
export const textsFor = (language: Language): Texts => textsOf(intlFor(language));

/** The texts of the language of a page's path ('/as/…' is Assamese). */
export const textsAt = (pathname: string): Texts => textsFor(languageOf(pathname));

/** The texts of the page a loader answers for ('/as/…' is Assamese). */
export const textsOfRequest = (request: Request): Texts => textsAt(new URL(request.url).pathname);
