import type { Texts } from '../../i18n/intl.ts';

/**
 * A quarter of the quarterly report as the page's language says it: SPEC's '2026-1st' in
 * English, '২০২৬ৰ প্ৰথম ত্ৰৈমাসিক' in Assamese (decision 061). Anything else is given back as is.
 */
export function quarterName({ t, year }: Pick<Texts, 't' | 'year'>, quarter: string): string {
  const parts = /^(\d{4})-([1-4])(?:st|nd|rd|th)$/.exec(quarter);
  if (!parts) return quarter;
  return t('meta.quarter.name', { year: year(parts[1]!), n: Number(parts[2]) });
}
