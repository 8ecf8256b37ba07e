import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppLoadContext } from 'react-router';
import { createAnswerCache, type AnswerCache, type Produce } from '../cache/answer-cache.ts';
import { sendAnswer } from '../cache/send-answer.ts';
import { headerOf, storeAnswer, type Rendered, type StoredAnswer } from '../cache/stored-answer.ts';
import {
  isDefaultPreferences,
  readPreferences,
  withPreferenceStyles,
  type DisplayPreferences,
} from './display-preferences.ts';
import { renderPage, type PageFinish, type RequestHandler } from './page-render.ts';
import type { PagePolicy } from './security/page-policy.ts';

/** Every page answer may differ by the visitor's display preference cookies (decision 033). */
const PAGE_VARY = 'Accept-Encoding, Cookie';
/** A visitor's own copy: browsers keep it and ask again, no shared cache keeps it. */
export const OWN_COPY_CACHE_CONTROL = 'private, no-cache';

export interface PageCacheSettings {
  /** 0 turns the cache off: every page is rendered afresh. */
  ttlMs: number;
  maxBytes: number;
  /** The college's time zone, for the time in the out-of-date notice. */
  timeZone: string;
}

export interface PageCache extends AnswerCache {
  /** Renders the page of an address afresh; set by the page server once the build is loaded. */
  render?: (url: string) => Produce;
}

/** The cache of rendered pages, with last good copies marked by a notice through an outage. */
export function createPageCache({ ttlMs, maxBytes, timeZone }: PageCacheSettings): PageCache {
  return createAnswerCache({ ttlMs, maxBytes, markStale: (entry) => withNotice(entry, timeZone) });
}

/**
 * After new content, renders again the `limit` most visited pages kept from before it, one
 * at a time (visitors' own refreshes run beside it), so that most visitors never see an old
 * copy. A visitor's own copy (with display preferences) is left to its next request.
 */
export async function refreshMostVisited(
  cache: PageCache,
  limit: number,
  signal: AbortSignal,
): Promise<void> {
  const render = cache.render;
  if (!render) return;
  const urls: string[] = [];
  for (const key of cache.outdatedKeys()) {
    if (urls.length === limit) break;
    if (!key.includes('#')) urls.push(key);
  }
  for (const url of urls) {
    if (signal.aborted) return;
    // A failure is the page's own business: it keeps its last good copy, as for a visitor.
    await cache.answer(url, render(url), { current: true }).catch(() => undefined);
  }
}

/**
 * Serves GET and HEAD of pages from the cache, keyed by the address (path and query): one render
 * for all who ask at once, its stored forms for everyone after. A visitor with display
 * preferences gets that page with their styles written in, kept under the address and their
 * preferences (six pairs at most), private to them for browsers and proxies.
 */
export function pageServer(options: {
  handle: RequestHandler;
  getLoadContext: () => AppLoadContext;
  cache: PageCache;
  /** How long a render waits for its data in all (API_TIMEOUT_MS). */
  deadlineMs: number;
  /** The stylesheets written into a page, and its policy; kept with the page they belong to. */
  finish?: PageFinish;
}) {
  const { handle, getLoadContext, cache, deadlineMs, finish } = options;
  const render = (url: string) => () =>
    renderPage(handle, getLoadContext(), url, deadlineMs, finish);
  cache.render = render;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const preferences = readPreferences(request.headers.cookie);
    if (isDefaultPreferences(preferences)) {
      return sendAnswer(request, reply, await cache.answer(url, render(url)), { vary: PAGE_VARY });
    }
    const key = `${url}#${preferences.text},${preferences.contrast}`;
    // Made from the page as it is now: an own copy made from an outdated page would be kept as
    // if it were new.
    const own = await cache.answer(key, async () =>
      ownCopy(
        await cache.answer(url, render(url), { current: true }),
        preferences,
        finish?.pagePolicy,
      ),
    );
    return sendAnswer(request, reply, own, {
      vary: PAGE_VARY,
      'cache-control': OWN_COPY_CACHE_CONTROL,
    });
  };
}

/**
 * A page as a visitor with display preferences sees it: their styles written into its head, and
 * the policy of its inline code made again to allow them. A copy kept through an outage is not
 * kept again (degraded), and an answer other than HTML (a redirect) stays as it is.
 */
export async function ownCopy(
  answer: StoredAnswer | Rendered,
  preferences: DisplayPreferences,
  pagePolicy?: PagePolicy,
): Promise<Rendered> {
  const stored = 'identity' in answer;
  const body = stored ? answer.identity : answer.body;
  const rendered: Rendered = {
    status: answer.status,
    headers: answer.headers,
    body,
    degraded: stored ? answer.stale : answer.degraded,
  };
  if (!headerOf(answer.headers, 'content-type')?.startsWith('text/html')) return rendered;
  const html = withPreferenceStyles(body.toString('utf8'), preferences);
  const headers = answer.headers.filter(([key]) => key !== 'content-security-policy');
  if (pagePolicy) headers.push(['content-security-policy', await pagePolicy(html)]);
  return { ...rendered, headers, body: Buffer.from(html) };
}

/**
 * The last good copy of a page, with a notice at the top of the body that it may be out of
 * date and when it was made. Made once per kept copy; Last-Modified and Age stay those of the
 * original render. The notice sits directly in <body>, outside <main>, which the in-page
 * switches replace. Answers other than HTML are kept as they are.
 */
async function withNotice(entry: StoredAnswer, timeZone: string): Promise<StoredAnswer> {
  const html = entry.identity.toString('utf8');
  const body = /<body\b[^>]*>/i.exec(html);
  if (!headerOf(entry.headers, 'content-type')?.startsWith('text/html') || !body) {
    return { ...entry, stale: true };
  }
  const at = body.index + body[0].length;
  const marked = html.slice(0, at) + staleNotice(entry.verifiedAt, timeZone) + html.slice(at);
  const stored = await storeAnswer({
    status: entry.status,
    headers: entry.headers,
    body: Buffer.from(marked),
  });
  return { ...stored, modifiedAt: entry.modifiedAt, verifiedAt: entry.verifiedAt, stale: true };
}

export function staleNotice(savedAt: number, timeZone: string): string {
  const when = new Intl.DateTimeFormat('en-IN', {
    timeZone,
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(savedAt);
  return (
    '<section class="stale-notice" aria-label="Possibly out of date"><p>' +
    "<strong>This page may be out of date.</strong> The college's information service is not " +
    `answering; this copy was saved on ${when}.` +
    '</p></section>'
  );
}
