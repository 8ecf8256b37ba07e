import { describe, expect, it } from 'vitest';
import { bilingualTerms, englishFor } from './bilingual-terms.ts';
import { queryWords } from './terms.ts';

describe('the bilingual term list (search-terms.json)', () => {
  it('gives the English of the words a student types, with their endings', () => {
    expect(englishFor('নামভৰ্তি')).toEqual(['admission']);
    expect(englishFor('বৃত্তি')).toContain('scholarship');
    expect(englishFor('জলপানি')).toContain('scholarship');
    expect(englishFor('পৰীক্ষাৰ')).toEqual(['examination', 'exam']);
    expect(englishFor('ফলাফল')).toEqual(['result']);
    expect(englishFor('নামনিবন্ধন')).toEqual(['registration', 'enrolment', 'enrollment']);
    expect(englishFor('ৰুটিন')).toContain('routine');
  });

  it('reads a word as the index does (Bengali র as ৰ) and gives nothing for other words', () => {
    const [typed] = queryWords('পরীক্ষা');
    expect(englishFor(typed!)).toContain('examination');
    expect(englishFor('admission')).toEqual([]);
    expect(englishFor('কপৌবাৰী')).toEqual([]);
  });

  it('holds whole words in both languages, each Assamese word in one entry only', () => {
    const terms = bilingualTerms();
    expect(terms.length).toBeGreaterThanOrEqual(18);
    const assamese = terms.flatMap((entry) => entry.as);
    expect(new Set(assamese).size).toBe(assamese.length);
    for (const word of assamese) expect(word).toMatch(/^[\u0980-\u09ff]+$/);
  });
});
