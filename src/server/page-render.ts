import type { AppLoadContext, createRequestHandler } from 'react-router';
import { withDetails } from '../lib/failure-log.ts';
import { guardApi } from './guarded-api.ts';
import { readOncePerRender } from './site-source.ts';
import { trackKeptAnswers } from './kept-answers.ts';
import type { Rendered } from '../cache/stored-answer.ts';
import type { PagePolicy } from './security/page-policy.ts';
import { inlineStyles, type BuiltStyles } from './inline-styles.ts';
import { languageOf } from '../web/i18n/language.ts';
import { isAssamesePage, localizeLinks, localizePath } from '../web/i18n/localize-links.ts';
// The pages' AppLoadContext (a module augmentation): a program that reaches this module through
// the studio's preview, and not through the site's routes, must see it too.
import type {} from '../web/load-context.ts';

export type RequestHandler = ReturnType<typeof createRequestHandler>;

/** A render, and when the oldest answer kept through an outage that it was built from was saved. */
export type RenderedPage = Rendered & { keptSince?: number };

/** Pages change a few times a day: a CDN may keep them a minute and serve stale while refreshing. */
export const PAGE_CACHE_CONTROL =
  'public, max-age=60, stale-while-revalidate=600, stale-if-error=86400';
/** When a visitor may try a page again that could not be shown for want of its data. */
export const RETRY_AFTER_SECONDS = 30;

/**
 * Every page is rendered for this origin, whatever Host the request named: a page is the same
 * for every visitor, so the cache may serve it to all (addresses in pages are relative).
 */
const PAGE_ORIGIN = 'http://localhost';

/** What a page's HTML gets besides React's render: its stylesheets and its policy. */
export interface PageFinish {
  pagePolicy?: PagePolicy;
  styles?: BuiltStyles;
  /** The content as the render read it: the policy's frames come from the same reading. */
  site?: AppLoadContext['site'];
}

/**
 * The answer of React Router as the cache keeps it: every header the render produced, plus
 * Cache-Control for proxies when the render chose none, and Retry-After on a 503. A page gets its
 * stylesheets written in, and the Content-Security-Policy of its own inline code.
 */
export async function toRendered(
  response: Response,
  { pagePolicy, styles, site }: PageFinish = {},
): Promise<Rendered> {
  const headers: [string, string][] = [...response.headers];
  const status = response.status;
  let body = Buffer.from(await response.arrayBuffer());
  if (response.headers.get('content-type')?.startsWith('text/html')) {
    let html = body.toString('utf8');
    // An Assamese page's links lead to the Assamese pages (decision 057).
    if (isAssamesePage(html)) {
      html = localizeLinks(html);
      body = Buffer.from(html);
    }
    // Part of the render, so a kept page carries the policy of its own inline code. Read before
    // the stylesheets are written in: their hashes are known (inlineHashes).
    if (pagePolicy) headers.push(['content-security-policy', await pagePolicy(html, styles, site)]);
    if (styles) body = Buffer.from(inlineStyles(html, styles));
  }
  if (!response.headers.has('cache-control')) {
    const keep = status === 200 || status === 404 || (status >= 301 && status <= 308);
    headers.push(['cache-control', keep ? PAGE_CACHE_CONTROL : 'no-store']);
  }
  if (status === 503 && !response.headers.has('retry-after')) {
    headers.push(['retry-after', String(RETRY_AFTER_SECONDS)]);
  }
  return { status, headers, body };
}

/**
 * Renders the page at a URL (path and query) as a GET with no request headers: nothing about
 * the visitor (Host, cookies, User-Agent) can reach a page that is kept for everyone. The
 * render's API calls share a deadline of `deadlineMs`. A render that met an outage, or was built
 * from answers kept through one, is degraded: the page cache does not keep it as current.
 */
export async function renderPage(
  handle: RequestHandler,
  context: AppLoadContext,
  url: string,
  deadlineMs: number,
  finish: PageFinish = {},
): Promise<RenderedPage> {
  const log = withDetails(context.log, { page: url });
  const guard = guardApi(context.api, deadlineMs, log);
  const site = guard.guard(readOncePerRender(context.site));
  try {
    const { result: rendered, keptSince } = await trackKeptAnswers(async () => {
      // Joined as text: an address such as //other.host/x stays a path on our origin.
      const response = await handle(new Request(PAGE_ORIGIN + url), {
        ...context,
        log,
        api: guard.api,
        site,
      });
      // Read the body before asking: a streamed part may still call the API.
      const rendered = await toRendered(response, { ...finish, site });
      // A loader's redirect names SPEC's address; an Assamese page's leads to Assamese.
      if (languageOf(url.split('?', 1)[0]!) === 'as') {
        rendered.headers = rendered.headers.map(([name, value]) =>
          name === 'location' ? [name, localizePath(value)] : [name, value],
        );
      }
      return rendered;
    });
    return { ...rendered, degraded: guard.degraded || keptSince !== undefined, keptSince };
  } finally {
    guard.done();
  }
}
