import { describe, expect, it } from 'vitest';
import { feedItems } from '../../src/web/enhance/worker/feed-items.ts';
import { textOf, textsOf, useSitePages } from '../helpers/site-pages.ts';

const { load, get } = useSitePages();

// Decision 101: what the server gives the installable site, the worker and the follow choice.
describe('the web app manifest, one per language', () => {
  it.each([
    ['/manifest.webmanifest', 'en', 'Kopoubari College', '/'],
    ['/as/manifest.webmanifest', 'as', 'কপৌবাৰী মহাবিদ্যালয়', '/as/'],
  ])(
    '%s names the college in its language and opens at its home',
    async (path, lang, name, home) => {
      const response = await get(path);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(response.json()).toMatchObject({
        lang,
        name,
        start_url: home,
        scope: home,
        display: 'standalone',
        theme_color: '#4f1212',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192' },
          { src: '/icons/icon-512.png', sizes: '512x512' },
          { src: '/icons/maskable-512.png', sizes: '512x512', purpose: 'maskable' },
        ],
      });
      for (const icon of [
        '/icons/icon-192.png',
        '/icons/icon-512.png',
        '/icons/maskable-512.png',
      ]) {
        const file = await get(icon);
        expect(file.statusCode, icon).toBe(200);
        expect(file.headers['content-type']).toBe('image/png');
      }
    },
  );

  it('is linked from each page in the page’s language, with the theme colour', async () => {
    for (const [path, manifest] of [
      ['/', '/manifest.webmanifest'],
      ['/as/notifications/tender', '/as/manifest.webmanifest'],
    ]) {
      const { document } = await load(path!);
      expect(document.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(manifest);
      expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
        '#4f1212',
      );
    }
  });
});

describe('the offline page the worker keeps', () => {
  it.each([
    ['/offline', 'You are offline', 'Kept on this device'],
    ['/as/offline', 'আপুনি অফলাইন', 'এই ডিভাইচত ৰখা'],
  ])(
    '%s says so in its language, has the list the worker fills, and is not indexed',
    async (path, h1, h2) => {
      const { status, document, main } = await load(path);
      expect(status).toBe(200);
      expect(textOf(main.getByRole('heading', { level: 1 }))).toBe(h1);
      expect(textOf(main.getByRole('heading', { level: 2 }))).toBe(h2);
      expect(document.querySelectorAll('#saved-pages li')).toHaveLength(1);
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
        'noindex',
      );
      const privacy = path.startsWith('/as')
        ? '/as/website-policies/privacy'
        : '/website-policies/privacy';
      expect(document.querySelector(`main a[href="${privacy}"]`)).not.toBeNull();
    },
  );
});

describe('Subscribe, without JavaScript', () => {
  it('the footer’s Subscribe Now leads to the kinds of notices and their public feeds', async () => {
    const home = await load('/');
    const subscribe = home.screen.getByRole('link', { name: 'Subscribe Now' });
    expect(subscribe.getAttribute('href')).toBe('/subscribe');

    const { status, main, document } = await load('/subscribe');
    expect(status).toBe(200);
    expect(textOf(main.getByRole('heading', { level: 1 }))).toBe('Follow notices');
    const feeds = main.getAllByRole('link', { name: /^RSS feed: / });
    expect(textsOf(feeds)).toEqual(expect.arrayContaining(['RSS feed']));
    const names = feeds.map((link) => link.getAttribute('aria-label'));
    expect(names).toEqual(
      expect.arrayContaining([
        'RSS feed: Notifications: Tender',
        'RSS feed: Students: Results',
        'RSS feed: Students: Exam Schedule',
        'RSS feed: Events',
      ]),
    );
    // Every feed listed answers, the students' lists too.
    for (const link of feeds) {
      const feed = await get(link.getAttribute('href')!);
      expect(feed.statusCode, link.getAttribute('href')!).toBe(200);
      expect(feed.headers['content-type']).toMatch(/^application\/rss\+xml/);
      // As the worker and the home page read it: each item a link to a page of the site.
      for (const item of feedItems(feed.body)) {
        expect(item.link).toMatch(/^https?:\/\/[^/]+\/.+\/\d{4}\/\d+$/);
        expect(item.title).not.toBe('');
      }
    }
    // No form, nothing to send; the boxes wait, hidden, for the enhancements.
    expect(document.querySelector('main form')).toBeNull();
    const boxes = [...document.querySelectorAll<HTMLInputElement>('main input[data-follow-kind]')];
    expect(boxes.length).toBe(feeds.length);
    expect(boxes.every((box) => box.hidden)).toBe(true);
  });

  it('the home page holds the hidden place for what is new since the last visit', async () => {
    const { document } = await load('/as/');
    const section = document.querySelector('[data-enhance="followed-news"]');
    expect(section?.hasAttribute('hidden')).toBe(true);
    expect(textOf(section?.querySelector('h2'))).toBe('আপোনাৰ শেহতীয়া আগমনৰ পিছৰ নতুন');
  });
});
