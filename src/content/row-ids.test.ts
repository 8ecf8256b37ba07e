import { describe, expect, it } from 'vitest';
import { duplicateIds, givenIds, rowIds, type IdSources } from './row-ids.ts';

const notice = (title: string, id?: number) => ({ id, title }) as never;

/** Two college notice files and a department's events, some entries with ids. */
const folder = {
  notices: [
    { type: 'COLLEGE_TENDER', entries: [notice('Tender A'), notice('Tender B', 40)] },
    { type: 'COLLEGE_EVENT', entries: [notice('Sports day', 12)] },
  ],
  departments: [
    {
      department: { dept_code: 'PHY' },
      notices: [],
      events: [notice('Seminar'), notice('Lab visit', 40)],
      documents: { SYLLABUS: [notice('B.Sc.', 3)] },
      gallery: [{ caption: 'Field trip', id: 3 }],
    },
  ],
} as unknown as IdSources;

describe('row ids of a content folder', () => {
  it('lists the ids given, with file, field and entry', () => {
    expect(
      givenIds(folder).map((g) => `${g.table} ${g.id} ${g.file} ${g.field} ${g.entry}`),
    ).toEqual([
      'notices 40 notices/COLLEGE_TENDER.yaml 1.id Tender B',
      'notices 12 notices/COLLEGE_EVENT.yaml 0.id Sports day',
      'notices 40 departments/PHY/events.yaml 1.id Lab visit',
      'department_files 3 departments/PHY/documents.yaml SYLLABUS.0.id B.Sc.',
      'gallery_albums 3 departments/PHY/gallery.yaml 0.id Field trip',
    ]);
  });

  it('refuses an id given twice in one table, naming both entries; other tables may share it', () => {
    expect(duplicateIds(givenIds(folder))).toEqual([
      {
        file: 'departments/PHY/events.yaml',
        field: '1.id',
        message: expect.stringMatching(
          /^id 40 of 'Lab visit' is already the id of 'Tender B' \(notices\/COLLEGE_TENDER.yaml, 1.id\)/,
        ),
      },
    ]);
  });

  it('keeps given ids and numbers the others after the largest given, in order', () => {
    const next = rowIds(givenIds(folder));
    expect([next('notices'), next('notices', 40), next('notices'), next('notices', 12)]).toEqual([
      41, 40, 42, 12,
    ]);
    expect([next('department_files'), next('holidays'), next('holidays')]).toEqual([4, 1, 2]);
  });

  it('numbers a folder without ids 1, 2, 3… by place, as before ids could be given', () => {
    const next = rowIds(givenIds({ notices: [], departments: [] }));
    expect([next('notices'), next('notices'), next('iqac_files')]).toEqual([1, 2, 1]);
  });
});
