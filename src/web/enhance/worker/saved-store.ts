import { entriesToDrop, oldestHalf } from './saved-budget.ts';
import type { SavedEntry } from './html-parts.ts';

/**
 * The pages and files kept on the device for reading offline (decision 101): one cache whose
 * name does not change with a deploy (a new site must not wipe what a visitor saved), and an
 * index of what it holds (title, when saved, when last read, size) kept in it as JSON. The index
 * is changed one change at a time, in order.
 */
export const SAVED_CACHE = 'college-saved-1';
const INDEX_URL = '/saved/index.json';

export interface SavedIndex {
  entries: SavedEntry[];
  /** Older copies were dropped because the device's storage was full: the offline page says so. */
  trimmed: boolean;
}

let queue: Promise<unknown> = Promise.resolve();

export async function readIndex(cache?: Cache): Promise<SavedIndex> {
  const store = cache ?? (await caches.open(SAVED_CACHE));
  const response = await store.match(INDEX_URL);
  return response ? ((await response.json()) as SavedIndex) : { entries: [], trimmed: false };
}

/** Runs a change of the kept copies and their index after every change before it. */
function change<T>(work: (cache: Cache, index: SavedIndex) => Promise<T>): Promise<T> {
  const run = queue.then(async () => {
    const cache = await caches.open(SAVED_CACHE);
    const index = await readIndex(cache);
    const result = await work(cache, index);
    await cache.put(INDEX_URL, new Response(JSON.stringify(index)));
    return result;
  });
  queue = run.catch(() => undefined);
  return run;
}

const isQuotaError = (error: unknown) =>
  error instanceof DOMException && error.name === 'QuotaExceededError';

async function drop(cache: Cache, index: SavedIndex, entries: readonly SavedEntry[]) {
  const urls = new Set(entries.map((entry) => entry.url));
  for (const url of urls) await cache.delete(url);
  index.entries = index.entries.filter((entry) => !urls.has(entry.url));
}

/**
 * Keeps a copy of an answer read from the network, within the budget, the least recently read
 * dropped first. A full quota drops the older half of the copies and tries once more; failing
 * again, the copy is not kept, and reading goes on.
 */
export function keepCopy(
  url: string,
  response: Response,
  title: string,
  { page, listed }: Pick<SavedEntry, 'page' | 'listed'>,
) {
  return change(async (cache, index) => {
    const body = await response.blob();
    const others = index.entries.filter((entry) => entry.url !== url);
    const over = entriesToDrop(others, body.size);
    if (!over) return;
    await drop(cache, index, over);
    const copy = () =>
      cache.put(url, new Response(body, { status: response.status, headers: response.headers }));
    try {
      await copy();
    } catch (error) {
      if (!isQuotaError(error)) throw error;
      await drop(cache, index, oldestHalf(index.entries.filter((entry) => entry.url !== url)));
      index.trimmed = true;
      try {
        await copy();
      } catch {
        index.entries = index.entries.filter((entry) => entry.url !== url);
        return;
      }
    }
    const now = Date.now();
    index.entries = [
      ...index.entries.filter((entry) => entry.url !== url),
      { url, title, savedOn: now, lastRead: now, bytes: body.size, page, listed },
    ];
  });
}

/** The kept copy of an address and its entry, marked as read now; undefined if none is kept. */
export function readCopy(url: string) {
  return change(async (cache, index) => {
    const entry = index.entries.find((candidate) => candidate.url === url);
    const response = entry && (await cache.match(url));
    if (!entry || !response) return undefined;
    entry.lastRead = Date.now();
    return { entry, response };
  });
}
