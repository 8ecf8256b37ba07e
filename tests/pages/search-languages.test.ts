import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { textOf, useSitePages } from '../helpers/site-pages.ts';

/**
 * Issue 37 point 2 as /search and /as/search answer it, read from their HTML: Assamese words find
 * the English notices, a misspelt word is offered the index's own, results speak the page's
 * language, and a word inside a PDF finds its notice with the page.
 */
const pages = useSitePages();

const notices = (screen: HTMLElement) =>
  within(screen).getByRole('region', { name: /^(Notices and documents|জাননী আৰু নথি)/ });

describe('search in both languages and inside documents', () => {
  it.each([
    ['নামভৰ্তি', /admission/i],
    ['বৃত্তি', /scholarship/i],
    ['জলপানি', /scholarship/i],
    ['পৰীক্ষা', /examination/i],
    ['ফলাফল', /result/i],
  ])('/search?q=%s lists the English notices about %s', async (word, english) => {
    const { document } = await pages.load(`/search?q=${encodeURIComponent(word)}`);
    const links = within(notices(document.body)).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    expect(textOf(links[0])).toMatch(english);
    expect(links[0]!.querySelector('mark')).not.toBeNull();
  });

  it('names a department found on /as/search by its Assamese name, once', async () => {
    const { document } = await pages.load('/as/search?q=library');
    const text = textOf(document.querySelector('main'));
    expect(text).toContain('অৰ্থনীতি বিভাগ');
    expect(text).not.toMatch(/বিভাগ\s+বিভাগ/);
  });

  it('offers “scholarship” for “scholorship”, a link to that search', async () => {
    const { screen } = await pages.load('/search?q=scholorship');
    const link = screen.getByRole('link', { name: 'scholarship' });
    expect(link.getAttribute('href')).toBe('/search?q=scholarship');
    expect(textOf(link.closest('p'))).toBe('Did you mean scholarship?');
    const assamese = await pages.load('/as/search?q=scholorship');
    expect(assamese.screen.getByRole('link', { name: 'scholarship' }).getAttribute('href')).toBe(
      '/as/search?q=scholarship',
    );
  });

  it('/as/search writes titles, sections and dates in Assamese, English titles marked so', async () => {
    const { document } = await pages.load('/as/search?q=library%20card&kind=notice');
    const results = [...document.querySelectorAll('.search-results li')];
    const card = results.find(
      (li) => textOf(li.querySelector('a')) === 'পুথিভঁৰালৰ কাৰ্ডৰ আবেদন-প্ৰপত্ৰ',
    );
    expect(card).toBeDefined();
    const context = textOf(card!.querySelector('.search-result__context'));
    expect(context).not.toMatch(/[A-Za-z0-9]/);
    expect(card!.querySelector('time')?.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const english = results.find((li) => /[A-Za-z]/.test(textOf(li.querySelector('a'))));
    expect(english?.querySelector('a')?.getAttribute('lang')).toBe('en');
  });

  it('finds a notice by a word only its PDF holds, with the words and the page', async () => {
    const { document } = await pages.load('/search?q=Janmashtami');
    const [first] = [...notices(document.body).querySelectorAll('li')];
    expect(textOf(first!.querySelector('a'))).toBe('Holiday list for 2026');
    const excerpt = textOf(first!.querySelector('.search-result__excerpt'));
    expect(excerpt).toMatch(/^page 1: .*4 September 2026 Friday Janmashtami/);
    expect(textOf(first!.querySelector('.search-result__excerpt mark'))).toBe('Janmashtami');
    const assamese = await pages.load('/as/search?q=Janmashtami');
    const page = assamese.document.querySelector('.search-result__page');
    expect(textOf(page)).toBe('পৃষ্ঠা ১:');
  });
});
