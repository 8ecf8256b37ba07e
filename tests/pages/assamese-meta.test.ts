import { XMLParser } from 'fast-xml-parser';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { PAGE_TYPES } from '../browser/page-types.ts';
import { textOf, useSitePages } from '../helpers/site-pages.ts';

/**
 * The frame of the Assamese pages beyond their bodies (decision 061): titles, descriptions,
 * link previews and breadcrumbs in Assamese; the feeds in both languages; quarters and years in
 * Assamese words and digits.
 */
const pages = useSitePages();

const assamese = (path: string) => (path === '/' ? '/as/' : `/as${path}`);
const BENGALI = /[\u0980-\u09FF]/;
/** The content's own names, which stay as the content gives them (issue 27, item 3). */
const CONTENT_NAMES = [
  'Dr. Dilip Kumar Hazarika',
  'Internal Quality Assurance Cell (IQAC)',
  'NAAC Second Cycle: Self Study Report',
];
/** English words left in a text once the content's names are taken out. */
const englishWords = (text: string) =>
  CONTENT_NAMES.reduce((left, name) => left.replaceAll(name, ''), text).match(/[A-Za-z]{2,}/g) ??
  [];

const meta = (document: Document, key: string) =>
  document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
const breadcrumbs = (document: Document) =>
  Array.from(
    document.querySelectorAll('script[type="application/ld+json"]'),
    (block) =>
      JSON.parse(block.textContent ?? '') as { '@type': string; itemListElement?: object[] },
  ).find((data) => data['@type'] === 'BreadcrumbList')?.itemListElement as
    { name: string; item?: string }[] | undefined;

describe('an Assamese page names itself in Assamese', () => {
  it.each(PAGE_TYPES)('$name: title, description and previews', async ({ path }) => {
    const { document } = await pages.load(assamese(path));
    const title = document.title;
    const description = meta(document, 'description') ?? '';
    for (const text of [title, description]) expect(text).toMatch(BENGALI);
    for (const text of [title, description, meta(document, 'og:title') ?? '']) {
      expect(englishWords(text), text).toEqual([]);
    }
    expect(meta(document, 'og:locale')).toBe('as_IN');
    expect(meta(document, 'og:site_name')).toBe('কপৌবাৰী মহাবিদ্যালয়');
    for (const crumb of breadcrumbs(document) ?? []) {
      expect(englishWords(crumb.name), crumb.name).toEqual([]);
      if (crumb.item) expect(new URL(crumb.item).pathname).toMatch(/^\/as(\/|$)/);
    }
  });

  it('keeps the English pages English', async () => {
    const { document } = await pages.load('/department/PHY/faculty');
    expect(document.title).toBe('Faculty Members · Department of Physics | Kopoubari College');
    expect(meta(document, 'description')).toBe(
      'Teachers of the department, their contacts and CVs.',
    );
    expect(meta(document, 'og:locale')).toBe('en_IN');
    expect(breadcrumbs(document)?.map((crumb) => crumb.name)).toEqual([
      'Home',
      'Departments',
      'Department of Physics',
      'Faculty Members',
    ]);
  });

  it("names a department by its Assamese name, and a page's error in Assamese", async () => {
    const department = await pages.load('/as/department/PHY/faculty');
    expect(department.document.title).toBe('শিক্ষকসকল · পদাৰ্থ বিজ্ঞান বিভাগ | কপৌবাৰী মহাবিদ্যালয়');
    const unknown = await pages.load('/as/department/NOPE');
    expect(unknown.status).toBe(404);
    expect(unknown.document.title).toBe('বিভাগটো পোৱা নগ’ল | কপৌবাৰী মহাবিদ্যালয়');
  });
});

describe('the feeds in each language', () => {
  const parser = new XMLParser();
  interface Rss {
    rss: {
      channel: {
        title: string;
        description: string;
        link: string;
        language: string;
        item: { title: string; link: string }[];
      };
    };
  }
  const rss = async (path: string) => {
    const response = await pages.get(path);
    expect(response.statusCode, path).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/rss\+xml/);
    return (parser.parse(response.body) as Rss).rss.channel;
  };

  it.each(['/feeds/events.xml', '/feeds/notifications/academic.xml', '/feeds/department/PHY.xml'])(
    '%s has an Assamese twin at /as…, linking to the Assamese pages',
    async (path) => {
      const english = await rss(path);
      const inAssamese = await rss(`/as${path}`);
      expect(english.language).toBe('en');
      expect(englishWords(english.title).length).toBeGreaterThan(0);
      expect(new URL(english.link).pathname).not.toMatch(/^\/as\//);
      expect(inAssamese.language).toBe('as');
      for (const text of [inAssamese.title, inAssamese.description]) {
        expect(text).toMatch(BENGALI);
        expect(englishWords(text), text).toEqual([]);
      }
      expect(new URL(inAssamese.link).pathname).toMatch(/^\/as\//);
      expect(inAssamese.item.length).toBe(english.item.length);
      for (const item of inAssamese.item) expect(new URL(item.link).pathname).toMatch(/^\/as\//);
      expect(inAssamese.item.map((item) => new URL(item.link).pathname)).toEqual(
        english.item.map((item) => `/as${new URL(item.link).pathname}`),
      );
    },
  );

  it('names the department feed by the department’s Assamese name', async () => {
    expect((await rss('/as/feeds/department/PHY.xml')).title).toBe(
      'পদাৰ্থ বিজ্ঞান বিভাগ | কপৌবাৰী মহাবিদ্যালয়',
    );
  });

  it('has the events calendar in Assamese too', async () => {
    const response = await pages.get('/as/feeds/events.ics');
    expect(response.statusCode).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(response.body) as unknown[]);
    expect(String(calendar.getFirstPropertyValue('x-wr-calname'))).toBe(
      'কপৌবাৰী মহাবিদ্যালয়ৰ অনুষ্ঠানসমূহ',
    );
    const events = calendar.getAllSubcomponents('vevent');
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      expect(new URL(String(event.getFirstPropertyValue('url'))).pathname).toMatch(/^\/as\//);
    }
  });

  it.each([
    ['/as/events', ['/as/feeds/events.xml']],
    ['/as/notifications/academic', ['/as/feeds/notifications/academic.xml']],
    ['/as/department/PHY/notifications', ['/as/feeds/department/PHY.xml']],
  ])('%s names its Assamese feed, in its head and its body', async (path, feeds) => {
    const { document } = await pages.load(path);
    const alternates = Array.from(
      document.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]'),
    );
    expect(alternates.map((link) => link.getAttribute('href'))).toEqual(feeds);
    for (const link of alternates) expect(link.getAttribute('title')).toMatch(BENGALI);
    const bodyFeeds = Array.from(document.querySelectorAll('main a[href*="/feeds/"]'), (a) =>
      a.getAttribute('href'),
    ).filter((href) => href?.endsWith('.xml'));
    expect(bodyFeeds).toEqual(feeds);
  });

  it('keeps the English pages on the English feeds', async () => {
    const { document } = await pages.load('/events');
    expect(
      document
        .querySelector('link[rel="alternate"][type="application/rss+xml"]')
        ?.getAttribute('href'),
    ).toBe('/feeds/events.xml');
  });
});

describe('numbers in Assamese', () => {
  it('writes the archive years in Assamese digits', async () => {
    const { document } = await pages.load('/as/notifications/academic');
    const archive = Array.from(document.querySelectorAll('.side-nav a')).filter((link) =>
      /^\/as\/notifications\/academic\/\d{4}$/.test(link.getAttribute('href') ?? ''),
    );
    expect(archive.length).toBeGreaterThan(1);
    for (const link of archive) expect(textOf(link)).toMatch(/^[০-৯]{4}$/);
    const events = await pages.load('/as/events');
    expect(textOf(events.document.querySelector('.side-nav a[href="/as/events"]'))).toMatch(
      /^এই বছৰ \([০-৯]{4}\)$/,
    );
  });

  it("names the quarterly report's quarter in Assamese words", async () => {
    const english = await pages.load('/department/PHY/faculty/quarterlyreport?id=151');
    const quarter = english.document.querySelector('.quarter-tabs a[href*="qr="]');
    const qr = new URL(quarter!.getAttribute('href')!, 'http://x').searchParams.get('qr')!;
    expect(qr).toMatch(/^\d{4}-[1-4](st|nd|rd|th)$/);
    const { document } = await pages.load(
      `/as/department/PHY/faculty/quarterlyreport?id=151&qr=${qr}`,
    );
    const words = ['প্ৰথম', 'দ্বিতীয়', 'তৃতীয়', 'চতুৰ্থ'][Number(qr[5]) - 1];
    const year = new Intl.NumberFormat('as-IN', { useGrouping: false }).format(
      Number(qr.slice(0, 4)),
    );
    const name = `${year}ৰ ${words} ত্ৰৈমাসিক`;
    expect(textOf(document.querySelector('.report-quarter'))).toBe(`দেখুওৱা হৈছে: ${name}`);
    expect(textOf(document.querySelector('.quarter-tabs a[aria-current="page"]'))).toBe(name);
    expect(document.title).toContain(name);
  });
});
