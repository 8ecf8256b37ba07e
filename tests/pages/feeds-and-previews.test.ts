import { within } from '@testing-library/dom';
import { XMLParser } from 'fast-xml-parser';
import ICAL from 'ical.js';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { TEST_TODAY } from '../helpers/today.ts';
import { textOf, useSitePages } from '../helpers/site-pages.ts';

/**
 * What the site says to other programs: link previews and structured data, RSS and iCalendar
 * feeds, sitemaps and robots.txt (no browser involved in any of them).
 */
const pages = useSitePages();

/** The demo's website (college.yaml): the public origin when PUBLIC_URL is not set. */
const ORIGIN = 'https://www.example.edu.in';
const TEST_YEAR = Number(TEST_TODAY.slice(0, 4));

interface Notice {
  id: number;
  title: string;
  date: string;
}
const collegeNotices = (type: string, year: number | '') =>
  pages.api<Notice[]>('/getnoticesbytypedept', { dept_code: 'TNC', type, year });
const faculty = () =>
  pages.api<{ id: number; name: string; designation: string; liveNow: number }[]>(
    '/getemployeebytype',
    { dept_code: 'PHY', type: 'FACULTY' },
  );

/** The page's JSON-LD blocks, parsed. */
const jsonLd = (document: Document) =>
  Array.from(
    document.querySelectorAll('script[type="application/ld+json"]'),
    (block) => JSON.parse(block.textContent ?? '') as Record<string, unknown>,
  );
const ofType = (document: Document, type: string) =>
  jsonLd(document).find((data) => data['@type'] === type);
const meta = (document: Document, key: string) =>
  document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');

describe('link previews and structured data', () => {
  it.each([
    ['/', 'Kopoubari College'],
    ['/events?year=2021&utm_source=whatsapp', 'Events 2021'],
    ['/department/PHY/faculty', 'Faculty Members · Department of Physics'],
  ])('%s has a canonical address, OpenGraph and a Twitter card', async (address, title) => {
    const { document } = await pages.load(address);
    const canonical = `${ORIGIN}${address.replace(/[&?]utm_source=whatsapp/, '')}`;
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(canonical);
    expect(meta(document, 'og:url')).toBe(canonical);
    expect(meta(document, 'og:title')).toMatch(new RegExp(`^${title}`));
    expect(meta(document, 'og:description')).toMatch(/.+/);
    expect(meta(document, 'og:type')).toBe('website');
    expect(meta(document, 'og:site_name')).toBe('Kopoubari College');
    expect(meta(document, 'og:locale')).toBe('en_IN');
    expect(meta(document, 'og:image')).toBe(`${ORIGIN}/og-image.png`);
    expect(meta(document, 'twitter:card')).toBe('summary_large_image');
  });

  it('the preview image is a 1200×630 PNG', async () => {
    const response = await pages.get('/og-image.png');
    expect(response.headers['content-type']).toBe('image/png');
    const { width, height, format } = await sharp(response.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
  });

  it('the home page describes the college (CollegeOrUniversity)', async () => {
    const { document } = await pages.load('/');
    expect(ofType(document, 'CollegeOrUniversity')).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Kopoubari College',
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/uploads/college/logo.png`,
      address: { '@type': 'PostalAddress', postalCode: '781399', addressRegion: 'Assam' },
    });
    expect(ofType(document, 'BreadcrumbList')).toBeUndefined();
  });

  it('an event’s page describes the event (Event)', async () => {
    const [event] = await collegeNotices('COLLEGE_EVENT', TEST_YEAR);
    const { document } = await pages.load(`/events/${TEST_YEAR}/${event!.id}`);
    expect(meta(document, 'og:type')).toBe('article');
    expect(ofType(document, 'Event')).toMatchObject({
      name: event!.title,
      startDate: event!.date,
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: 'Kopoubari College' },
      organizer: { '@type': 'CollegeOrUniversity', name: 'Kopoubari College' },
      url: `${ORIGIN}/events/${TEST_YEAR}/${event!.id}`,
    });
    const crumbs = ofType(document, 'BreadcrumbList') as {
      itemListElement: { name: string; item?: string }[];
    };
    expect(crumbs.itemListElement.map((item) => item.name)).toEqual([
      'Home',
      'Events',
      event!.title,
    ]);
    expect(crumbs.itemListElement[1]!.item).toBe(`${ORIGIN}/events`);
  });

  it('a faculty profile describes the person (Person)', async () => {
    const person = (await faculty()).find((p) => p.liveNow === 1)!;
    const { document } = await pages.load(
      `/department/PHY/faculty/single?id=${person.id}&name=${encodeURIComponent(person.name)}`,
    );
    expect(meta(document, 'og:type')).toBe('profile');
    expect(ofType(document, 'Person')).toMatchObject({
      name: person.name,
      jobTitle: person.designation,
      worksFor: { '@type': 'CollegeOrUniversity', name: 'Kopoubari College' },
    });
  });

  it('an inner page says where it sits (BreadcrumbList), with its data escaped', async () => {
    const { document } = await pages.load('/aboutus/history');
    const crumbs = ofType(document, 'BreadcrumbList') as {
      itemListElement: { position: number; name: string }[];
    };
    expect(crumbs.itemListElement.map((item) => item.position)).toEqual([1, 2]);
    const raw = document.querySelector('script[type="application/ld+json"]')?.innerHTML;
    expect(raw).not.toContain('<');
  });
});

const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const KINDS = [
  'administrative',
  'academic',
  'achievements',
  'sachievements',
  'eachievements',
  'downloads',
  'tender',
];
const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' });

interface RssItem {
  title: string;
  link: string;
  guid: { '#text': string };
  pubDate: string;
}

/** Fetches a feed, parses it as XML and checks what RSS 2.0 requires of it. */
async function rss(path: string) {
  const response = await pages.get(path);
  expect(response.statusCode, path).toBe(200);
  expect(response.headers['content-type']).toContain('application/rss+xml');
  const doc = parser.parse(response.body);
  expect(doc.rss['@_version']).toBe('2.0');
  const channel = doc.rss.channel;
  for (const field of ['title', 'link', 'description']) expect(channel[field], field).toBeTruthy();
  expect(channel.link.startsWith(`${ORIGIN}/`)).toBe(true);
  const items = (channel.item ?? []) as RssItem[];
  for (const item of items) {
    expect(item.title).toBeTruthy();
    expect(item.link.startsWith(`${ORIGIN}/`)).toBe(true);
    expect(item.guid['#text']).toBe(item.link);
    expect(item.pubDate).toMatch(RFC_822);
  }
  expect(new Set(items.map((item) => item.guid['#text'])).size).toBe(items.length);
  return { channel, items };
}

describe('feeds', () => {
  it('every notice kind of the college has a valid RSS feed, linked from its page', async () => {
    for (const kind of KINDS) {
      const { items } = await rss(`/feeds/notifications/${kind}.xml`);
      expect(items.length, kind).toBeGreaterThan(0);
      expect(items[0]!.link).toMatch(new RegExp(`^${ORIGIN}/notifications/${kind}/\\d{4}/\\d+$`));
    }
    const { document, screen } = await pages.load('/notifications/tender');
    expect(
      document
        .querySelector('link[rel="alternate"][type="application/rss+xml"]')
        ?.getAttribute('href'),
    ).toBe('/feeds/notifications/tender.xml');
    expect(screen.getByRole('link', { name: 'RSS feed of Tender notices' })).toBeTruthy();
    expect((await pages.get('/feeds/notifications/nothing.xml')).statusCode).toBe(404);
  });

  it('every department has a feed of its notices and events, linked from its pages', async () => {
    const { channel, items } = await rss('/feeds/department/PHY.xml');
    expect(channel.title).toBe('Department of Physics | Kopoubari College');
    expect(items.some((item) => item.link.includes('/department/PHY/events/'))).toBe(true);
    expect(items.some((item) => item.link.includes('/department/PHY/notifications/'))).toBe(true);
    expect((await pages.get('/feeds/department/NOPE.xml')).statusCode).toBe(404);
    const { document } = await pages.load('/department/PHY/events');
    expect(
      document
        .querySelector('link[rel="alternate"][type="application/rss+xml"]')
        ?.getAttribute('href'),
    ).toBe('/feeds/department/PHY.xml');
  });

  it('the events calendar follows RFC 5545 and is linked from the events page', async () => {
    const response = await pages.get('/feeds/events.ics');
    expect(response.headers['content-type']).toContain('text/calendar');
    const body = response.body;
    const lines = body.split('\r\n');
    expect(body.replace(/\r\n/g, '')).not.toContain('\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const calendar = new ICAL.Component(ICAL.parse(body));
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
    const events = calendar.getAllSubcomponents('vevent');
    const all = await collegeNotices('COLLEGE_EVENT', '');
    expect(events).toHaveLength(all.length);
    const uids = new Set<string>();
    let timed = 0;
    for (const event of events) {
      uids.add(String(event.getFirstPropertyValue('uid')));
      // Stamped never after today (issue 38): an upcoming event is stamped today.
      const stamp = event.getFirstPropertyValue('dtstamp') as ICAL.Time;
      expect(stamp.toJSDate().toISOString().slice(0, 10) <= TEST_TODAY).toBe(true);
      // An event whose text says its time starts then (India Standard Time); others last the day.
      const text = `${String(event.getFirstPropertyValue('summary'))} ${String(event.getFirstPropertyValue('description') ?? '')}`;
      const time = /at (\d{1,2}):(\d{2}) a\.m\./.exec(text);
      const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
      expect(event.getFirstProperty('dtstart')!.type).toBe(time ? 'date-time' : 'date');
      if (time) {
        const minutes = Number(time[1]) * 60 + Number(time[2]) - 330;
        const utc = start.toJSDate();
        expect(utc.getUTCHours() * 60 + utc.getUTCMinutes(), text).toBe(minutes);
        expect(event.getFirstPropertyValue('dtend')).toBeTruthy();
        timed += 1;
      }
      expect(String(event.getFirstPropertyValue('url'))).toMatch(
        /^https:\/\/www\.example\.edu\.in\/events\/\d{4}\/\d+$/,
      );
    }
    expect(uids.size).toBe(events.length);
    expect(timed).toBeGreaterThan(0);
    const { screen } = await pages.load('/events');
    expect(
      screen.getByRole('link', { name: 'Calendar (iCalendar) of the events' }).getAttribute('href'),
    ).toBe('/feeds/events.ics');
  });

  it('each event has a calendar file of its own', async () => {
    const [event] = await collegeNotices('COLLEGE_EVENT', TEST_YEAR);
    const response = await pages.get(`/feeds/events/${TEST_YEAR}/${event!.id}.ics`);
    expect(response.headers['content-disposition']).toContain(`event-${event!.id}.ics`);
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    const [vevent] = calendar.getAllSubcomponents('vevent');
    expect(vevent!.getFirstPropertyValue('summary')).toBe(event!.title);
    expect((await pages.get(`/feeds/events/${TEST_YEAR}/999999.ics`)).statusCode).toBe(404);
  });
});

describe('sitemaps', () => {
  it('sitemap.xml lists every kind of public page, with dates from the content', async () => {
    const response = await pages.get('/sitemap.xml');
    expect(response.headers['content-type']).toContain('application/xml');
    const doc = new XMLParser({ isArray: (name) => name === 'url' }).parse(response.body);
    const urls = doc.urlset.url as { loc: string; lastmod?: string }[];
    const locs = new Map(urls.map((url) => [url.loc, url.lastmod]));
    expect(locs.size).toBe(urls.length);
    for (const url of urls) {
      expect(url.loc.startsWith(`${ORIGIN}/`), url.loc).toBe(true);
      if (url.lastmod) expect(url.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // Nothing was modified after today, though an upcoming event is dated later (issue 38).
      if (url.lastmod) expect(url.lastmod <= TEST_TODAY, `${url.loc} ${url.lastmod}`).toBe(true);
    }
    const [tender] = await collegeNotices('COLLEGE_TENDER', TEST_YEAR);
    const people = await faculty();
    const live = people.find((person) => person.liveNow === 1)!;
    const hidden = people.find((person) => person.liveNow !== 1)!;
    const profile = (person: { id: number; name: string }) =>
      `${ORIGIN}/department/PHY/faculty/single?${new URLSearchParams({ id: String(person.id), name: person.name })}`;
    for (const path of [
      '/',
      '/aboutus/history',
      '/departments',
      '/department/PHY',
      '/department/PHY/syllabus',
      `/notifications/tender/${TEST_YEAR}`,
      `/notifications/tender/${TEST_YEAR - 6}`,
      '/iqac/aqar',
      '/iqac/matrix?group=1&type=QlM',
      '/committees?code=IQAC',
    ]) {
      expect(locs.has(`${ORIGIN}${path}`), path).toBe(true);
    }
    expect(locs.get(`${ORIGIN}/notifications/tender/${TEST_YEAR}/${tender!.id}`)).toBe(
      tender!.date,
    );
    expect(locs.get(`${ORIGIN}/notifications/tender`)).toBe(tender!.date);
    expect(locs.has(profile(live))).toBe(true);
    expect(locs.has(profile(hidden))).toBe(false);
  });

  it('robots.txt names the sitemap', async () => {
    const text = (await pages.get('/robots.txt')).body;
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(text).toContain('Disallow: /search');
  });

  it('the site map page is linked from the footer and lists every section', async () => {
    const home = await pages.load('/');
    const footer = within(home.screen.getByRole('contentinfo'));
    const href = footer.getByRole('link', { name: 'Site Map' }).getAttribute('href');
    expect(href).toBe('/sitemap');
    const { screen } = await pages.load(href!);
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('Site Map');
    for (const section of ['About Us', 'Notifications', 'IQAC', 'Departments']) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeTruthy();
    }
    const departments = within(screen.getByRole('region', { name: 'Departments' }));
    expect(departments.getByRole('link', { name: 'Physics' }).getAttribute('href')).toBe(
      '/department/PHY',
    );
  });
});
