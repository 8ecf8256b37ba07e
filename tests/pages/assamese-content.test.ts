import { describe, expect, it } from 'vitest';
import type { Notice } from '../../src/contract/schemas/notices.ts';
import { as } from '../../src/web/i18n/as.ts';
import { textOf, useSitePages } from '../helpers/site-pages.ts';

/**
 * Content in the visitor's language (decision 060): an Assamese page shows the content's
 * Assamese where the demo gives it, else the English marked lang="en" with a note in Assamese;
 * English pages show the English as before.
 */
const pages = useSitePages();

const academic = () =>
  pages.api<Notice[]>('/getnoticesbytypedeptv1', {
    type: 'COLLEGE_ACADEMIC_NOTICE',
    dept_code: 'TNC',
    year: '',
  });
const notes = (document: Document) => [...document.querySelectorAll('main .content-note')];

describe('content in Assamese', () => {
  it('shows a text in Assamese on its Assamese page, with no note', async () => {
    const { document, main } = await pages.load('/as/aboutus/about');
    expect(textOf(document.querySelector('h1'))).toBe('মহাবিদ্যালয়ৰ বিষয়ে');
    expect(main.getByText(/প্ৰাদেশিকীকৃত, চৰকাৰী সাহায্যপ্ৰাপ্ত মহাবিদ্যালয়/)).toBeTruthy();
    expect(notes(document)).toHaveLength(0);
    expect(document.querySelector('main [lang="en"]')).toBeNull();
  });

  it('shows a text without Assamese in English, marked, after a note in Assamese', async () => {
    const { document } = await pages.load('/as/alumni/association');
    expect(notes(document).map(textOf)).toEqual([as['content.inEnglish']]);
    const text = document.querySelector('main .prose[data-content]');
    expect(text?.getAttribute('lang')).toBe('en');
    expect(textOf(text)).toMatch(/^The Alumni Association of Kopoubari College/);
  });

  it('leaves the English pages as they were', async () => {
    const about = await pages.load('/aboutus/about');
    expect(textOf(about.document.querySelector('h1'))).toBe('About the College');
    expect(about.main.queryByText(/প্ৰাদেশিকীকৃত/)).toBeNull();
    for (const path of ['/aboutus/about', '/alumni/association', '/notifications/academic']) {
      const { document } = await pages.load(path);
      expect(notes(document), path).toHaveLength(0);
      expect(document.querySelector('main [lang="en"]'), path).toBeNull();
    }
  });

  it('lists notices in Assamese where given, the others in English under one note', async () => {
    const [translated, ...rest] = await academic();
    expect(translated?.title_as).toBe('এ বি চি আই ডি (একাডেমিক বেংক অৱ ক্ৰেডিটছ) খোলা');
    const { document, main } = await pages.load('/as/notifications/academic');
    // Headings of the year's list; the notice's also holds the 'new' badge.
    const headings = main.getAllByRole('heading', { level: 3 }).map(textOf);
    expect(headings.some((h) => h.startsWith(translated!.title_as!))).toBe(true);
    expect(main.getByText(/এ বি চি আই ডি খুলি বিভাগত জমা দিব লাগিব/)).toBeTruthy();
    expect(notes(document).map(textOf)).toEqual([as['content.someInEnglish']]);
    const english = rest.find((notice) => !notice.title_as && notice.year === translated!.year);
    const heading = main.getByRole('heading', { level: 3, name: english!.title });
    expect(heading.querySelector('[lang="en"]')).not.toBeNull();
  });

  it("shows a notice's own page in English with the note once", async () => {
    const notice = (await academic()).find((entry) => !entry.title_as)!;
    const { document } = await pages.load(`/as/notifications/academic/${notice.year}/${notice.id}`);
    expect(textOf(document.querySelector('h1'))).toBe(notice.title);
    expect(document.querySelector('h1 [lang="en"]')).not.toBeNull();
    expect(notes(document).map(textOf)).toEqual([as['content.inEnglish']]);
  });

  it('shows the Assamese titles in the home page notices and upcoming events', async () => {
    const { document } = await pages.load('/as/');
    const body = textOf(document.body);
    expect(body).toContain('এ বি চি আই ডি (একাডেমিক বেংক অৱ ক্ৰেডিটছ) খোলা');
    expect(body).toContain('আন্তঃবিভাগীয় বিতৰ্ক প্ৰতিযোগিতা');
    const english = await pages.load('/');
    expect(textOf(english.document.body)).not.toContain('আন্তঃবিভাগীয় বিতৰ্ক প্ৰতিযোগিতা');
  });

  it('are found by Assamese words, however the query writes them', async () => {
    const links = async (query: string) => {
      const { main } = await pages.load(`/as/search?q=${encodeURIComponent(query)}`);
      return main.queryAllByRole('link').map(textOf);
    };
    // পুথিভঁৰাল (library) begins a word of the library card form's title_as; on /as/search the
    // result is named by that Assamese title (issue 37: results in the page's language).
    expect(await links('পুথিভঁৰাল')).toContain('পুথিভঁৰালৰ কাৰ্ডৰ আবেদন-প্ৰপত্ৰ');
    // With a zero-width non-joiner inside, and খোলা with its vowel sign in two parts (NFD).
    expect(await links('পুথি\u200cভঁৰাল')).toEqual(await links('পুথিভঁৰাল'));
    expect(await links('এ বি চি খ\u09c7\u09beলা')).toContain(
      'এ বি চি আই ডি (একাডেমিক বেংক অৱ ক্ৰেডিটছ) খোলা',
    );
  });
});
