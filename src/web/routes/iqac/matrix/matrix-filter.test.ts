import { describe, expect, it } from 'vitest';
import { highlightParts, matchesFilter } from './matrix-filter.ts';

describe('matchesFilter', () => {
  it('matches any field, ignoring case, and everything without a filter', () => {
    expect(matchesFilter('', ['anything'])).toBe(true);
    expect(matchesFilter('  ', ['anything'])).toBe(true);
    expect(matchesFilter('CURRICULAR', ['Criterion I - Curricular Aspects', ''])).toBe(true);
    expect(matchesFilter('1.1', ['1.1.1', 'The institution'])).toBe(true);
    expect(matchesFilter('library', ['4.2.1', 'Library is automated'])).toBe(true);
    expect(matchesFilter('hostel', ['4.2.1', 'Library is automated'])).toBe(false);
  });

  it('takes the filter as plain text, not as a pattern', () => {
    expect(matchesFilter('1.1', ['121'])).toBe(false);
    expect(matchesFilter('(a', ['x (a) y'])).toBe(true);
    expect(matchesFilter('.*', ['anything'])).toBe(false);
  });
});

describe('highlightParts', () => {
  it('cuts out every match, keeping its case', () => {
    expect(highlightParts('Teaching-Learning and teachers', 'TEACH')).toEqual([
      { text: 'Teach', match: true },
      { text: 'ing-Learning and ', match: false },
      { text: 'teach', match: true },
      { text: 'ers', match: false },
    ]);
  });

  it('gives the whole text without a filter or a match', () => {
    expect(highlightParts('1.1.1', '')).toEqual([{ text: '1.1.1', match: false }]);
    expect(highlightParts('1.1.1', '2.')).toEqual([{ text: '1.1.1', match: false }]);
    expect(highlightParts('1.1.1', '1.1.1')).toEqual([{ text: '1.1.1', match: true }]);
  });
});
