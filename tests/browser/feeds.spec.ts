import { XMLParser } from 'fast-xml-parser';
import ICAL from 'ical.js';
import { expect, test } from './fixtures.ts';
import { collegeNotices, TEST_YEAR } from './demo-api.ts';

/** The demo's website (college.yaml): the public origin when PUBLIC_URL is not set. */
const ORIGIN = 'https://www.example.edu.in';
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
  description: string;
}

/** Fetches a feed, parses it as XML and checks what RSS 2.0 requires of it. */
async function rss(request: import('@playwright/test').APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type']).toContain('application/rss+xml');
  const doc = parser.parse(await response.text());
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

test.describe('feeds', () => {
  test('every notice kind of the college has a valid RSS feed, linked from its page', async ({
    page,
    request,
  }) => {
    for (const kind of KINDS) {
      const { items } = await rss(request, `/feeds/notifications/${kind}.xml`);
      expect(items.length, kind).toBeGreaterThan(0);
      expect(items[0]!.link).toMatch(new RegExp(`^${ORIGIN}/notifications/${kind}/\\d{4}/\\d+$`));
    }
    await page.goto('/notifications/tender');
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      '/feeds/notifications/tender.xml',
    );
    await expect(page.getByRole('link', { name: 'RSS feed of Tender notices' })).toBeVisible();
    expect((await request.get('/feeds/notifications/nothing.xml')).status()).toBe(404);
  });

  test('every department has a feed of its notices and events, linked from its pages', async ({
    page,
    request,
  }) => {
    const { channel, items } = await rss(request, '/feeds/department/PHY.xml');
    expect(channel.title).toBe('Department of Physics | Kopoubari College');
    expect(items.some((item) => item.link.includes('/department/PHY/events/'))).toBe(true);
    expect(items.some((item) => item.link.includes('/department/PHY/notifications/'))).toBe(true);
    expect((await request.get('/feeds/department/NOPE.xml')).status()).toBe(404);
    await page.goto('/department/PHY/events');
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      '/feeds/department/PHY.xml',
    );
  });

  test('the events calendar follows RFC 5545 and is linked from the events page', async ({
    page,
    request,
  }) => {
    const response = await request.get('/feeds/events.ics');
    expect(response.headers()['content-type']).toContain('text/calendar');
    const body = await response.text();
    const lines = body.split('\r\n');
    expect(body.replace(/\r\n/g, '')).not.toContain('\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const calendar = new ICAL.Component(ICAL.parse(body));
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
    const events = calendar.getAllSubcomponents('vevent');
    const all = await collegeNotices(request, 'COLLEGE_EVENT', '');
    expect(events).toHaveLength(all.length);
    const uids = new Set<string>();
    for (const event of events) {
      uids.add(String(event.getFirstPropertyValue('uid')));
      expect(event.getFirstPropertyValue('dtstamp')).toBeTruthy();
      const start = event.getFirstProperty('dtstart')!;
      expect(start.type).toBe('date');
      expect(String(event.getFirstPropertyValue('url'))).toMatch(
        /^https:\/\/www\.example\.edu\.in\/events\/\d{4}\/\d+$/,
      );
    }
    expect(uids.size).toBe(events.length);
    await page.goto('/events');
    await expect(
      page.getByRole('link', { name: 'Calendar (iCalendar) of the events' }),
    ).toHaveAttribute('href', '/feeds/events.ics');
  });

  test('each event has a calendar file of its own', async ({ request }) => {
    const [event] = await collegeNotices(request, 'COLLEGE_EVENT', TEST_YEAR);
    const response = await request.get(`/feeds/events/${TEST_YEAR}/${event!.id}.ics`);
    expect(response.headers()['content-disposition']).toContain(`event-${event!.id}.ics`);
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const [vevent] = calendar.getAllSubcomponents('vevent');
    expect(vevent!.getFirstPropertyValue('summary')).toBe(event!.title);
    expect((await request.get(`/feeds/events/${TEST_YEAR}/999999.ics`)).status()).toBe(404);
  });
});
