import { z } from 'zod';
import type { ItemSummary } from './items.ts';

/**
 * Finding an item in a long list (issue 36): a search of its words, filters (kind, year,
 * status, "mine") and pages of LIST_PAGE_SIZE, all from the list's address, so the screen works
 * without JavaScript and a found list can be bookmarked or sent.
 */

/** Lines of a list page: a phone scrolls through fifty, not three hundred. */
export const LIST_PAGE_SIZE = 50;
/** The longest search: a title's words, not a document pasted in. */
export const SEARCH_MAX = 200;
/** A kind filter is offered between two kinds and this many: past it, the search does better. */
const MOST_KINDS = 60;

/** The statuses a list is filtered by: an item's own, and 'scheduled' (a change waits for its time). */
export const FILTER_STATUSES = [
  'draft',
  'published',
  'changed',
  'unpublished',
  'scheduled',
] as const;
export type FilterStatus = (typeof FILTER_STATUSES)[number];

export interface ListQuery {
  q: string;
  kind: string;
  year: string;
  status: '' | FilterStatus;
  mine: boolean;
  page: number;
}

/**
 * What the list's address asks for. A search or page that cannot be read is a message at its
 * field; a filter that cannot be read (an address made by hand) is no filter.
 */
const Query = z.object({
  q: z
    .string()
    .max(SEARCH_MAX, `Search for at most ${SEARCH_MAX} characters: a few words of the title`),
  kind: z.string().max(200).catch(''),
  year: z
    .string()
    .regex(/^(\d{4})?$/)
    .catch(''),
  status: z.enum(['', ...FILTER_STATUSES]).catch(''),
  mine: z.literal('1').optional().catch(undefined),
  page: z.string().regex(/^[1-9]\d{0,5}$/, 'There is no such page of this list.'),
});

export interface ReadQuery {
  query: ListQuery;
  /** Messages by field ('q', 'page'), as the screen shows them beside it. */
  errors: Record<string, string>;
  /** The search as typed, kept in its box even when it was refused. */
  typed: string;
}

/** The list's address as a query: a value that cannot be read is left out, with its message. */
export function readListQuery(params: URLSearchParams): ReadQuery {
  const raw = (name: string) => params.get(name) ?? '';
  const errors: Record<string, string> = {};
  const q = Query.shape.q.safeParse(raw('q').trim());
  if (!q.success) errors.q = q.error.issues[0]!.message;
  const page = params.has('page') ? Query.shape.page.safeParse(raw('page')) : undefined;
  if (page && !page.success) errors.page = page.error.issues[0]!.message;
  return {
    query: {
      q: q.success ? q.data : '',
      kind: Query.shape.kind.parse(raw('kind')),
      year: Query.shape.year.parse(raw('year')),
      status: Query.shape.status.parse(raw('status')),
      mine: Query.shape.mine.parse(params.get('mine') ?? undefined) === '1',
      page: page?.success ? Number(page.data) : 1,
    },
    errors,
    typed: raw('q').slice(0, 10 * SEARCH_MAX),
  };
}

/** Words compared as a reader would: case, accents' forms and spacing ignored. */
const fold = (text: string) => text.normalize('NFC').toLocaleLowerCase('en-IN');

const yearOf = (item: ItemSummary) => item.date?.slice(0, 4) ?? '';

function matches(item: ItemSummary, query: ListQuery, mine: Mine): boolean {
  if (query.kind && item.detail !== query.kind) return false;
  if (query.year && yearOf(item) !== query.year) return false;
  if (
    query.status === 'scheduled'
      ? !mine.scheduled.has(item.key)
      : query.status && item.status !== query.status
  )
    return false;
  if (query.mine && item.updatedBy !== mine.username) return false;
  if (!query.q) return true;
  // The list's own columns too: "AQAR 1.1.2" finds that group's metric.
  const haystack = fold(
    [item.title, item.detail, item.date ?? '', ...(item.columns ?? [])].join(' '),
  );
  return fold(query.q)
    .split(/\s+/)
    .every((word) => haystack.includes(word));
}

export interface FoundPage {
  items: ItemSummary[];
  /** Items that match, on every page. */
  found: number;
  /** Items in the list before any search or filter. */
  total: number;
  page: number;
  pages: number;
  /** The choices of the filters, from the whole list. */
  kinds: string[];
  years: string[];
}

/** Newest first where items have a day, the undated after them in the order they came. */
export const byDate = (a: ItemSummary, b: ItemSummary) =>
  a.date && b.date ? b.date.localeCompare(a.date) : a.date ? -1 : b.date ? 1 : 0;

/** Who asks, and the keys of the list's items that have a change waiting for its time. */
interface Mine {
  username: string;
  scheduled: ReadonlySet<string>;
}

/** The page of the list that the query asks for; a page past the end is empty (the screen says so). */
export function findItems(
  all: ItemSummary[],
  query: ListQuery,
  username: string,
  scheduled: ReadonlySet<string> = new Set(),
): FoundPage {
  const found = all.filter((item) => matches(item, query, { username, scheduled }));
  const kinds = [...new Set(all.map((item) => item.detail).filter(Boolean))].sort();
  return {
    items: found.slice((query.page - 1) * LIST_PAGE_SIZE, query.page * LIST_PAGE_SIZE),
    found: found.length,
    total: all.length,
    page: query.page,
    pages: Math.max(1, Math.ceil(found.length / LIST_PAGE_SIZE)),
    kinds: kinds.length >= 2 && kinds.length <= MOST_KINDS ? kinds : [],
    years: [...new Set(all.map(yearOf).filter(Boolean))].sort().reverse(),
  };
}

/** The list's address for another page or filter, keeping the rest of the query. */
export function listAddress(query: ListQuery, change: Partial<ListQuery> = {}): string {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  if (next.q) params.set('q', next.q);
  if (next.kind) params.set('kind', next.kind);
  if (next.year) params.set('year', next.year);
  if (next.status) params.set('status', next.status);
  if (next.mine) params.set('mine', '1');
  if (next.page > 1) params.set('page', String(next.page));
  const search = params.toString();
  return search ? `?${search}` : '?';
}
