import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import type { SiteSource } from '../contract/schemas/site.ts';
import { readContentText, readContentData } from './read-one.ts';
import type { OptionalTextName, Out, TextName } from './schema.ts';

/** The college's identity and texts read straight from a content folder. */
export interface SiteContent extends SiteSource {
  /** The college's identity: name, address, contacts, images, map, launch site, tour video. */
  college(): Promise<Out<'College'>>;
  /** One of the college's own texts (about, history, …), with its body as clean HTML. */
  text(name: TextName): Promise<Out<'Text'>>;
}

/** What the cache keeps for an optional text the folder does not have. */
const NO_TEXT = { missing: true };

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
      if (key.startsWith('optional:')) {
        const name = key.slice('optional:'.length) as OptionalTextName;
        if (!existsSync(join(contentDir, 'texts', `${name}.md`))) return NO_TEXT;
        return readContentText(contentDir, name, ctx);
      }
      return key === 'college'
        ? readContentData(contentDir, 'college', 'College', ctx)
        : readContentText(contentDir, key as TextName, ctx);
    },
  });
  return {
    college: async () => (await cache.fetch('college')) as Out<'College'>,
    text: async (name) => (await cache.fetch(name)) as Out<'Text'>,
    optionalText: async (name) => {
      const found = await cache.fetch(`optional:${name}`);
      return found === NO_TEXT ? null : (found as Out<'Text'>);
    },
  };
}
