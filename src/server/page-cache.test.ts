import { describe, expect, it, vi } from 'vitest';
import type { Rendered } from '../cache/stored-answer.ts';
import { createPageCache, refreshMostVisited } from './page-cache.ts';

const html = (text: string): Rendered => ({
  status: 200,
  headers: [['content-type', 'text/html; charset=utf-8']],
  body: Buffer.from(`<!DOCTYPE html><html><body><main>${text}</main></body></html>`),
});

/** A page cache holding /a, /b, /c (used in that order) and one visitor's own copy of /c. */
async function keptPages() {
  const cache = createPageCache({ ttlMs: 60_000, maxBytes: 1 << 20, timeZone: 'Asia/Kolkata' });
  let edition = 'old';
  const render = vi.fn((url: string) => async () => html(`${url} ${edition}`));
  for (const url of ['/a', '/b', '/c']) await cache.answer(url, render(url));
  await cache.answer('/c#large,normal', async () => html('own copy'));
  cache.render = render;
  render.mockClear();
  return { cache, render, publish: () => (edition = 'new') };
}

/** Where a refresh that failed is logged (none fails here). */
const log = { warn: vi.fn(), error: vi.fn() };

const textOf = (cache: ReturnType<typeof createPageCache>, url: string) =>
  cache.peek(url)?.identity.toString();

describe('refreshing the most visited pages after new content', () => {
  it('renders again the most recently used pages, up to the limit, but no own copies', async () => {
    const { cache, render, publish } = await keptPages();
    publish();
    cache.outdate();
    await refreshMostVisited(cache, 2, new AbortController().signal, log);
    expect(render.mock.calls.map(([url]) => url)).toEqual(['/c', '/b']);
    expect(textOf(cache, '/c')).toContain('/c new');
    expect(textOf(cache, '/b')).toContain('/b new');
    expect(textOf(cache, '/a')).toContain('/a old');
    expect([...cache.outdatedKeys()].sort()).toEqual(['/a', '/c#large,normal']);
  });

  it('renders the most visited first, whatever was asked for last (decision 040)', async () => {
    const { cache, render, publish } = await keptPages();
    for (let i = 0; i < 3; i++) await cache.answer('/a', render('/a'));
    await cache.answer('/b', render('/b'));
    render.mockClear();
    publish();
    cache.outdate();
    await refreshMostVisited(cache, 2, new AbortController().signal, log);
    expect(render.mock.calls.map(([url]) => url)).toEqual(['/a', '/b']);
    expect(textOf(cache, '/c')).toContain('/c old');
  });

  it('stops when told (the server closes, or newer content comes)', async () => {
    const { cache, render } = await keptPages();
    cache.outdate();
    const stop = new AbortController();
    stop.abort();
    await refreshMostVisited(cache, 20, stop.signal, log);
    expect(render).not.toHaveBeenCalled();
  });

  it('does nothing before the page server has set how to render', async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 1 << 20, timeZone: 'Asia/Kolkata' });
    await cache.answer('/a', async () => html('a'));
    cache.outdate();
    await refreshMostVisited(cache, 20, new AbortController().signal, log);
    expect([...cache.outdatedKeys()]).toEqual(['/a']);
  });
});
