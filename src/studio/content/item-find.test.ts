import { describe, expect, it } from 'vitest';
import { byDate, findItems, LIST_PAGE_SIZE, listAddress, readListQuery } from './item-find.ts';
import type { ItemSummary } from './items.ts';

const item = (title: string, date: string | null, more: Partial<ItemSummary> = {}) =>
  ({
    key: title,
    publicId: null,
    title,
    date,
    detail: '',
    status: 'published',
    updatedAt: null,
    updatedBy: null,
    ...more,
  }) as ItemSummary;

const read = (query: string) => readListQuery(new URLSearchParams(query));

describe('a list found by its address', () => {
  it('reads a search, filters and a page, and leaves out what it cannot read', () => {
    expect(
      read('q=+exam++routine+&kind=Tender&year=2023&status=draft&mine=1&page=3').query,
    ).toEqual({
      q: 'exam  routine',
      kind: 'Tender',
      year: '2023',
      status: 'draft',
      mine: true,
      page: 3,
    });
    const odd = read('year=23&status=gone&mine=yes&page=0');
    expect(odd.query).toMatchObject({ year: '', status: '', mine: false, page: 1 });
    expect(odd.errors).toEqual({ page: 'There is no such page of this list.' });
    const long = read(`q=${'x'.repeat(201)}`);
    expect(long.errors.q).toMatch(/at most 200 characters/);
    expect(long.query.q).toBe('');
    expect(long.typed).toHaveLength(201);
  });

  it('finds by every word, in any order and case, in the title, the kind or the day', () => {
    const all = [
      item('Routine of the 5th Semester', '2023-07-01', { detail: 'Students: Routines' }),
      item('Exam schedule', '2024-02-01', { detail: 'Students: Exam Schedule' }),
      item('পৰীক্ষাৰ সূচী', '2024-03-01'),
    ];
    const titles = (query: string) =>
      findItems(all, read(query).query, 'me').items.map((found) => found.title);
    expect(titles('q=semester+ROUTINE')).toEqual(['Routine of the 5th Semester']);
    expect(titles('q=routines+2023')).toEqual(['Routine of the 5th Semester']);
    expect(titles('q=সূচী')).toEqual(['পৰীক্ষাৰ সূচী']);
    expect(titles('q=routine+2024')).toEqual([]);
    expect(titles('year=2024')).toEqual(['Exam schedule', 'পৰীক্ষাৰ সূচী']);
  });

  it('pages by fifty, offers kinds and years from the whole list', () => {
    const all = Array.from({ length: 120 }, (_, n) =>
      item(`Notice ${n}`, `20${20 + (n % 3)}-01-01`, { detail: n % 2 ? 'Tender' : 'Academic' }),
    );
    const third = findItems(all, read('page=3').query, 'me');
    expect(third).toMatchObject({ found: 120, total: 120, page: 3, pages: 3 });
    expect(third.items).toHaveLength(120 - 2 * LIST_PAGE_SIZE);
    expect(third.kinds).toEqual(['Academic', 'Tender']);
    expect(third.years).toEqual(['2022', '2021', '2020']);
    expect(findItems(all, read('page=4').query, 'me').items).toEqual([]);
  });

  it('finds what has a change waiting for its time by the keys it is given', () => {
    const all = [item('a', '2026-01-01'), item('b', '2026-01-02')];
    const found = findItems(all, read('status=scheduled').query, 'me', new Set(['b']));
    expect(found.items.map((one) => one.title)).toEqual(['b']);
  });

  it('sorts by day, newest first, the undated after', () => {
    const sorted = [item('a', null), item('b', '2021-01-01'), item('c', '2024-01-01')].sort(byDate);
    expect(sorted.map((found) => found.title)).toEqual(['c', 'b', 'a']);
  });

  it('keeps the rest of the query in the address of another page', () => {
    const { query } = read('q=exam&status=draft&page=2');
    expect(listAddress(query, { page: 3 })).toBe('?q=exam&status=draft&page=3');
    expect(listAddress(query, { page: 1 })).toBe('?q=exam&status=draft');
  });
});
