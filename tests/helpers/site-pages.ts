import { within, type BoundFunctions, type queries } from '@testing-library/dom';
import { beforeAll, expect } from 'vitest';
import { openDemoSite, useSiteApp, type SiteApp } from './site-app.ts';
import { parsePage } from './studio-dom.ts';

/** Testing Library's queries, bound to an element. */
export type Queries = BoundFunctions<typeof queries>;

/** A page of the site as a browser without JavaScript gets it: its status and its document. */
export interface SitePage {
  status: number;
  document: Document;
  /** Testing Library's queries over the whole page. */
  screen: Queries;
  /** The page's main landmark, with the same queries. */
  main: Queries;
}

/** An element's text as a reader sees it: whitespace runs made one space, trimmed. */
export const textOf = (element: Element | null | undefined): string =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The texts of elements, in order (Playwright's toHaveText of a list). */
export const textsOf = (elements: Iterable<Element>): string[] => Array.from(elements, textOf);

/**
 * The site over the run's demo that the files of a worker share when they give it no setting,
 * with every page loaded from it: they only read it (GET, the same request each time), so a page
 * is rendered and parsed once per worker, however many tests and files load it. About half of
 * the pages project's loads were of a page its worker had loaded before.
 */
let sharedSite: Promise<SiteApp> | undefined;
const sharedPages = new Map<string, Promise<SitePage>>();

/**
 * The site's pages through app.inject() over the shared demo database, parsed with happy-dom
 * for Testing Library's queries, and the contract's API answers the pages read. For what a page
 * says; what needs a browser (the enhancement module, focus, layout, screenshots, axe-core)
 * stays in tests/browser. With settings of its own (`env`), a site of the file's own
 * (useSiteApp); without, the worker's (above). A test must not change a page it loaded.
 */
export function useSitePages(env: Record<string, string> = {}) {
  if (Object.keys(env).length > 0) return sitePages(useSiteApp(env));
  const site = {} as SiteApp;
  beforeAll(async () => {
    Object.assign(site, await (sharedSite ??= openDemoSite()));
  });
  return sitePages(site, sharedPages);
}

/**
 * The same, over a site of the test's own (useEditedSiteApp); with `loaded`, each page loaded
 * once and kept there.
 */
export function sitePages(site: SiteApp, loaded?: Map<string, Promise<SitePage>>) {
  /** GET through app.inject(), following redirects as a browser does. */
  async function get(path: string) {
    let url = path;
    for (let hop = 0; hop < 5; hop++) {
      const response = await site.app.inject({ method: 'GET', url });
      const location = response.headers.location;
      if (response.statusCode < 300 || response.statusCode >= 400 || !location) return response;
      const next = new URL(String(location), 'http://localhost');
      url = `${next.pathname}${next.search}`;
    }
    throw new Error(`${path} redirects more than 5 times`);
  }
  return {
    site,
    get,
    load(path: string): Promise<SitePage> {
      const kept = loaded?.get(path);
      if (kept) return kept;
      const page = (async () => {
        const response = await get(path);
        const document = parsePage(response.body);
        const main = document.querySelector('main');
        expect(main, `${path} has a main landmark`).not.toBeNull();
        return {
          status: response.statusCode,
          document,
          screen: within(document.body),
          main: within(main as HTMLElement),
        };
      })();
      loaded?.set(path, page);
      return page;
    },
    /** A call of the contract (POST with a body, else GET), as the pages make it. */
    async api<T>(path: string, body?: object): Promise<T> {
      const response = await site.app.inject({
        method: body ? 'POST' : 'GET',
        url: `/api${path}`,
        headers: { unit: 'website' },
        ...(body ? { payload: body } : {}),
      });
      expect(response.statusCode, `${path} answers`).toBe(200);
      return response.json() as T;
    },
  };
}
