import { describe, expect, it } from 'vitest';
import { fileName } from './file-name.ts';

describe('fileName', () => {
  it('names a file by what its name adds to the item’s title', () => {
    expect(fileName('important/fee-structure-arts.pdf', 'Fee structure')).toBe(
      'Fee structure – Arts',
    );
    expect(fileName('important/fee-structure-science.pdf', 'Fee structure')).toBe(
      'Fee structure – Science',
    );
  });

  it('is the title when the name says no more, and the name alone when it says something else', () => {
    expect(fileName('important/anti-ragging-undertaking.pdf', 'Anti-ragging undertaking')).toBe(
      'Anti-ragging undertaking',
    );
    expect(
      fileName('https://antiragging.example.org/undertaking.pdf', 'Anti-ragging undertaking'),
    ).toBe('Undertaking');
    expect(fileName('notices/routine_2026%20odd.pdf')).toBe('Routine 2026 odd');
    expect(fileName('committees/iqac-minutes-2024-07-12.pdf')).toBe('Iqac minutes 2024-07-12');
    expect(fileName('important/academic-calendar-2026-27.pdf', 'Academic calendar')).toBe(
      'Academic calendar – 2026-27',
    );
  });
});
