import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acceptedParams, routeQuery } from './route-query.ts';

const WEB = join(import.meta.dirname, '..');
/** Files that write addresses with URLSearchParams but read no parameter of a request. */
const WRITERS = new Set(['lib/route-query.ts', 'lib/canonical.ts']);
/** Reading a query any other way than routeQuery (the enhancement script runs in the browser). */
const DIRECT_READ = /\.searchParams\b|useSearchParams|URLSearchParams\(\s*[\w.]*search\s*\)/;

async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

describe('routeQuery', () => {
  it('reads only the parameters the route accepts', () => {
    const query = routeQuery(new Request('http://x/events?year=2021&year=2022&x=1'), [
      'year',
    ] as const);
    expect(query.get('year')).toBe('2021');
    expect((query as { get(name: string): string | null }).get('x')).toBeNull();
    expect(routeQuery({ search: '?q=a+b' }, ['q']).get('q')).toBe('a b');
  });

  it('takes a list, or a list chosen by the path parameters', () => {
    expect(acceptedParams(['q'], {})).toEqual(['q']);
    expect(acceptedParams(undefined, {})).toEqual([]);
    const byLink = ({ link }: { link?: string }) => (link === 'matrix' ? ['q'] : []);
    expect(acceptedParams(byLink, { link: 'matrix' })).toEqual(['q']);
    expect(acceptedParams(byLink, { link: 'teams' })).toEqual([]);
  });

  // The list a route exports is the only way its loader reads the query: a loader that read a
  // parameter directly could take one the server redirects away (decision 039).
  it('is the only way the site’s code reads a query', async () => {
    const readers: string[] = [];
    for (const file of await sources(WEB)) {
      const path = relative(WEB, file);
      if (WRITERS.has(path) || path.startsWith('enhance/')) continue;
      if (DIRECT_READ.test(await readFile(file, 'utf8'))) readers.push(path);
    }
    expect(readers).toEqual([]);
  });
});
