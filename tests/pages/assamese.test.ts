import { describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { PAGE_TYPES } from '../browser/page-types.ts';
import { COLLEGE_DEPARTMENT_COUNT } from '../../src/contract/constants.ts';
import { textOf, useSitePages } from '../helpers/site-pages.ts';

/**
 * The site in Assamese (issue 27, decision 057): every page type at /as/…, the language switch,
 * the hreflang alternates, the sitemap in both languages, and a plural of the catalogues.
 */
const pages = useSitePages();

/** The Assamese address of an English one. */
const assamese = (path: string) => (path === '/' ? '/as/' : `/as${path}`);
const BENGALI = /[\u0980-\u09FF]/;
/** Page types whose heading is the content's own name (the college's, a team's, a teacher's). */
const NAMED_BY_CONTENT = new Set(['home', 'launch', 'committee', 'iqac-team', 'faculty-profile']);

describe('the site in Assamese', () => {
  it.each(PAGE_TYPES)('has the $name page at /as/… with lang="as"', async ({ name, path }) => {
    const { status, document } = await pages.load(assamese(path));
    expect(status).toBe(name === 'not-found' ? 404 : 200);
    expect(document.documentElement.getAttribute('lang')).toBe('as');
    // Every page has the switch back to the same page in English, and speaks Assamese around
    // its content.
    const toEnglish = document.querySelector('a[data-language-switch]');
    expect(toEnglish?.getAttribute('hreflang')).toBe('en');
    expect(toEnglish?.getAttribute('href')).toBe(path);
    if (!NAMED_BY_CONTENT.has(name)) expect(textOf(document.querySelector('h1'))).toMatch(BENGALI);
  });

  // The browser follows these links in tests/browser/assamese.spec.ts for three page types;
  // here every page type's link is read from the HTML, in both languages.
  it.each(PAGE_TYPES)(
    'switches the $name page from English to the same page in Assamese',
    async ({ path }) => {
      const { document } = await pages.load(path);
      expect(document.documentElement.getAttribute('lang')).toBe('en');
      const toAssamese = document.querySelector('a[data-language-switch]');
      expect(toAssamese?.getAttribute('hreflang')).toBe('as');
      expect(toAssamese?.getAttribute('href')).toBe(assamese(path));
    },
  );

  it('keeps the English pages English at their own addresses', async () => {
    const { status, document, screen } = await pages.load('/events');
    expect(status).toBe(200);
    expect(document.documentElement.getAttribute('lang')).toBe('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
  });

  it('switches to the same page, with its query, in the other language and back', async () => {
    const english = await pages.load('/committees?code=IQAC');
    const toAssamese = english.document.querySelector('a[data-language-switch]');
    expect(toAssamese?.getAttribute('href')).toBe('/as/committees?code=IQAC');
    expect(toAssamese?.getAttribute('hreflang')).toBe('as');
    expect(textOf(toAssamese)).toBe('অসমীয়া');

    const inAssamese = await pages.load('/as/committees?code=IQAC');
    const toEnglish = inAssamese.document.querySelector('a[data-language-switch]');
    expect(toEnglish?.getAttribute('href')).toBe('/committees?code=IQAC');
    expect(toEnglish?.getAttribute('hreflang')).toBe('en');

    const home = await pages.load('/as/');
    expect(home.document.querySelector('a[data-language-switch]')?.getAttribute('href')).toBe('/');
  });

  it("keeps an Assamese page's links in Assamese, and its files where they are", async () => {
    const { document } = await pages.load('/as/events');
    const menuLinks = [...document.querySelectorAll('nav[data-enhance="menu"] a[href^="/"]')];
    expect(menuLinks.length).toBeGreaterThan(10);
    for (const link of menuLinks) expect(link.getAttribute('href')).toMatch(/^\/as\//);
    const search = document.querySelector('form[role="search"]');
    expect(search?.getAttribute('action')).toBe('/as/search');
    // The feeds have Assamese twins (decision 061); files keep their one address.
    const feed = document.querySelector('a[href*="/feeds/"]');
    expect(feed?.getAttribute('href')).toMatch(/^\/as\/feeds\//);
    const file = document.querySelector('a[href^="/uploads/"], a[href^="/feeds/events/"]');
    expect(file?.getAttribute('href')).toMatch(/^\/(uploads|feeds)\//);
  });

  it("names a page's downloads in Assamese, with Assamese digits and units", async () => {
    const { document } = await pages.load('/as/iqac/ssr');
    const link = document.querySelector('a.file-link--pdf');
    expect(link, 'a PDF link on /as/iqac/ssr').not.toBeNull();
    // 'পিডিএফ চাওক (পিডিএফ, ২৪০ কেবি)': the link's words and the file's type and size.
    expect(textOf(link!)).toMatch(/^পিডিএফ চাওক( [০-৯]+)? \(পিডিএফ, [০-৯.]+ (বাইট|কেবি|এমবি)\):/);
    // Only the name of what the file belongs to is the content's (decision 066).
    expect(link!.closest('[data-content]')).toBeNull();
    expect(link!.querySelector('.visually-hidden [data-content]')).not.toBeNull();
  });

  it('names the page in both languages with hreflang, English the default', async () => {
    for (const path of ['/committees?code=IQAC', '/as/committees?code=IQAC']) {
      const { document } = await pages.load(path);
      const alternate = (lang: string) =>
        new URL(
          document
            .querySelector(`link[rel="alternate"][hreflang="${lang}"]`)!
            .getAttribute('href')!,
        );
      expect(`${alternate('en').pathname}${alternate('en').search}`).toBe('/committees?code=IQAC');
      expect(`${alternate('as').pathname}${alternate('as').search}`).toBe(
        '/as/committees?code=IQAC',
      );
      expect(alternate('x-default').href).toBe(alternate('en').href);
    }
  });

  it('has both languages in the sitemap, each page naming the other', async () => {
    const response = await pages.get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(response.body) as {
      urlset: {
        url: { loc: string; 'xhtml:link': { '@_hreflang': string; '@_href': string }[] }[];
      };
    };
    const locs = parsed.urlset.url.map((url) => new URL(url.loc).pathname);
    expect(locs).toContain('/events');
    expect(locs).toContain('/as/events');
    expect(locs.filter((path) => path.startsWith('/as/') || path === '/as')).toHaveLength(
      locs.length / 2,
    );
    const events = parsed.urlset.url.find((url) => new URL(url.loc).pathname === '/as/events')!;
    const links = Object.fromEntries(
      events['xhtml:link'].map((link) => [link['@_hreflang'], new URL(link['@_href']).pathname]),
    );
    expect(links).toEqual({ en: '/events', as: '/as/events', 'x-default': '/events' });
  });

  it('counts with the plural and digits of each language', async () => {
    const english = await pages.load('/');
    expect(textOf(english.document.body)).toContain(
      `The college has ${COLLEGE_DEPARTMENT_COUNT} departments in the Arts and Science streams.`,
    );
    const digits = new Intl.NumberFormat('as-IN').format(COLLEGE_DEPARTMENT_COUNT);
    const inAssamese = await pages.load('/as/');
    expect(textOf(inAssamese.document.body)).toContain(`${digits}টা বিভাগ`);
    const search = await pages.load('/as/search?q=library');
    expect(textOf(search.main.getByRole('status'))).toMatch(/^[০-৯,]+টা ফলাফল/);
  });

  it('sends an Assamese address with extra query parameters to its canonical form', async () => {
    const { app } = pages.site;
    const response = await app.inject({ url: '/as/committees?utm_source=x&code=IQAC' });
    expect(response.statusCode).toBeGreaterThanOrEqual(301);
    expect(response.headers.location).toBe('/as/committees?code=IQAC');
  });

  it('keeps each language of a page apart in the page cache', async () => {
    const english = await pages.get('/nirf');
    const assameseFirst = await pages.get('/as/nirf');
    const assameseAgain = await pages.get('/as/nirf');
    expect(english.body).toContain('<html lang="en"');
    expect(assameseFirst.body).toContain('<html lang="as"');
    expect(assameseAgain.headers.etag).toBe(assameseFirst.headers.etag);
    expect(assameseAgain.headers.etag).not.toBe(english.headers.etag);
  });
});
