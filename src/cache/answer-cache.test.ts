import { describe, expect, it, vi } from 'vitest';
import { createAnswerCache, type Produce } from './answer-cache.ts';
import { gzipFormOf, type Rendered, type StoredAnswer } from './stored-answer.ts';

const page = (text: string, status = 200, headers: [string, string][] = []): Rendered => ({
  status,
  headers: [['content-type', 'text/html; charset=utf-8'], ...headers],
  body: Buffer.from(`<!DOCTYPE html><html><body><main>${text.repeat(50)}</main></body></html>`),
});
const textOf = (answer: StoredAnswer | Rendered) =>
  ('identity' in answer ? answer.identity : answer.body).toString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A render whose answer the test sets, counting how often it runs. */
function renderer(initial: Rendered | (() => Rendered), delayMs = 0) {
  let next = initial;
  const produce = vi.fn<Produce>(async () => {
    await sleep(delayMs);
    return typeof next === 'function' ? next() : next;
  });
  return { produce, answer: (value: Rendered | (() => Rendered)) => (next = value) };
}

describe('the answer cache', () => {
  it('renders once for fifty concurrent requests of the same key', async () => {
    const cache = createAnswerCache({ ttlMs: 60_000, maxBytes: 1 << 20 });
    const { produce } = renderer(page('home'), 20);
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.answer('/', produce)));
    expect(produce).toHaveBeenCalledTimes(1);
    expect(new Set(answers).size).toBe(1);
    expect(textOf(answers[0]!)).toContain('home');
  });

  it('serves a stale answer while one background render refreshes it', async () => {
    const cache = createAnswerCache({ ttlMs: 500, maxBytes: 1 << 20 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const produce = vi.fn<Produce>(async () => page('old'));
    await cache.answer('/', produce);
    await sleep(600);
    // The refresh waits until the test lets it finish: meanwhile every request gets the old page.
    produce.mockImplementation(async () => {
      await held;
      return page('new');
    });
    const during = await Promise.all(Array.from({ length: 10 }, () => cache.answer('/', produce)));
    expect(during.every((answer) => textOf(answer).includes('old'))).toBe(true);
    expect(produce).toHaveBeenCalledTimes(2);
    release();
    await vi.waitFor(async () => expect(textOf(await cache.answer('/', produce))).toContain('new'));
    expect(produce).toHaveBeenCalledTimes(2);
  });

  it('never stores a 5xx: with no last good copy, each request renders again', async () => {
    const cache = createAnswerCache({ ttlMs: 60_000, maxBytes: 1 << 20 });
    const { produce } = renderer(page('down', 503));
    expect((await cache.answer('/', produce)).status).toBe(503);
    expect((await cache.answer('/', produce)).status).toBe(503);
    expect(produce).toHaveBeenCalledTimes(2);
    expect(cache.peek('/')).toBeUndefined();
  });

  it('keeps the last good copy through failing renders, marked once', async () => {
    const markStale = vi.fn(async (entry: StoredAnswer) => ({ ...entry, stale: true }));
    const cache = createAnswerCache({ ttlMs: 20, retryMs: 20, maxBytes: 1 << 20, markStale });
    const { produce, answer } = renderer(page('good'));
    const good = await cache.answer('/', produce);
    answer(page('down', 500));
    for (let i = 0; i < 4; i++) {
      await sleep(30);
      const served = (await cache.answer('/', produce)) as StoredAnswer;
      expect(served.status).toBe(200);
      expect(textOf(served)).toContain('good');
    }
    expect(markStale).toHaveBeenCalledTimes(1);
    expect(cache.peek('/')).toMatchObject({
      stale: true,
      verifiedAt: (good as StoredAnswer).verifiedAt,
    });
  });

  it('keeps the last good copy when a render fails for want of data (degraded) or throws', async () => {
    const cache = createAnswerCache({ ttlMs: 10, retryMs: 10, maxBytes: 1 << 20 });
    const { produce, answer } = renderer(page('good'));
    await cache.answer('/', produce);
    answer({ ...page('holes'), degraded: true });
    await sleep(20);
    await cache.answer('/', produce);
    await sleep(20);
    expect(textOf(await cache.answer('/', produce))).toContain('good');
    answer(() => {
      throw new Error('render failed');
    });
    await sleep(20);
    await cache.answer('/', produce);
    await sleep(20);
    expect(textOf(await cache.answer('/', produce))).toContain('good');
  });

  it('logs a render that threw when the last good copy stands in for it', async () => {
    const log = { warn: vi.fn(), error: vi.fn() };
    const cache = createAnswerCache({ ttlMs: 10, retryMs: 10, maxBytes: 1 << 20, log });
    const { produce, answer } = renderer(page('good'));
    await cache.answer('/notices', produce);
    const bug = new TypeError('render failed');
    answer(() => {
      throw bug;
    });
    await sleep(20);
    await cache.answer('/notices', produce);
    await vi.waitFor(() =>
      expect(log.error).toHaveBeenCalledWith(
        { key: '/notices', reason: 'render failed', err: bug },
        'A last good answer stands in',
      ),
    );
  });

  it('stops serving a last good copy past its limit', async () => {
    const cache = createAnswerCache({
      ttlMs: 10,
      retryMs: 10,
      staleLimitMs: 50,
      maxBytes: 1 << 20,
    });
    const { produce, answer } = renderer(page('good'));
    await cache.answer('/', produce);
    answer(page('down', 503));
    await sleep(20);
    await cache.answer('/', produce);
    await sleep(60);
    expect((await cache.answer('/', produce)).status).toBe(503);
  });

  it('stores 404s and redirects, but not a cookie, no-store, or another 4xx', async () => {
    const cache = createAnswerCache({ ttlMs: 60_000, maxBytes: 1 << 20 });
    const cases: [string, Rendered, boolean][] = [
      ['404', page('missing', 404), true],
      ['301', page('', 301, [['location', '/']]), true],
      ['cookie', page('x', 200, [['set-cookie', 'a=1']]), false],
      ['no-store', page('x', 200, [['cache-control', 'no-store']]), false],
      ['405', page('x', 405), false],
    ];
    for (const [key, rendered, stored] of cases) {
      await cache.answer(key, async () => rendered);
      expect(cache.peek(key) !== undefined, key).toBe(stored);
    }
  });

  it('is bounded by bytes: the least recently used answers go first', async () => {
    const one = await createAnswerCache({ ttlMs: 60_000, maxBytes: 1 << 20 }).answer(
      'probe',
      async () => page('a'),
    );
    const size = (one as StoredAnswer).size;
    const cache = createAnswerCache({ ttlMs: 60_000, maxBytes: size * 3 + 100 });
    for (const key of ['a', 'b', 'c', 'd']) await cache.answer(key, async () => page(key));
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('d')).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(size * 3 + 100);
  });

  it('drops everything at once; a render in flight is done again for its waiters', async () => {
    const cache = createAnswerCache({ ttlMs: 60_000, maxBytes: 1 << 20 });
    const { produce, answer } = renderer(page('old'), 30);
    await cache.answer('/x', produce);
    cache.clear();
    expect(cache.peek('/x')).toBeUndefined();
    answer(page('new'));
    const waiting = cache.answer('/', produce);
    await sleep(5);
    cache.clear();
    expect(textOf(await waiting)).toContain('new');
  });

  it('after new content, serves the kept answer at once while one render refreshes it', async () => {
    const cache = createAnswerCache({ ttlMs: 60_000, maxBytes: 1 << 20 });
    const { produce, answer } = renderer(page('old'), 300);
    await cache.answer('/', produce);
    answer(page('new'));
    cache.outdate();
    expect([...cache.outdatedKeys()]).toEqual(['/']);
    const started = Date.now();
    const during = await Promise.all(Array.from({ length: 10 }, () => cache.answer('/', produce)));
    expect(Date.now() - started).toBeLessThan(150);
    expect(during.every((served) => textOf(served).includes('old'))).toBe(true);
    await vi.waitFor(async () => expect(textOf(await cache.answer('/', produce))).toContain('new'));
    expect(produce).toHaveBeenCalledTimes(2);
    expect([...cache.outdatedKeys()]).toEqual([]);
  });

  it('makes a caller that needs the current content wait for the refresh, even of a render under way', async () => {
    const cache = createAnswerCache({ ttlMs: 60_000, maxBytes: 1 << 20 });
    const { produce, answer } = renderer(page('old'), 30);
    await cache.answer('/', produce);
    cache.outdate();
    expect(textOf(await cache.answer('/', produce))).toContain('old'); // a refresh is under way…
    answer(page('new'));
    cache.outdate(); // …and more new content comes while it runs: it is done again.
    expect(textOf(await cache.answer('/', produce, { current: true }))).toContain('new');
    expect(produce).toHaveBeenCalledTimes(3);
  });

  it('lists the outdated keys most visited first, and among equals most recently used first', async () => {
    const cache = createAnswerCache({ ttlMs: 60_000, maxBytes: 1 << 20 });
    for (const key of ['a', 'b', 'c', 'd']) await cache.answer(key, async () => page(key));
    for (let i = 0; i < 3; i++) await cache.answer('b', async () => page('b'));
    await cache.answer('a', async () => page('a'));
    await cache.answer('d', async () => page('d'));
    cache.outdate();
    expect([...cache.outdatedKeys()]).toEqual(['b', 'd', 'a', 'c']);
    // A refresh keeps a key's visits: it is still the most visited at the next new content.
    await cache.answer('b', async () => page('b'), { current: true });
    cache.outdate();
    expect([...cache.outdatedKeys()][0]).toBe('b');
  });

  it('lists the outdated keys most recently used first when visited as often', async () => {
    const cache = createAnswerCache({ ttlMs: 60_000, maxBytes: 1 << 20 });
    for (const key of ['a', 'b', 'c']) await cache.answer(key, async () => page(key));
    await cache.answer('a', async () => page('a'));
    cache.outdate();
    await cache.answer('c', async () => page('c'), { current: true });
    expect([...cache.outdatedKeys()]).toEqual(['a', 'b']);
  });

  it('after new content, still serves a last good copy through an outage, marked, within its limit', async () => {
    const cache = createAnswerCache({
      ttlMs: 60_000,
      retryMs: 20,
      staleLimitMs: 200,
      maxBytes: 1 << 20,
    });
    const { produce, answer } = renderer(page('good'));
    await cache.answer('/', produce);
    answer(page('down', 503));
    cache.outdate();
    await cache.answer('/', produce);
    await vi.waitFor(() => expect(cache.peek('/')?.stale).toBe(true));
    const served = await cache.answer('/', produce, { current: true });
    expect(served.status).toBe(200);
    expect(textOf(served)).toContain('good');
    await sleep(220);
    expect((await cache.answer('/', produce)).status).toBe(503);
  });

  it('with no TTL it is off: every request renders', async () => {
    const cache = createAnswerCache({ ttlMs: 0, maxBytes: 1 << 20 });
    const { produce } = renderer(page('x'));
    await cache.answer('/', produce);
    await cache.answer('/', produce);
    expect(produce).toHaveBeenCalledTimes(2);
  });

  it('keeps fast compressed forms for an address asked for once, the smallest once asked again', async () => {
    const cache = createAnswerCache({ ttlMs: 60_000, maxBytes: 1 << 20 });
    const { produce } = renderer(page('<p>A notice of the college, its date and its files.</p>'));
    await cache.answer('/search?q=once', produce);
    await cache.answer('/notices', produce);
    await sleep(50);
    // Asked for once: only the fast brotli form was made (no more work for a one-off address;
    // gzip is made for a client that asks, decision 116).
    expect(cache.peek('/search?q=once')).toMatchObject({ compression: 'fast', gzip: undefined });
    const fast = cache.peek('/notices')!;
    expect(fast.compression).toBe('fast');
    const fastGzip = (await gzipFormOf(fast))!;
    await cache.answer('/notices', produce);
    await vi.waitFor(() => expect(cache.peek('/notices')?.compression).toBe('best'));
    const best = cache.peek('/notices')!;
    expect(best.identity).toBe(fast.identity);
    expect(best.hash).toBe(fast.hash);
    expect(best.br!.length).toBeLessThanOrEqual(fast.br!.length);
    expect(best.gzip!.length).toBeLessThanOrEqual(fastGzip.length);
    expect(produce).toHaveBeenCalledTimes(2);
    expect(cache.peek('/search?q=once')?.compression).toBe('fast');
  });

  it('does not put the smallest forms over a page that new content has outdated', async () => {
    const cache = createAnswerCache({ ttlMs: 60_000, maxBytes: 1 << 20 });
    const { produce } = renderer(page('<p>Old notice text, repeated to be worth compressing.</p>'));
    await cache.answer('/', produce);
    cache.outdate();
    // Served once more while one render refreshes it: the outdated copy is not compressed again.
    await cache.answer('/', produce);
    await vi.waitFor(() => expect(produce).toHaveBeenCalledTimes(2));
    await sleep(50);
    const entry = cache.peek('/')!;
    expect(entry.compression).toBe('fast');
    await cache.answer('/', produce);
    await vi.waitFor(() => expect(cache.peek('/')?.compression).toBe('best'));
  });
});
