import { describe, expect, it } from 'vitest';
import type { FollowState } from '../follow/state.ts';
import { feedItems, newItems } from './feed-items.ts';
import { checkFollowed } from './followed-check.ts';
import { titleOf, withSavedList, withSavedNote, type SavedEntry } from './html-parts.ts';
import { entriesToDrop, oldestHalf } from './saved-budget.ts';

// The service worker's parts that need no browser (decision 101); the worker itself is run by
// tests/browser/offline-and-follow.spec.ts.

const MB = 1024 * 1024;
const entry = (url: string, lastRead: number, bytes = MB, listed = true): SavedEntry => ({
  url,
  title: `Page ${url}`,
  savedOn: lastRead,
  lastRead,
  bytes,
  page: true,
  listed,
});

/**
 * A feed in the shape the site's feeds have (the `feed` library through
 * src/web/lib/feeds/rss.server.ts; tests/pages/offline-and-follow.test.ts reads the real ones).
 */
const feed = (language: 'en' | 'as', notices: { id: number; title: string }[]) =>
  `<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel><title>Tenders</title>` +
  notices
    .map((notice) => {
      const url = `https://college.example${language === 'as' ? '/as' : ''}/notifications/tender/2026/${notice.id}`;
      return `<item><title><![CDATA[${notice.title}]]></title><link>${url}</link><guid isPermaLink="false">${url}</guid><description><![CDATA[x]]></description></item>`;
    })
    .join('') +
  '</channel></rss>';

describe('the budget of kept copies', () => {
  it('drops the least recently read first, only as many as make room', () => {
    const kept = [entry('/a', 3, 20 * MB), entry('/b', 1, 20 * MB), entry('/c', 2, 5 * MB)];
    expect(entriesToDrop(kept, 4 * MB)?.map((e) => e.url)).toEqual([]);
    expect(entriesToDrop(kept, 10 * MB)?.map((e) => e.url)).toEqual(['/b']);
    expect(entriesToDrop(kept, 30 * MB)?.map((e) => e.url)).toEqual(['/b', '/c']);
  });

  it('keeps nothing larger than the whole budget, and a full quota gives back the older half', () => {
    expect(entriesToDrop([], 51 * MB)).toBeUndefined();
    const kept = [entry('/a', 4), entry('/b', 1), entry('/c', 3), entry('/d', 2)];
    expect(oldestHalf(kept).map((e) => e.url)).toEqual(['/b', '/d']);
  });
});

describe('what the worker writes into the HTML it serves from the device', () => {
  const page =
    '<html><head><title>Tender &amp; quotation | Kopoubari College</title></head>' +
    '<body><main id="main" tabindex="-1"><h1>Tender</h1></main></body></html>';

  it('names a page by its title without the site, and notes a kept copy at the top of its content', () => {
    expect(titleOf(page)).toBe('Tender & quotation');
    const noted = withSavedNote(page, 'Saved on 29 November 2026 <offline>');
    expect(noted).toContain(
      '<main id="main" tabindex="-1"><div class="demo-notice" role="status"><p>Saved on 29 November 2026 &lt;offline&gt;</p></div><h1>',
    );
  });

  it('lists the kept pages and opened files on the offline page, newest read first, escaped', () => {
    const offline = '<main><ul id="saved-pages"><li>Pages you read are kept</li></ul></main>';
    const texts = { nothingSaved: 'Nothing kept yet', trimmed: 'Older pages were removed' };
    const entries = [
      entry('/old', 1),
      { ...entry('/new', 2), title: 'A <b> notice' },
      entry('/font.woff2', 3, 1, false),
    ];
    expect(withSavedList(offline, entries, texts, false)).toBe(
      '<main><ul id="saved-pages"><li><a href="/new">A &lt;b&gt; notice</a></li>' +
        '<li><a href="/old">Page /old</a></li></ul></main>',
    );
    expect(withSavedList(offline, [], texts, true)).toBe(
      '<main><p><strong>Older pages were removed</strong></p><ul id="saved-pages"><li>Nothing kept yet</li></ul></main>',
    );
  });
});

describe('the followed kinds’ feeds', () => {
  it('reads the items of the site’s own RSS, and tells the unseen ones', () => {
    const items = feedItems(
      feed('en', [
        { id: 2, title: 'Tender for <paint> & brushes' },
        { id: 1, title: 'Old' },
      ]),
    );
    expect(items).toEqual([
      {
        link: 'https://college.example/notifications/tender/2026/2',
        title: 'Tender for <paint> & brushes',
      },
      { link: 'https://college.example/notifications/tender/2026/1', title: 'Old' },
    ]);
    expect(newItems(items, [items[1]!.link])).toEqual([items[0]]);
  });

  const state: FollowState = {
    language: 'as',
    kinds: [
      { feed: '/feeds/notifications/tender.xml', label: 'Tender' },
      { feed: '/feeds/department/GONE.xml', label: 'A department no longer there' },
    ],
    notify: true,
    seen: { '/feeds/notifications/tender.xml': ['/notifications/tender/2026/1'] },
    notified: {},
  };

  it('on periodic sync: one notification in the visitor’s language for a new notice, a gone kind dropped quietly, nothing told twice', async () => {
    const asked: string[] = [];
    const fetchText = async (url: string) => {
      asked.push(url);
      if (url.includes('GONE')) return { status: 404, text: '' };
      return {
        status: 200,
        text: feed('as', [
          { id: 2, title: 'নতুন নিবিদা' },
          { id: 1, title: 'পুৰণি' },
        ]),
      };
    };
    const first = await checkFollowed(state, fetchText);
    // Read in Assamese, from the public feeds only.
    expect(asked).toEqual(['/as/feeds/notifications/tender.xml', '/as/feeds/department/GONE.xml']);
    expect(first.alert).toEqual({
      title: 'নতুন জাননী',
      body: 'নতুন নিবিদা',
      url: '/as/notifications/tender/2026/2',
    });
    expect(first.state.kinds.map((kind) => kind.feed)).toEqual(['/feeds/notifications/tender.xml']);
    const again = await checkFollowed(first.state, fetchText);
    expect(again.alert).toBeUndefined();
  });

  it('keeps a kind whose feed cannot be read just now, and tells of several new notices at once', async () => {
    const down = await checkFollowed(state, async () => {
      throw new TypeError('offline');
    });
    expect(down.state.kinds).toHaveLength(2);
    expect(down.alert).toBeUndefined();
    const english = { ...state, language: 'en' as const, kinds: state.kinds.slice(0, 1) };
    const several = await checkFollowed(english, async () => ({
      status: 200,
      text: feed('en', [
        { id: 3, title: 'Third' },
        { id: 2, title: 'Second' },
        { id: 1, title: 'Old' },
      ]),
    }));
    expect(several.alert).toEqual({ title: '2 new notices', body: 'Third\nSecond', url: '/' });
  });
});
