import { describe, expect, it } from 'vitest';
import { searchSite, type SearchView } from '../../src/web/lib/catalogue/search.server.ts';
import { useSiteSource } from '../helpers/site-source.ts';

/**
 * Issue 37 point 2 on the demo content: Assamese words find the English notices through the
 * bilingual term list, a misspelt word offers the index's own word, and /as/search shows its
 * results in Assamese.
 */
const source = useSiteSource();

const text = (parts: { text: string }[]) => parts.map((part) => part.text).join('');
const noticeTitles = (view: SearchView) =>
  view.groups.find((group) => group.kind === 'notice')?.results.map((r) => text(r.title)) ?? [];

/** [Assamese word, the English word every one of the first notices' titles holds] */
const WORDS: [string, RegExp][] = [
  ['নামভৰ্তি', /admission/i],
  ['বৃত্তি', /scholarship/i],
  ['জলপানি', /scholarship/i],
  ['পৰীক্ষা', /examination/i],
  ['ফলাফল', /result/i],
  ['নামনিবন্ধন', /registration|enrolment/i],
  ['ৰুটিন', /routine|schedule|timetable/i],
];

describe('search in both languages', () => {
  it.each(WORDS)('“%s” finds the English notices about %s', async (word, english) => {
    const view = await searchSite(source, word);
    const titles = noticeTitles(view);
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toMatch(english);
    // The English word is marked as the match.
    const marked = view.groups[0]!.results[0]!.title.filter((part) => part.mark);
    expect(marked.length).toBeGreaterThan(0);
    expect(view.suggestion).toBeUndefined();
  });

  it('reads a word with its Assamese ending, or typed with the Bengali র', async () => {
    expect(noticeTitles(await searchSite(source, 'পৰীক্ষাৰ'))[0]).toMatch(/examination/i);
    expect(noticeTitles(await searchSite(source, 'পরীক্ষা'))[0]).toMatch(/examination/i);
  });

  it('offers “scholarship” for “scholorship”, as a search of its own', async () => {
    const view = await searchSite(source, 'scholorship');
    expect(view.suggestion).toBe('scholarship');
    expect((await searchSite(source, 'scholarship')).suggestion).toBeUndefined();
  });

  it('writes a result in Assamese on /as/search where the item has its Assamese', async () => {
    const view = await searchSite(source, 'library card', 'notice', 'as');
    const result = view.groups[0]!.results.find(
      (r) => text(r.title) === 'পুথিভঁৰালৰ কাৰ্ডৰ আবেদন-প্ৰপত্ৰ',
    );
    expect(result).toBeDefined();
    expect(result!.titleLanguage).toBeUndefined();
    expect(result!.context).not.toMatch(/[A-Za-z]/);
    // Without an Assamese title the English one stands, said to be English.
    const english = view.groups[0]!.results.find((r) => /[A-Za-z]/.test(text(r.title)));
    expect(english?.titleLanguage).toBe('en');
  });

  it('finds a notice by a word printed only inside its PDF, with the page and the words', async () => {
    // 'Janmashtami' is in the holiday list's PDF, not in any notice's title or text.
    const view = await searchSite(source, 'Janmashtami', 'notice');
    const [result] = view.groups[0]!.results;
    expect(text(result!.title)).toBe('Holiday list for 2026');
    expect(result!.page).toBe(1);
    expect(text(result!.excerpt)).toContain('4 September 2026 Friday Janmashtami');
    expect(result!.excerpt.filter((part) => part.mark).map((part) => part.text)).toEqual([
      'Janmashtami',
    ]);
  });
});
