import Database from 'better-sqlite3';
import { distance } from 'fastest-levenshtein';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteDocument } from './documents.ts';
import { createSearchIndex, queryPlans, suggestQuery } from './search-index.server.ts';

const doc = (id: string, title: string, text: string): SiteDocument => ({
  id,
  kind: 'notice',
  title,
  text,
  tags: '',
  path: `/notice/${id}`,
  context: 'Notices',
  excerpt: text,
});

// Counted, not replaced: how many words a search measures against the vocabulary.
vi.mock('fastest-levenshtein', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastest-levenshtein')>();
  return { ...actual, distance: vi.fn(actual.distance) };
});

afterEach(() => vi.restoreAllMocks());

describe('the search index', () => {
  it('reads its vocabulary once, however many searches look for typo neighbours', () => {
    const index = createSearchIndex();
    index.addAll([
      doc('1', 'Examination schedule', 'The examination schedule for the semester'),
      doc('2', 'Admission notice', 'Admission to the first semester opens'),
    ]);
    const prepare = vi.spyOn(Database.prototype, 'prepare');
    const vocabularyReads = () =>
      prepare.mock.calls.filter(([sql]) => String(sql).includes('FROM vocabulary')).length;
    for (const word of ['examinaton', 'admision', 'semster', 'zzqxw', 'qqqqq']) {
      queryPlans(index, word);
      suggestQuery(index, word);
    }
    expect(vocabularyReads()).toBe(1);
    expect(queryPlans(index, 'examinaton')[1]?.match).toContain('examination');
    expect(suggestQuery(index, 'admision')).toBe('admission');
    // New documents: the vocabulary is read again.
    index.addAll([doc('3', 'Scholarship', 'Scholarship forms')]);
    expect(suggestQuery(index, 'scholarshp')).toBe('scholarship');
    expect(vocabularyReads()).toBe(2);
    index.close();
  });
});

describe('typo neighbours and suggestions', () => {
  it('measure each query word against the vocabulary once, for both', () => {
    const index = createSearchIndex();
    index.addAll([
      doc('1', 'Examination schedule', 'The examination schedule for the semester'),
      doc('2', 'Admission notice', 'Admission to the first semester opens'),
    ]);
    const measured = vi.mocked(distance);
    measured.mockClear();
    queryPlans(index, 'admision semster');
    const once = measured.mock.calls.length;
    expect(once).toBeGreaterThan(0);
    expect(suggestQuery(index, 'admision semster')).toBe('admission semester');
    queryPlans(index, 'admision semster');
    expect(measured.mock.calls.length).toBe(once);
    // New documents, new vocabulary: measured again.
    index.addAll([doc('3', 'Scholarship', 'Scholarship forms')]);
    expect(suggestQuery(index, 'admision')).toBe('admission');
    expect(measured.mock.calls.length).toBeGreaterThan(once);
    index.close();
  });
});

describe('a ranked search', () => {
  const notices = Array.from({ length: 12 }, (_, i) =>
    doc(String(i), `Examination notice ${i}`, 'Examination of the semester'),
  );
  const event = { ...doc('e', 'Examination fair', 'An examination fair'), kind: 'event' as const };

  it('ranks every kind in one pass, its statement prepared once', () => {
    const index = createSearchIndex();
    index.addAll([...notices, event]);
    const prepare = vi.spyOn(Database.prototype, 'prepare');
    const first = index.ranked('"examination"*', '2026-11-25', 5);
    const second = index.ranked('"semester"*', '2026-11-25', 5);
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(first.counts).toEqual(
      new Map([
        ['event', 1],
        ['notice', 12],
      ]),
    );
    expect(first.best.get('notice')).toHaveLength(5);
    expect(first.best.get('event')?.[0]?.title).toBe('Examination fair');
    expect(second.counts).toEqual(new Map([['notice', 12]]));
    index.close();
  });

  it('with one kind asked for, counts every kind and lists that one', () => {
    const index = createSearchIndex();
    index.addAll([...notices, event]);
    const { counts, best } = index.ranked('"examination"*', '2026-11-25', 100, 'notice');
    expect(counts.get('event')).toBe(1);
    expect(best.get('event')).toBeUndefined();
    expect(best.get('notice')).toHaveLength(12);
    index.close();
  });

  it('reads an Assamese word as the English words of the term list, strictly', () => {
    const index = createSearchIndex();
    index.addAll([doc('1', 'Scholarship for girl students', 'Apply by March')]);
    const [plan] = queryPlans(index, 'জলপানি');
    expect(plan?.loose).toBe(false);
    expect(plan?.match).toBe('("জলপানি"* OR "scholarship"* OR "stipend"*)');
    expect(plan?.matches('scholarships')).toBe(true);
    expect(index.ranked(plan!.match, '2026-11-29', 5).counts.get('notice')).toBe(1);
    index.close();
  });

  it('offers the index’s nearest word when only a typo neighbour matched', () => {
    const index = createSearchIndex();
    index.addAll([doc('1', 'Scholarship for girl students', 'Apply by March')]);
    const plans = queryPlans(index, 'scholorship');
    expect(index.ranked(plans[0]!.match, '2026-11-29', 5).counts.size).toBe(0);
    expect(plans[1]?.loose).toBe(true);
    expect(suggestQuery(index, 'scholorship')).toBe('scholarship');
    index.close();
  });

  it('finds an item by a word of its document, with the page and the words around it', () => {
    const index = createSearchIndex();
    index.addAll([
      {
        ...doc('1', 'Class routine', 'Routine of the odd semesters'),
        pages: [
          { page: 1, text: 'Monday PHY-HC-101 Room 4' },
          { page: 2, text: 'Saturday CHE-HC-601 AKA, Room 15' },
        ],
      },
    ]);
    const [plan] = queryPlans(index, 'CHE-HC-601');
    const { best } = index.ranked(plan!.match, '2026-11-29', 5);
    const [hit] = best.get('notice') ?? [];
    expect(hit?.title).toBe('Class routine');
    expect(index.pageHit(hit!.row, plan!.match)).toEqual({
      page: 2,
      text: 'Saturday CHE-HC-601 AKA, Room 15',
    });
    index.close();
  });
});
