import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import { LINK_MIME } from '../contract/codes.ts';
import type { ImageSize, SiteSource } from '../contract/schemas/site.ts';
import { isSafeRelativePath } from './attachments.ts';
import { readContentText, readContentData } from './read-one.ts';
import type { OptionalTextName, Out, TextName } from './schema.ts';

/** The college's identity and texts read straight from a content folder. */
export interface SiteContent extends SiteSource {
  college(): Promise<Out<'College'>>;
  text(name: TextName): Promise<Out<'Text'>>;
}

/** What the cache keeps for an image it could not measure (an LRU cannot hold undefined). */
const UNKNOWN_SIZE = { width: 0, height: 0 };
/** What it keeps for an optional text the folder does not have. */
const NO_TEXT = { missing: true };

/**
 * Reads the college's own texts from the content folder, validated by the same schemas as the
 * importer. Kept a few seconds; when a file turns invalid, the last good version is served.
 */
export function createSiteContent(
  contentDir: string,
  today: () => string,
  ttlMs = 10_000,
): SiteContent {
  const hasFile = (path: string) => existsSync(join(contentDir, 'files', path));
  const cache = new LRUCache<string, object>({
    max: 100,
    ttl: ttlMs,
    allowStale: true,
    noDeleteOnFetchRejection: true,
    allowStaleOnFetchRejection: true,
    fetchMethod: async (key) => {
      if (key.startsWith('image:')) return measure(key.slice('image:'.length));
      const ctx = { today: today(), hasFile };
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
  // Only plain paths under files/ are read (the importer's own rule), so nothing outside it.
  // sharp reads just the image's header; it is loaded the first time a page needs a size.
  const measure = async (path: string): Promise<ImageSize> => {
    if (!isSafeRelativePath(path)) return UNKNOWN_SIZE;
    try {
      const { default: sharp } = await import('sharp');
      const { width, height } = await sharp(join(contentDir, 'files', path)).metadata();
      return width && height ? { width, height } : UNKNOWN_SIZE;
    } catch {
      return UNKNOWN_SIZE;
    }
  };
  return {
    college: async () => (await cache.fetch('college')) as Out<'College'>,
    text: async (name) => (await cache.fetch(name)) as Out<'Text'>,
    optionalText: async (name) => {
      const found = await cache.fetch(`optional:${name}`);
      return found === NO_TEXT ? null : (found as Out<'Text'>);
    },
    imageSize: async (ref) => {
      if (ref.mime === LINK_MIME) return undefined;
      const size = (await cache.fetch(`image:${ref.type}/${ref.path}`)) as ImageSize;
      return size.width > 0 && size.height > 0 ? size : undefined;
    },
  };
}
