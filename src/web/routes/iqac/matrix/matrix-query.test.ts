import { describe, expect, it } from 'vitest';
import { matrixHref } from '../../../../site-map/matrix-address.ts';
import { readMatrixQuery } from './matrix-query.ts';

describe('the NAAC metrics address', () => {
  it('reads the raw values, trimmed, with empty ones left out', () => {
    expect(
      readMatrixQuery(new URLSearchParams('group=2&type=QnM&criterion=&sr=%2034%20&q=%20Teach%20')),
    ).toEqual({ group: '2', type: 'QnM', criterion: undefined, sr: '34', q: 'Teach' });
    expect(readMatrixQuery(new URLSearchParams(''))).toEqual({
      group: undefined,
      type: undefined,
      criterion: undefined,
      sr: undefined,
      q: '',
    });
  });

  it('writes each level, a serial number only under its criterion', () => {
    expect(matrixHref({ group: 1, type: 'QlM' })).toBe('/iqac/matrix?group=1&type=QlM');
    expect(matrixHref({ group: 1, type: 'QlM', criterion: 3, sr: 7 }, 'a b')).toBe(
      '/iqac/matrix?group=1&type=QlM&criterion=3&sr=7&q=a+b',
    );
    expect(matrixHref({ group: 1, type: 'QlM', sr: 7 })).toBe('/iqac/matrix?group=1&type=QlM');
  });
});
