import { describe, expect, it } from 'vitest';
import { allCalls, type CallName } from '../../src/contract/calls.ts';
import { ALL_QUARTERS } from '../../src/contract/constants.ts';
import {
  COLLEGE_DEPT_CODE,
  DEPARTMENT_FILE_TYPES,
  GALLERY_TYPES,
  NOTICE_TYPES,
} from '../../src/contract/codes.ts';
import { isApiError } from '../../src/contract/client.ts';
import { createServices } from '../../src/services/index.ts';
import { servicesClient } from '../../src/services/services-client.ts';
import { useApi } from '../helpers/api.ts';
import { TEST_HOLIDAY_DAY, TEST_TODAY } from '../helpers/today.ts';

/**
 * The two implementations of the contract's interface (decision 079): the services read in
 * process, and the API they answer over HTTP. Every call, with payloads taken from the demo,
 * answers the same in both, and in the contract's own shape: nothing for a parse to fill in or
 * take out. A refusal is the same status in both.
 */
describe.each([TEST_TODAY, TEST_HOLIDAY_DAY])('the services and /api on %s', (today) => {
  const api = useApi({ today });
  const inProcess = () =>
    servicesClient(
      createServices({
        db: api.db,
        uploadsDir: api.uploadsDir,
        uploadsUrl: '/uploads',
        today: () => today,
      }),
    );
  type AnyCall = (payload?: unknown) => Promise<unknown>;

  /** Asks both; expects the same answer, which the contract's parse leaves as it is. */
  async function same(name: CallName, payload?: unknown): Promise<unknown> {
    const local = await (inProcess()[name] as AnyCall)(payload);
    expect(local, `${name} ${JSON.stringify(payload)}`).toEqual(await api.answer(name, payload));
    expect(allCalls[name].response.parse(local), `${name}: parsed`).toStrictEqual(local);
    return local;
  }

  it('answers every call alike, walking the demo from its lists', async () => {
    for (const name of ['getDepartments', 'getGroup', 'getCommittee', 'getGbMembers'] as const)
      await same(name);
    for (const name of [
      'getUpcomingEvents',
      'checkIfTodayIsHoliday',
      'getAdmissionSettings',
    ] as const)
      await same(name);
    await same('getImportantFiles', {});
    await same('getSiteCollege');
    await same('getSiteText', { name: 'site/help' });
    const departments = (await same('getDepartments')) as { dept_code: string }[];
    for (const { dept_code } of departments.slice(0, 4)) {
      await same('getDeptData', { dept_code });
      await same('getSiteFaculty', { dept_code });
      await same('getAlumniByDept', { dept_code });
      for (const type of GALLERY_TYPES) await same('getGallery', { dept: dept_code, type });
      for (const type of DEPARTMENT_FILE_TYPES)
        await same('getDepartmentFileByType', { dept_code, type });
      const faculty = (await same('employeeProfileWithDeptCode', { dept_code })) as {
        id: number;
      }[];
      await same('getEmployeeByType', { dept_code, type: 'FACULTY' });
      for (const { id } of faculty.slice(0, 3)) {
        await same('getMyProfileData', { id });
        await same('getMyProfileDataQReport', { id, qr: ALL_QUARTERS });
      }
    }
    for (const dept_code of [COLLEGE_DEPT_CODE, departments[0]!.dept_code])
      for (const type of NOTICE_TYPES)
        for (const year of ['', '2025', '2026']) {
          await same('getNoticesByTypeDeptV1', { type, dept_code, year });
          await same('getNoticesByTypeDept', { type, dept_code, year });
        }
    await same('getEmployeeByType', { dept_code: 'OFF', type: 'PRINCIPAL' });
    await same('getEmployeeByType', { dept_code: COLLEGE_DEPT_CODE, type: 'OFFICE_STAFF' });
    for (const { committee_code } of (await same('getCommittee')) as { committee_code: string }[])
      await same('getCommitteeByCode', { committee_code });
    for (const group of (await same('getGroup')) as { id: number; types: string[] }[]) {
      for (const type of group.types) {
        const metrics = (await same('getSubgroupByGroupIdAndType', {
          group_id: group.id,
          type,
        })) as { id: number }[];
        for (const metric of metrics.slice(0, 2)) {
          const parts = (await same('getSubSubgroupBySubgroupId', { sub_group_id: metric.id })) as {
            id: number;
          }[];
          for (const part of parts.slice(0, 2))
            await same('getFileGroupBySubSubgroupId', { sub_sub_group_id: part.id });
        }
      }
    }
    const college = (await same('getSiteCollege')) as { logo: { type: string; path: string } };
    await same('getSiteImages', { files: [college.logo] });
    await same('getSiteDocuments', {
      files: [{ type: 'notices', path: 'holiday-list-for-2026.pdf' }],
    });
    await same('getMyProfileData', { id: 987654 });
  });

  it('refuses what the API refuses, with the same status', async () => {
    const refusals: [CallName, unknown][] = [
      ['getDeptData', { dept_code: 'NOPE' }],
      ['getNoticesByTypeDeptV1', { type: NOTICE_TYPES[0], dept_code: 'NOPE', year: '' }],
      ['getCommitteeByCode', { committee_code: 'NOPE' }],
      ['getSubgroupByGroupIdAndType', { group_id: 9999, type: 'QlM' }],
      ['getSubSubgroupBySubgroupId', { sub_group_id: 9999 }],
      ['getSiteText', { name: 'nothing/here' }],
      ['getDeptData', { dept_code: 42 }],
      ['getFileData', { type: 'link', path: 'https://example.org/', mime: 'link' }],
    ];
    for (const [name, payload] of refusals) {
      const status = (await api.call(name, payload)).statusCode;
      const error = await (inProcess()[name] as AnyCall)(payload).catch((e: unknown) => e);
      expect(isApiError(error) && error.status, `${name} ${JSON.stringify(payload)}`).toBe(status);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
  });

  it('reads a file as getfiledata sends it', async () => {
    const college = (await (inProcess().getSiteCollege as AnyCall)()) as {
      logo: { type: string; path: string };
    };
    const local = await inProcess().getFileData(college.logo);
    expect(local).toEqual(await api.answer('getFileData', college.logo));
    expect(Buffer.from(local.data, 'base64').length).toBeGreaterThan(100);
  });
});
