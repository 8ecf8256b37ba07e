import { describe, expect, it } from 'vitest';
import { searchSite } from '../../src/web/lib/catalogue/search.server.ts';
import { useSiteSource } from '../helpers/site-source.ts';

/** A backend with only the calls of SPEC §7, like the college's own: our /site/… calls are 404. */
const asked: string[] = [];
const source = useSiteSource({
  wrapFetch: (fetch) => async (input, init) => {
    const path = new URL(String(input)).pathname;
    asked.push(path);
    if (path.startsWith('/api/site/')) return new Response('{}', { status: 404 });
    return fetch(input, init);
  },
});

describe('search over a backend with only the spec’s calls', () => {
  it('reads the faculty and their areas of research through the spec’s calls', async () => {
    const view = await searchSite(source, 'Ahom period');
    const faculty = view.groups.find((group) => group.kind === 'faculty');
    expect(faculty?.results[0]?.title.map((part) => part.text).join('')).toBe(
      'Dr. Jiten Chandra Bhuyan',
    );
    // Our own call was tried once, then no more.
    expect(asked.filter((path) => path === '/api/site/faculty')).toHaveLength(1);
    expect(asked).toContain('/api/employeeprofilewithdeptcode');
    // Without the documents call, items are found by their own words; asked once, then no more.
    expect(asked.filter((path) => path === '/api/site/documents')).toHaveLength(1);
  });
});
