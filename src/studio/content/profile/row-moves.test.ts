import { describe, expect, it } from 'vitest';
import { moveTarget, rowEdits } from './profile-edits.ts';
import { sectionOf } from './sections.ts';

const PAPERS = sectionOf('research_papers')!;
const paper = (title_paper: string, date_year = '') => ({ title_paper, date_year });
const kept = (values: unknown) =>
  ((values as { research_papers: { title_paper: string }[] }).research_papers ?? []).map(
    (r) => r.title_paper,
  );

describe('the rows of a section, newest first (decision 091)', () => {
  // Kept order: a 2016 paper, two of May 2025, an undated one.
  const rows = [
    paper('old', '2016'),
    paper('May a', 'May 2025'),
    paper('May b', 'May 2025'),
    paper('undated'),
  ];
  const values = { research_papers: rows };

  it('keeps a new row first, so it leads the rows of its date', () => {
    expect(kept(rowEdits.add('research_papers', [paper('new', '2026')])(values))).toEqual([
      'new',
      'old',
      'May a',
      'May b',
      'undated',
    ]);
  });

  it('moves a row past its neighbour of the same date, as the section shows them', () => {
    expect(moveTarget(rows, PAPERS, 2, -1)).toBe(1);
    expect(moveTarget(rows, PAPERS, 1, 1)).toBe(2);
    expect(kept(rowEdits.move('research_papers', 2, -1)(values))).toEqual([
      'old',
      'May b',
      'May a',
      'undated',
    ]);
  });

  it('does not move a row past another date: it refuses, and says how', () => {
    // Shown as: May a, May b, old, undated.
    expect(moveTarget(rows, PAPERS, 2, 1)).toBeNull();
    expect(moveTarget(rows, PAPERS, 0, -1)).toBeNull();
    expect(moveTarget(rows, PAPERS, 3, 1)).toBeNull();
    const refused = rowEdits.move('research_papers', 2, 1)(values);
    expect(refused).toMatchObject({
      ok: false,
      status: 409,
      fieldErrors: { '': [expect.stringMatching(/change its date/)] },
    });
  });
});
