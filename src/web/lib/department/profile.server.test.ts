import { describe, expect, it } from 'vitest';
import { textsFor } from '../../i18n/intl.ts';
import { presentRows } from './profile.server.ts';
import { presentResearch } from './research.server.ts';
import { FacultyProfile } from '../../../contract/schemas/profile.ts';

describe('presentRows', () => {
  it('gives text cells, the fund in Lakh, the status as given, and the file as its address', () => {
    const [row] = presentRows(
      [
        {
          title: ' Aerosols ',
          fund: 12.4,
          status: 'Submitted for review',
          co_researcher: '',
          file: { type: 'certificates', path: 'a b.pdf', mime: 'application/pdf', size: 245_760 },
        },
      ],
      '/uploads',
      textsFor('en'),
    );
    expect(row).toEqual({
      title: 'Aerosols',
      fund: '12.4 Lakh',
      status: 'Submitted for review',
      file: '/uploads/certificates/a%20b.pdf',
      fileLabel: 'PDF, 240 KB',
    });
  });

  it('uses a link file reference as the address itself', () => {
    const [row] = presentRows(
      [{ file: { type: 'x', path: 'https://example.org/cert.pdf', mime: 'link' } }],
      '/uploads',
      textsFor('en'),
    );
    expect(row).toEqual({ file: 'https://example.org/cert.pdf', fileLabel: 'PDF' });
  });
});

describe('presentResearch', () => {
  const profile = (id: number, papers: { title_paper: string; quarter?: string }[]) =>
    FacultyProfile.parse({ id, name: `P${id}`, dept_code: 'PHY', research_papers: papers });

  it('keeps entries from 2017-1st to the current year-4th, newest first, and drops faculty left with none', () => {
    const faculty = presentResearch(
      [
        profile(1, [
          { title_paper: 'old', quarter: '2016-4th' },
          { title_paper: 'first', quarter: '2017-1st' },
          { title_paper: 'now', quarter: '2026-4th' },
          { title_paper: 'future', quarter: '2027-1st' },
          { title_paper: 'undated' },
        ]),
        profile(2, [{ title_paper: 'older', quarter: '2015-2nd' }]),
      ],
      2026,
      '/uploads',
      textsFor('en'),
    );
    expect(faculty).toHaveLength(1);
    expect(faculty[0]!.categories).toEqual([
      {
        key: 'research_papers',
        rows: [
          { title_paper: 'now', quarter: '2026-4th' },
          { title_paper: 'first', quarter: '2017-1st' },
        ],
      },
    ]);
  });
});
