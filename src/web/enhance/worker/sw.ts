import { FOLLOW_SYNC_TAG, readFollowState, writeFollowState } from '../follow/state.ts';
import { checkFollowed } from './followed-check.ts';
import { titleOf, withSavedList, withSavedNote } from './html-parts.ts';
import { keepCopy, readCopy, readIndex, SAVED_CACHE } from './saved-store.ts';
import {
  fill,
  formatSavedDate,
  languageOfPath,
  WORKER_TEXTS,
  type WorkerLanguage,
} from './texts.ts';

/**
 * The site's service worker, /sw.js (decision 101): an addition to pages that work without it.
 * Pages come from the network first and a copy of each is kept; without a network the kept copy
 * is served with "Saved on <date>", or the offline page listing what is kept. Hashed assets come
 * from the cache first. Periodic sync checks the followed kinds' public feeds.
 */
declare const self: ServiceWorkerGlobalScope;
/** The build's version (scripts/build-enhance.mjs): a new deploy is a new worker. */
declare const WORKER_VERSION: string;

interface PeriodicSyncEvent extends ExtendableEvent {
  tag: string;
}

const SHELL_PREFIX = 'college-shell-';
const SHELL_CACHE = SHELL_PREFIX + WORKER_VERSION;
const OFFLINE_PAGES: Record<WorkerLanguage, string> = { en: '/offline', as: '/as/offline' };

self.addEventListener('install', (event) => {
  // A worker that cannot fetch its offline pages does not install: the site stays as it was.
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(Object.values(OFFLINE_PAGES)))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(SHELL_PREFIX) && name !== SHELL_CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname === '/sw.js') return;
  if (url.pathname.startsWith('/assets/')) event.respondWith(fromCacheFirst(request));
  else if (request.mode === 'navigate') event.respondWith(page(event, url));
  else if (url.pathname.startsWith('/uploads/')) event.respondWith(file(event, url));
});

/** Fingerprinted files never change under their name: the cache first, kept per deploy. */
async function fromCacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  // A full quota leaves the asset uncached: it is served from the network all the same.
  if (response.ok) await cache.put(request, response.clone()).catch(() => undefined);
  return response;
}

const isHtml = (response: Response) =>
  (response.headers.get('content-type') ?? '').startsWith('text/html');

/** An address as kept: without its fragment. */
const keyOf = (url: URL) => url.origin + url.pathname + url.search;

async function page(event: FetchEvent, url: URL): Promise<Response> {
  const language = languageOfPath(url.pathname);
  try {
    const response = await fetch(event.request);
    if (response.status === 200 && !Object.values(OFFLINE_PAGES).includes(url.pathname)) {
      event.waitUntil(keepAnswer(keyOf(url), response.clone(), true, event.request));
    }
    return response;
  } catch (error) {
    const kept = await readCopy(keyOf(url));
    if (kept) return servedFromDevice(kept.response, kept.entry.savedOn, language);
    const offline = await offlinePage(language);
    if (offline) return offline;
    throw error;
  }
}

/** A file (a notice's PDF, an image) opened from a page: from the network, and kept. */
async function file(event: FetchEvent, url: URL): Promise<Response> {
  try {
    const response = await fetch(event.request);
    // Opened by the visitor (a link, a download), not drawn as part of a page.
    const opened = event.request.destination === '' || event.request.destination === 'document';
    if (response.status === 200) event.waitUntil(keepAnswer(keyOf(url), response.clone(), opened));
    return response;
  } catch (error) {
    const kept = await readCopy(keyOf(url));
    if (kept) return kept.response;
    throw error;
  }
}

const fileTitle = (url: string) =>
  decodeURIComponent(new URL(url).pathname.split('/').pop() ?? url);

async function keepAnswer(url: string, response: Response, listed: boolean, request?: Request) {
  if (isHtml(response)) {
    const html = await response.clone().text();
    await keepCopy(url, response, titleOf(html) || url, { page: true, listed });
    if (request && isNoticePage(url) && mayFetchAhead(request)) await keepFilesOf(html, url);
  } else {
    await keepCopy(url, response, fileTitle(url), { page: false, listed });
  }
}

/** A notice's or event's own page: /{list}/{year}/{id}. */
const isNoticePage = (url: string) => /\/\d{4}\/\d+$/.test(new URL(url).pathname);

/** Nothing is fetched ahead when the visitor saves data or pays by the byte. */
function mayFetchAhead(request: Request): boolean {
  const connection = (
    self.navigator as WorkerNavigator & { connection?: { saveData?: boolean; type?: string } }
  ).connection;
  if (request.headers.get('save-data') === 'on' || connection?.saveData) return false;
  return connection?.type !== 'cellular';
}

/**
 * The files a notice's page links to on this site, kept so that they open offline too. A file
 * already kept is not fetched again each time the page is read: opening it refreshes its copy.
 */
async function keepFilesOf(html: string, pageUrl: string) {
  const kept = new Set((await readIndex()).entries.map((entry) => entry.url));
  const links = new Set(
    [...html.matchAll(/href="(\/uploads\/[^"#]+)"/g)]
      .map((match) => keyOf(new URL(match[1] ?? '', pageUrl)))
      .filter((link) => !kept.has(link)),
  );
  for (const link of links) {
    try {
      const response = await fetch(link);
      if (response.status === 200) await keepAnswer(link, response, true);
    } catch {
      return;
    }
  }
}

async function servedFromDevice(response: Response, savedOn: number, language: WorkerLanguage) {
  if (!isHtml(response)) return response;
  const texts = WORKER_TEXTS[language];
  const note = fill(texts.savedOn, { date: formatSavedDate(savedOn, language) });
  return new Response(withSavedNote(await response.text(), note), {
    status: 200,
    headers: response.headers,
  });
}

/** The offline page of the language, with the pages kept in it (and every kept file) listed. */
async function offlinePage(language: WorkerLanguage): Promise<Response | undefined> {
  const response = await (await caches.open(SHELL_CACHE)).match(OFFLINE_PAGES[language]);
  if (!response) return undefined;
  const index = await readIndex(await caches.open(SAVED_CACHE));
  const entries = index.entries.filter(
    (entry) => !entry.page || languageOfPath(new URL(entry.url).pathname) === language,
  );
  const html = withSavedList(await response.text(), entries, WORKER_TEXTS[language], index.trimmed);
  return new Response(html, { status: 200, headers: response.headers });
}

self.addEventListener('periodicsync', ((event: PeriodicSyncEvent) => {
  if (event.tag === FOLLOW_SYNC_TAG) event.waitUntil(checkInBackground());
}) as unknown as EventListener);

async function checkInBackground() {
  const state = await readFollowState();
  if (!state?.kinds.length) return;
  const { state: next, alert } = await checkFollowed(state, async (url) => {
    const response = await fetch(url, { cache: 'no-cache' });
    return { status: response.status, text: response.status === 200 ? await response.text() : '' };
  });
  // The visitor may have stopped following while the feeds were read.
  if (!(await readFollowState())) return;
  await writeFollowState(next);
  if (alert && state.notify && Notification.permission === 'granted') {
    await self.registration.showNotification(alert.title, {
      body: alert.body,
      lang: state.language,
      icon: '/icons/icon-192.png',
      tag: FOLLOW_SYNC_TAG,
      data: { url: alert.url },
    });
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: string } | null)?.url ?? '/';
  event.waitUntil(self.clients.openWindow(url));
});
