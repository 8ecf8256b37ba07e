import { describe, expect, it } from 'vitest';
import { as, asLabels } from './as.ts';
import { bengaliForms } from './bengali-forms.ts';
import { en } from './en.ts';
import { refusedTerms } from './refused-terms.ts';
import { intlFor, textsFor } from './intl.ts';
import { MAIN_MENU, FOOTER_LINKS } from '../lib/menu.ts';
import * as sections from '../../site-map/sections.ts';
import { HELP_PAGES, NATIONAL_PORTAL, POLICY_PAGES } from '../../site-map/website-pages.ts';
import { DEPARTMENT_MENU } from '../../site-map/department-pages.ts';
import { DEPARTMENT_PROFILE_TABLES } from '../../contract/schemas/departments.ts';

/** Bengali script: the letters Assamese is written in. */
const BENGALI = /[\u0980-\u09FF]/;
/** Letters Bengali writes where Assamese has ৰ (ra) and ৱ (wa). */
const BENGALI_RA = /র/;

describe('the catalogues', () => {
  it('have the same keys in both languages', () => {
    const english = Object.keys(en).sort();
    const assamese = Object.keys(as).sort();
    expect(assamese.filter((key) => !english.includes(key))).toEqual([]);
    expect(english.filter((key) => !assamese.includes(key))).toEqual([]);
  });

  it('write Assamese in Bengali script with the Assamese ৰ', () => {
    for (const [key, text] of [...Object.entries(as), ...Object.entries(asLabels)]) {
      if (key === 'controls.otherLanguage') continue; // 'English', the switch's own name
      // A message of placeholders alone ('{label} {year}') has no words of its own.
      if (/\p{L}/u.test(text.replace(/\{[^{}]*\}/g, ''))) expect.soft(text, key).toMatch(BENGALI);
      expect.soft(text, key).not.toMatch(BENGALI_RA);
    }
  });

  it('use Assamese words where Bengali has others (আৰু, not এবং)', () => {
    const slips = [...Object.entries(as), ...Object.entries(asLabels)].flatMap(([key, text]) =>
      bengaliForms(text).map((slip) => `${key}: ${slip}`),
    );
    expect(slips).toEqual([]);
    expect(bengaliForms('নিয়ম এবং চৰ্তাৱলী')).toEqual(['এবং → আৰু']);
  });

  it('refuse the forms a reader found wrong (docs/assamese.md, issue 37)', () => {
    const slips = [...Object.entries(as), ...Object.entries(asLabels)].flatMap(([key, text]) =>
      refusedTerms(text).map((slip) => `${key}: ${slip}`),
    );
    expect(slips).toEqual([]);
    // The check finds each form, and leaves the right ones alone.
    expect(refusedTerms('২০ কিলোৱাট চাদৰ সৌৰ শক্তি প্ৰকল্প')).toHaveLength(1);
    expect(refusedTerms('আন্তঃবিভাগীয় তৰ্ক প্ৰতিযোগিতা')).toHaveLength(1);
    expect(refusedTerms('আন্তঃবিভাগীয় বিতৰ্ক প্ৰতিযোগিতা; ছাদৰ ওপৰৰ সৌৰ শক্তি')).toEqual([]);
  });

  it('have every label of the site’s tables in Assamese', () => {
    const labels = new Set<string>();
    for (const item of MAIN_MENU) {
      labels.add(item.label);
      for (const child of item.children ?? []) labels.add(child.label);
    }
    for (const link of FOOTER_LINKS) labels.add(link.label);
    for (const table of Object.values(sections)) {
      if (!Array.isArray(table)) continue;
      for (const entry of table as unknown[]) {
        if (entry && typeof entry === 'object' && 'label' in entry) labels.add(String(entry.label));
      }
    }
    for (const page of [...HELP_PAGES, ...POLICY_PAGES, NATIONAL_PORTAL]) labels.add(page.label);
    for (const item of DEPARTMENT_MENU) labels.add(item.label);
    for (const table of DEPARTMENT_PROFILE_TABLES) {
      labels.add(table.heading);
      for (const column of Object.values(table.columns)) labels.add(column);
    }
    expect([...labels].filter((label) => !(label in asLabels))).toEqual([]);
  });

  it('count in the language’s plural forms and digits', () => {
    expect(textsFor('en').t('search.count', { count: 1 })).toBe('1 result');
    expect(textsFor('en').t('search.count', { count: 12 })).toBe('12 results');
    expect(textsFor('as').t('search.count', { count: 12 })).toBe('১২টা ফলাফল');
    expect(textsFor('en').t('home.established', { year: 1965 })).toBe('Established in 1965');
    expect(textsFor('as').t('home.established', { year: 1965 })).toBe('স্থাপিত: ১৯৬৫');
  });

  it('write numbers, years and months as react-intl does, from formatters made once', () => {
    for (const language of ['en', 'as'] as const) {
      const intl = intlFor(language);
      const texts = textsFor(language);
      for (const value of [0, 7, 15, 1965, 2026, 12345, 1234567.5, -3]) {
        expect(texts.number(value)).toBe(intl.formatNumber(value));
        expect(texts.year(value)).toBe(
          Number.isInteger(value) ? intl.formatNumber(value, { useGrouping: false }) : `${value}`,
        );
      }
      expect(texts.year('2026-27')).toBe('2026-27');
      for (const month of ['Jan', 'Jun', 'Sep', 'Dec', 'June', 'not a month', '']) {
        const date = new Date(`${month} 1, 2000 UTC`);
        const expected =
          language === 'en' || Number.isNaN(date.getTime())
            ? month
            : intl.formatDate(date, { month: 'long', timeZone: 'UTC' });
        // Twice: the second from the language's kept names.
        expect(texts.month(month)).toBe(expected);
        expect(texts.month(month)).toBe(expected);
      }
    }
    expect(textsFor('as').number(2026)).toBe('২,০২৬');
    expect(textsFor('as').year(2026)).toBe('২০২৬');
    expect(textsFor('as').month('Sep')).toBe('ছেপ্তেম্বৰ');
  });

  it('write dates with Assamese month names and digits', () => {
    expect(textsFor('en').date('2026-06-15')).toBe('15 June 2026');
    expect(textsFor('as').date('2026-06-15')).toBe('১৫ জুন, ২০২৬');
  });
});
