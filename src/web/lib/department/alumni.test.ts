import { describe, expect, it } from 'vitest';
import { groupByBatch } from './alumni.ts';

const alumnus = (name: string, batch: string) => ({
  name,
  batch,
  current_profession: '',
  qualification: '',
  email: '',
  phone: '',
});

describe('groupByBatch', () => {
  it('groups alumni by batch, latest batch first, keeping the order within a batch', () => {
    const groups = groupByBatch([
      alumnus('A', '2019'),
      alumnus('B', '2024'),
      alumnus('C', '2019'),
      alumnus('D', '2009'),
      alumnus('E', ' 2024 '),
    ]);
    expect(groups.map((g) => g.batch)).toEqual(['2024', '2019', '2009']);
    expect(groups[0]!.alumni.map((a) => a.name)).toEqual(['B', 'E']);
    expect(groups[1]!.alumni.map((a) => a.name)).toEqual(['A', 'C']);
  });

  it('orders batch names with numbers by their numbers', () => {
    const groups = groupByBatch([
      alumnus('A', '2019-22'),
      alumnus('B', '2021-24'),
      alumnus('C', '2009-12'),
    ]);
    expect(groups.map((g) => g.batch)).toEqual(['2021-24', '2019-22', '2009-12']);
  });
});
