import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import { readContentText, readContentData } from './read-one.ts';
import type { Out, TextName } from './schema.ts';

export interface SiteContent {
  /** The college's identity: name, address, contacts, images, map, launch site, tour video. */
  college(): Promise<Out<'College'>>;
  /** One of the college's own texts (about, history, …), with its body as clean HTML. */
  text(name: TextName): Promise<Out<'Text'>>;
}

/**
 * Reads the college's own texts from the content folder, validated by the same schemas as the
 * importer. Kept a few seconds; when a file turns invalid, the last good version is served.
 */
export function createSiteContent(
  contentDir: string,
  today: () => string,
  options: { uploadsUrl?: string; ttlMs?: number } = {},
): SiteContent {
  const hasFile = (path: string) => existsSync(join(contentDir, 'files', path));
  const cache = new LRUCache<string, object>({
    max: 100,
    ttl: options.ttlMs ?? 10_000,
    allowStale: true,
    noDeleteOnFetchRejection: true,
    allowStaleOnFetchRejection: true,
    fetchMethod: async (key) => {
      const ctx = { today: today(), hasFile, uploadsUrl: options.uploadsUrl };
      return key === 'college'
        ? readContentData(contentDir, 'college', 'College', ctx)
        : readContentText(contentDir, key as TextName, ctx);
    },
  });
  return {
    college: async () => (await cache.fetch('college')) as Out<'College'>,
    text: async (name) => (await cache.fetch(name)) as Out<'Text'>,
  };
}
