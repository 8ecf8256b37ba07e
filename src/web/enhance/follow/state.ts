/**
 * What a visitor follows, kept on their device only (decision 101): the kinds of notices chosen
 * on /subscribe, each by its public RSS feed, with the notices already seen. One entry of the
 * browser's Cache Storage, which both the pages and the service worker read (localStorage is
 * closed to a worker); nothing of it is ever sent. Turning following off deletes it whole.
 */
export interface FollowedKind {
  /** The feed's English address, e.g. /feeds/notifications/academic.xml. */
  feed: string;
  /** The kind's name as the visitor saw it when choosing. */
  label: string;
}

export interface FollowState {
  /** The language the visitor chose in: notifications and feeds are read in it. */
  language: 'en' | 'as';
  kinds: FollowedKind[];
  /** Whether the visitor asked for notifications (and gave the permission). */
  notify: boolean;
  /** By feed: the notices' paths (English) the home page has shown as new or known. */
  seen: Record<string, string[]>;
  /** By feed: the notices' paths a notification has already told of. */
  notified: Record<string, string[]>;
}

export const FOLLOW_CACHE = 'college-follow';
/** The periodic sync the worker checks the followed feeds on. */
export const FOLLOW_SYNC_TAG = 'college-followed-notices';
const STATE_URL = '/follow/state.json';
/** A flag in localStorage only so that a page knows, without waiting, that there is a state. */
export const FOLLOWING_FLAG = 'college.following';
/** The notices of a feed remembered at most: more than any feed lists. */
const SEEN_LIMIT = 200;

export async function readFollowState(): Promise<FollowState | undefined> {
  try {
    const response = await (await caches.open(FOLLOW_CACHE)).match(STATE_URL);
    return response ? ((await response.json()) as FollowState) : undefined;
  } catch {
    return undefined;
  }
}

export async function writeFollowState(state: FollowState): Promise<void> {
  const cache = await caches.open(FOLLOW_CACHE);
  await cache.put(
    STATE_URL,
    new Response(JSON.stringify(state), { headers: { 'content-type': 'application/json' } }),
  );
}

/** Forgets following whole: the state, and the cache that held it. */
export async function clearFollowState(): Promise<void> {
  await caches.delete(FOLLOW_CACHE);
}

/** A notice's address without origin and language, so both languages' feeds agree on it. */
export function noticeKey(link: string): string {
  const path = new URL(link, 'http://x').pathname;
  return path.startsWith('/as/') ? path.slice(3) : path;
}

/** An English address of the site (a feed, a notice, the home page) in the visitor's language. */
export const addressIn = (path: string, language: 'en' | 'as') =>
  language === 'as' ? `/as${path}` : path;

/** The list kept of a feed's known notices, newest first and bounded. */
export const remembered = (keys: readonly string[], before: readonly string[] = []) =>
  [...new Set([...keys, ...before])].slice(0, SEEN_LIMIT);
