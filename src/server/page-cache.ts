import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppLoadContext } from 'react-router';
import { Busy, createAnswerCache, type AnswerCache, type Produce } from '../cache/answer-cache.ts';
import { sendAnswer } from '../cache/send-answer.ts';
import { logFailure, type FailureLog } from '../contract/failures.ts';
import { headerOf, storeAnswer, type Rendered, type StoredAnswer } from '../cache/stored-answer.ts';
import { isDefaultPreferences, type DisplayPreferences } from '../web/lib/display-preferences.ts';
import { readPreferences, withPreferenceStyles } from './display-preferences.ts';
import { busyRefusal, createPageAdmission, type RenderLimits } from './page-admission.ts';
import {
  renderPage,
  type PageFinish,
  type RenderedPage,
  type RequestHandler,
} from './page-render.ts';
import { sendRefusal } from './refusal-page.ts';
import { languageOf } from '../web/i18n/language.ts';
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
  /** Where a failed render is logged when a last good copy stands in for it. */
  log?: FailureLog;
}

export interface PageCache extends AnswerCache {
  /** Renders the page of an address afresh; set by the page server once the build is loaded. */
  render?: (url: string) => Produce;
  /** Has each render thread render a page too (render-threads/); set with the threads. */
  warmThreads?: (url: string) => void;
  /** Whether answers are kept and shared (false: the cache is off, every request renders). */
  keeps: boolean;
  /** The college's time zone, for the time in the out-of-date notice. */
  readonly timeZone: string;
}

/** The cache of rendered pages, with last good copies marked by a notice through an outage. */
export function createPageCache({ ttlMs, maxBytes, timeZone, log }: PageCacheSettings): PageCache {
  const cache = createAnswerCache({
    ttlMs,
    maxBytes,
    log,
    markStale: (entry) => withNotice(entry, timeZone),
  }) as PageCache;
  cache.keeps = ttlMs > 0 && maxBytes > 0;
  // Assigned onto the cache, not spread: its `bytes` is a getter.
  return Object.assign(cache, { timeZone });
}

/**
 * After new content, renders again the `limit` most visited pages kept from before it, one
 * at a time (visitors' own refreshes run beside it), so that most visitors never see an old
 * copy. A visitor's own copy (with display preferences) is left to its next request.
 */
/**
 * The page whose render builds the site's catalogue (search index and sitemap, one per content
 * version): rendered at start and first after new content, so that no visitor's search waits
 * for the build.
 */
export const CATALOGUE_PAGE = '/sitemap.xml';

/** Renders the catalogue page as the content is now; after a failure, the next visitor does. */
export async function warmCatalogue(
  cache: PageCache,
  log: { warn(details: object, message: string): void },
): Promise<void> {
  // Each render thread keeps a catalogue of its own (docs/decisions/049).
  cache.warmThreads?.(CATALOGUE_PAGE);
  const render = cache.render?.(CATALOGUE_PAGE);
  if (!render) return;
  await cache.answer(CATALOGUE_PAGE, render, { current: true }).catch((error: unknown) => {
    log.warn({ err: error }, 'The catalogue was not built ahead: the first search builds it');
  });
}

export async function refreshMostVisited(
  cache: PageCache,
  limit: number,
  signal: AbortSignal,
  log: FailureLog,
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
    // The page keeps its last good copy, as for a visitor; its failed calls are logged by its
    // render, and a render that threw is logged here.
    await cache.answer(url, render(url), { current: true }).catch((error: unknown) => {
      logFailure(log, error, 'A kept page was not refreshed after new content', { page: url });
    });
  }
}

/**
 * Serves GET and HEAD of pages from the cache, keyed by the address (path and query): one render
 * for all who ask at once, its stored forms for everyone after. A visitor with display
 * preferences gets that page with their styles written in, kept under the address and their
 * preferences (twelve pairs at most, decision 095), private to them for browsers and proxies.
 */
export function pageServer(options: {
  handle: RequestHandler;
  getLoadContext: () => AppLoadContext;
  cache: PageCache;
  /** How long a render waits for its data in all (API_TIMEOUT_MS). */
  deadlineMs: number;
  /** The stylesheets written into a page, and its policy; kept with the page they belong to. */
  finish?: PageFinish;
  /** The bound on renders in flight and the per-address budgets of renders and redirects (page-admission.ts). */
  limits?: RenderLimits;
  /** Renders elsewhere (render threads); by default `handle` renders on this thread. */
  renderer?: (url: string, context: AppLoadContext) => Promise<RenderedPage>;
}) {
  const { handle, getLoadContext, cache, deadlineMs, finish } = options;
  const renderHere = (url: string, context: AppLoadContext) =>
    renderPage(handle, context, url, deadlineMs, finish);
  const renderOne = options.renderer ?? renderHere;
  const admission = createPageAdmission(options.limits ?? { inFlight: 0, queue: 0, perMinute: 0 });
  // Addresses with a render under way (waiting for a place included): a request joins it.
  const rendering = new Map<string, number>();
  const render = (url: string) => async () => {
    rendering.set(url, (rendering.get(url) ?? 0) + 1);
    try {
      // A page with a kept copy does not wait for a place: its visitor gets the copy at once.
      return await admission.gate(
        async () => withKeptNotice(await renderOne(url, getLoadContext()), cache.timeZone),
        { mayWait: cache.peek(url) === undefined },
      );
    } finally {
      const left = rendering.get(url)! - 1;
      if (left) rendering.set(url, left);
      else rendering.delete(url);
    }
  };
  cache.render = render;
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    // Without the cache every request renders; with it, only one for an address not kept.
    const startsRender = !cache.keeps || (cache.peek(url) === undefined && !rendering.has(url));
    const refusal = admission.refuse(request, startsRender);
    if (refusal) {
      if (refusal.status === 429) await admission.pace();
      return sendRefusal(reply, refusal, languageOf(new URL(url, 'http://localhost').pathname));
    }
    try {
      return await servePage(request, reply, url);
    } catch (error) {
      if (error instanceof Busy) {
        const language = languageOf(new URL(url, 'http://localhost').pathname);
        return sendRefusal(reply, busyRefusal(error), language);
      }
      throw error;
    }
  };
  // The page's redirect to its canonical address is held by the same admission (web.ts).
  return Object.assign(serve, { holdRedirect: admission.holdRedirect });

  async function servePage(request: FastifyRequest, reply: FastifyReply, url: string) {
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
  }
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
  const marked = noticed(entry.headers, entry.identity, entry.verifiedAt, timeZone);
  if (!marked) return { ...entry, stale: true };
  const stored = await storeAnswer({ status: entry.status, headers: entry.headers, body: marked });
  return { ...stored, modifiedAt: entry.modifiedAt, verifiedAt: entry.verifiedAt, stale: true };
}

/**
 * A page rendered from answers kept through an outage (the college's texts, the contract
 * client's last good answers) says so as a kept copy does, dated by the oldest of them. It is
 * degraded (renderPage): the cache serves its own last good copy of the page instead when it has
 * one, and never keeps this render as current. A 5xx page says what is missing in its own words.
 */
export function withKeptNotice(rendered: RenderedPage, timeZone: string): Rendered {
  const { keptSince, ...page } = rendered;
  if (keptSince === undefined || page.status >= 500) return page;
  const marked = noticed(page.headers, page.body, keptSince, timeZone);
  return { ...page, degraded: true, body: marked ?? page.body };
}

/** The HTML with the notice as the first child of <body>; undefined for anything else. */
function noticed(
  headers: [string, string][],
  body: Buffer,
  savedAt: number,
  timeZone: string,
): Buffer | undefined {
  if (!headerOf(headers, 'content-type')?.startsWith('text/html')) return undefined;
  const html = body.toString('utf8');
  const open = /<body\b[^>]*>/i.exec(html);
  if (!open) return undefined;
  const at = open.index + open[0].length;
  return Buffer.from(html.slice(0, at) + staleNotice(savedAt, timeZone) + html.slice(at));
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
