import { describe, expect, it } from 'vitest';
import { PAGE_TYPES } from '../browser/page-types.ts';
import { textOf, useSitePages } from '../helpers/site-pages.ts';

/**
 * A page is rendered whole as a string (src/web/entry.server.tsx, decision 084): it is still a
 * standards-mode document of its own, in English and in Assamese, found or not.
 */
const pages = useSitePages();
const assamese = (path: string) => (path === '/' ? '/as/' : `/as${path}`);

describe('a page rendered whole', () => {
  it.each(PAGE_TYPES)('writes the $name page as a document with its doctype', async ({ path }) => {
    for (const address of [path, assamese(path)]) {
      const response = await pages.get(address);
      expect(response.headers['content-type'], address).toMatch(/^text\/html/);
      expect(response.body.startsWith('<!DOCTYPE html><html lang="'), address).toBe(true);
      expect(response.body.match(/<!DOCTYPE/g), address).toHaveLength(1);
      expect(response.body.endsWith('</html>'), address).toBe(true);
    }
  });

  it('writes messages of the catalogue with their values, in each language', async () => {
    const english = await pages.load('/search?q=physics');
    expect(english.document.title).toBe('Search results for “physics” | Kopoubari College');
    expect(textOf(english.document.body)).toMatch(/\d+ results/);
    const inAssamese = await pages.load('/as/search?q=physics');
    expect(inAssamese.document.title).toBe('“physics”ৰ সন্ধানৰ ফলাফল | কপৌবাৰী মহাবিদ্যালয়');
  });
});
