import { describe, expect, it } from 'vitest';
import { textsFor } from '../../i18n/intl.ts';
import { quarterName } from './quarter-name.ts';

describe('a quarter of the quarterly report', () => {
  it("keeps SPEC's form in English", () => {
    for (const quarter of ['2026-1st', '2025-2nd', '2024-3rd', '2017-4th']) {
      expect(quarterName(textsFor('en'), quarter)).toBe(quarter);
    }
  });

  it('is said in Assamese words and digits', () => {
    const texts = textsFor('as');
    expect(quarterName(texts, '2026-1st')).toBe('২০২৬ৰ প্ৰথম ত্ৰৈমাসিক');
    expect(quarterName(texts, '2025-2nd')).toBe('২০২৫ৰ দ্বিতীয় ত্ৰৈমাসিক');
    expect(quarterName(texts, '2024-3rd')).toBe('২০২৪ৰ তৃতীয় ত্ৰৈমাসিক');
    expect(quarterName(texts, '2017-4th')).toBe('২০১৭ৰ চতুৰ্থ ত্ৰৈমাসিক');
  });

  it('gives back what is not a quarter', () => {
    expect(quarterName(textsFor('as'), 'ALL')).toBe('ALL');
  });
});
