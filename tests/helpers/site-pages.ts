import { within, type BoundFunctions, type queries } from '@testing-library/dom';
import { expect } from 'vitest';
import { useSiteApp, type SiteApp } from './site-app.ts';
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
 * The site's pages through app.inject() over the shared demo database (useSiteApp), parsed
 * with happy-dom for Testing Library's queries, and the contract's API answers the pages read.
 * For what a page says; what needs a browser (the enhancement module, focus, layout,
 * screenshots, axe-core) stays in tests/browser.
 */
export function useSitePages(env: Record<string, string> = {}) {
  return sitePages(useSiteApp(env));
}

/** The same, over a site of the test's own (useEditedSiteApp). */
export function sitePages(site: SiteApp) {
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
    async load(path: string): Promise<SitePage> {
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
