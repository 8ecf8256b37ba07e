import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { setUpCaching } from './caching.ts';
import { CATALOGUE_PAGE } from './page-cache.ts';

describe('the catalogue built before the first search', () => {
  it('is rendered, through the page cache, as soon as the server listens', async () => {
    const app = Fastify();
    const caching = setUpCaching(app, loadConfig({ CONTENT_VERSION_POLL_MS: '0' }), undefined);
    const rendered: string[] = [];
    caching.pages.render = (url) => async () => {
      rendered.push(url);
      return {
        status: 200,
        headers: [['content-type', 'application/xml']],
        body: Buffer.from('<urlset/>'),
      };
    };
    await app.ready();
    expect(rendered).toEqual([]);
    await app.listen({ port: 0, host: '127.0.0.1' });
    await expect.poll(() => rendered).toEqual([CATALOGUE_PAGE]);
    // Kept: the first visitor of the sitemap, or the first search, renders nothing.
    expect(caching.pages.peek(CATALOGUE_PAGE)?.status).toBe(200);
    await app.close();
  });
});
