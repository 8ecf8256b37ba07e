import { describe, expect, it } from 'vitest';
import { quarterOf, quarterWords } from './quarters.ts';

describe('a quarter as staff read it', () => {
  it('says the months and the year, not the stored ordinal', () => {
    expect(quarterWords('2026-4th')).toBe('Oct–Dec 2026');
    expect(quarterWords('2017-1st')).toBe('Jan–Mar 2017');
    expect(quarterWords(quarterOf('2026-05-09'))).toBe('Apr–Jun 2026');
    expect(quarterWords('2026-3rd')).toBe('Jul–Sep 2026');
  });

  it('leaves a value that is not a quarter as it is', () => {
    expect(quarterWords('ALL')).toBe('ALL');
  });
});
