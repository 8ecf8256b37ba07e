import { describe, expect, it } from 'vitest';
import { QUERY_MAX_LENGTH, readQuery } from './query.ts';
import { markParts, normalizeTerm, queryWords, wordsAround } from './terms.ts';

describe('search terms', () => {
  it('lower-cases, drops Latin accents but keeps Assamese vowel signs, and skips stop words', () => {
    expect(normalizeTerm('Bihū')).toBe('bihu');
    expect(normalizeTerm('কপৌবাৰী')).toBe('কপৌবাৰী');
    expect(normalizeTerm('The')).toBeNull();
    expect(queryWords('The Bihū of the BIHU, 2026!')).toEqual(['bihu', '2026']);
  });

  it('reads Assamese words as one NFC word, without zero-width joiners (decision 060)', () => {
    // ো typed as its two parts (NFD), and a non-joiner or joiner inside a word.
    expect(queryWords('খ\u09c7\u09beলা')).toEqual(['খোলা']);
    expect(queryWords('পুথি\u200cভঁৰাল ক্\u200dষ')).toEqual(['পুথিভঁৰাল', 'ক্ষ']);
  });

  it('marks the matched words in a text and keeps everything between them', () => {
    const wanted = new Set(['admission', 'hostel']);
    const parts = markParts('Re-admission to the Hostel', (word) => wanted.has(word));
    expect(parts).toEqual([
      { text: 'Re-', mark: false },
      { text: 'admission', mark: true },
      { text: ' to the ', mark: false },
      { text: 'Hostel', mark: true },
    ]);
  });

  it('trims a query, collapses its spaces and cuts it to the longest allowed', () => {
    expect(readQuery('  hostel   fees ')).toBe('hostel fees');
    expect(readQuery(null)).toBe('');
    expect(readQuery('x'.repeat(500))).toHaveLength(QUERY_MAX_LENGTH);
  });

  it('cuts the words around a match out of a long text, at whole words', () => {
    const page = `${'early words '.repeat(20)}4 September 2026 Friday Janmashtami ${'late words '.repeat(30)}`;
    const around = wordsAround(page, (word) => word === 'janmashtami');
    expect(around).toMatch(/^… (early )?words .*Janmashtami (late )?words .* …$/);
    expect(around.length).toBeLessThan(200);
    expect(wordsAround('Short text', () => false)).toBe('Short text');
  });
});
