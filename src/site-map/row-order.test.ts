import { describe, expect, it } from 'vitest';
import { dateKey, newestFirst } from './row-order.ts';
import { COURSES_COVERED, PUBLICATIONS } from './profile-tables.ts';

const PAPERS = PUBLICATIONS[0];

describe('dateKey', () => {
  it.each([
    ['2016', '2016-00-00'],
    ['March 2022', '2022-03-00'],
    ['Mar 2022', '2022-03-00'],
    ['01-07-2020', '2020-07-01'],
    ['1/7/2020', '2020-07-01'],
    ['2020-07-01', '2020-07-01'],
    ['12 March 2022', '2022-03-12'],
    ['March 12, 2022', '2022-03-12'],
    ['2018-19', '2018-00-00'],
    ['Since 2015', '2015-00-00'],
    ['Till date', ''],
    ['', ''],
  ])('%j is %j', (text, key) => expect(dateKey(text)).toBe(key));
});

describe('newestFirst', () => {
  it('puts a new 2026 paper before a 2016 one, keeps rows of one date as kept, undated last', () => {
    const rows = [
      { title_paper: 'undated' },
      { title_paper: 'old', date_year: '2016' },
      { title_paper: 'May a', date_year: 'May 2025' },
      { title_paper: 'new', date_year: 'January 2026' },
      { title_paper: 'May b', date_year: 'May 2025' },
      { title_paper: 'year of May', date_year: '2025' },
      { title_paper: 'by its quarter', quarter: '2025-3rd' },
    ];
    expect(newestFirst(rows, PAPERS).map((r) => r.title_paper)).toEqual([
      'new',
      'by its quarter',
      'May a',
      'May b',
      'year of May',
      'old',
      'undated',
    ]);
  });

  it('orders a table without a date column by its rows’ quarters', () => {
    const rows = [
      { paper: 'a', quarter: '2025-1st' },
      { paper: 'b', quarter: '2026-2nd' },
    ];
    expect(newestFirst(rows, COURSES_COVERED).map((r) => r.paper)).toEqual(['b', 'a']);
  });
});
