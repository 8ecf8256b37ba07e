import { describe, expect, it } from 'vitest';
import { calls } from './calls.ts';
import { isQuarterInWindow, noticeArchiveYears, quarterLabels } from './constants.ts';
import { fileAddress } from './file-address.ts';
import { FacultyProfile } from './schemas/profile.ts';
import { NoticesByTypeDeptV1Request } from './schemas/notices.ts';

describe('the calls of SPEC §7', () => {
  const list = Object.values(calls);
  it('are 16 POST and 7 GET calls with the exact paths', () => {
    expect(
      list
        .filter((c) => c.method === 'POST')
        .map((c) => c.path)
        .sort(),
    ).toEqual(
      [
        '/getnoticesbytypedeptv1',
        '/getnoticesbytypedept',
        '/getfiledata',
        '/getcommitteebycode',
        '/getemployeebytype',
        '/getsubgroupbygroupidandtype',
        '/getsubsubgroupbysubgroupid',
        '/getfilegroupbysubsubgroupid',
        '/getmyprofiledata',
        '/getmyprofiledataqreport',
        '/employeeprofilewithdeptcode',
        '/getdeptdata',
        '/getdepartmentfilebytype',
        '/getalumnibydept',
        '/getgallery',
        '/getimportantfiles',
      ].sort(),
    );
    expect(
      list
        .filter((c) => c.method === 'GET')
        .map((c) => c.path)
        .sort(),
    ).toEqual(
      [
        '/getupcomingevents',
        '/checkiftodayisholiday',
        '/getdepartments',
        '/getgroup',
        '/getcommittee',
        '/getgbmembers',
        '/settings/admissionSettings.json',
      ].sort(),
    );
  });

  it('default the home-panel payload to the college and no year', () => {
    expect(NoticesByTypeDeptV1Request.parse({ type: 'COLLEGE_TENDER' })).toEqual({
      type: 'COLLEGE_TENDER',
      dept_code: 'TNC',
      year: null,
    });
    expect(NoticesByTypeDeptV1Request.parse({ type: 'COLLEGE_TENDER', year: '2024' }).year).toBe(
      2024,
    );
    expect(NoticesByTypeDeptV1Request.safeParse({ type: 'COLLEGE_TENDERS' }).success).toBe(false);
  });

  it('fill an almost empty profile with empty sections', () => {
    const profile = FacultyProfile.parse({ id: 1, name: 'A', dept_code: 'PHY' });
    expect(profile.research_papers).toEqual([]);
    expect(profile.degrees.phd).toEqual([]);
    expect(profile.others).toEqual({});
  });
});

describe('constants of SPEC §9', () => {
  it('archive the current year and the six before', () => {
    expect(noticeArchiveYears(2026)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020]);
  });
  it('label quarters from the current year down to 2017', () => {
    const labels = quarterLabels(2026);
    expect(labels.slice(0, 4)).toEqual(['2026-1st', '2026-2nd', '2026-3rd', '2026-4th']);
    expect(labels.at(-1)).toBe('2017-4th');
    expect(labels).toHaveLength(40);
  });
  it('keep research entries between 2017-1st and the current year', () => {
    expect(isQuarterInWindow('2017-1st', 2026)).toBe(true);
    expect(isQuarterInWindow('2026-4th', 2026)).toBe(true);
    expect(isQuarterInWindow('2016-4th', 2026)).toBe(false);
    expect(isQuarterInWindow('2027-1st', 2026)).toBe(false);
    expect(isQuarterInWindow(undefined, 2026)).toBe(false);
  });
});

describe('the file-reference rule of SPEC §5', () => {
  it('uses a link path directly', () => {
    expect(
      fileAddress({ type: 'x', path: 'https://example.org/a.pdf', mime: 'link' }, '/uploads'),
    ).toBe('https://example.org/a.pdf');
  });
  it('puts any other file under uploads, type and path, encoded', () => {
    expect(
      fileAddress(
        { type: 'notices', path: '2025/form 1.pdf', mime: 'application/pdf' },
        '/uploads/',
      ),
    ).toBe('/uploads/notices/2025/form%201.pdf');
  });
});
