import { allCalls, calls, type CallName } from '../../src/contract/calls.ts';
import { LINK_MIME } from '../../src/contract/codes.ts';
import { createApiClient } from '../../src/contract/client.ts';
import type { FileRef } from '../../src/contract/schemas/common.ts';
import type { FacultyProfile } from '../../src/contract/schemas/profile.ts';
import { matrixHref } from '../../src/site-map/matrix-address.ts';
import {
  ALUMNI_LINKS,
  FACILITY_LINKS,
  IQAC_LINKS,
  RTI_LINKS,
  STUDENT_LINKS,
} from '../../src/site-map/sections.ts';
import { BENCH_TODAY } from './env.ts';
import type { LoadRequest } from './load.ts';

export interface Person {
  deptCode: string;
  id: number;
  name: string;
  /** Rows of every table of the profile (degrees and quarterly reports included). */
  rows: number;
  /** Rows of the quarterly reports alone. */
  reportRows: number;
  /** The CV is a file the server sends (not a link to another site, nor none). */
  cvIsFile: boolean;
}

/** What the bench needs to know about the content a server holds, found through its API. */
export interface SiteFacts {
  /** Every faculty member with a profile. */
  people: Person[];
  /** The faculty profile with the most rows. */
  fullest: Person;
  /** The one with the most quarterly-report rows. */
  reporter: Person;
  /** The department with the most gallery albums. */
  galleryDept: string;
  /** The NAAC serial number with the most files, and the ids that lead to it. */
  matrix: { group: number; type: string; criterion: number; sr: number; files: number };
  /** Last year: an archive year of the notices. */
  noticesYear: number;
  /** A notice attachment, for /getfiledata. */
  fileRef: FileRef;
}

function countRows(profile: FacultyProfile): { rows: number; reportRows: number } {
  let rows = 0;
  for (const [key, value] of Object.entries(profile)) {
    if (Array.isArray(value) && !['dp', 'dpurl', 'cv', 'qr_list'].includes(key))
      rows += value.length;
  }
  for (const list of Object.values(profile.degrees)) rows += list.length;
  const reportRows = profile.qr_list.reduce(
    (sum, quarter) => sum + quarter.courses_covered.length + quarter.student_activities.length,
    0,
  );
  return { rows: rows + reportRows, reportRows };
}

/** Reads the departments, every faculty profile, the gallery and the NAAC tree of a server. */
export async function discover(origin: string): Promise<SiteFacts> {
  const api = createApiClient({ baseUrl: `${origin}/api`, timeoutMs: 60_000 });
  const departments = await api.getDepartments();
  const people: Person[] = [];
  let galleryDept = departments[0]!.dept_code;
  let mostAlbums = -1;
  for (const { dept_code } of departments) {
    const albums = await api.getGallery({ dept: dept_code, type: 'DEPARTMENT' });
    if (albums.length > mostAlbums) [galleryDept, mostAlbums] = [dept_code, albums.length];
    for (const employee of await api.getEmployeeByType({ dept_code, type: 'FACULTY' })) {
      const profile = await api.getMyProfileData({ id: employee.id });
      if (profile === 0) continue;
      people.push({
        deptCode: dept_code,
        id: profile.id,
        name: profile.name,
        ...countRows(profile),
        cvIsFile: profile.cv[0] !== undefined && profile.cv[0].mime !== LINK_MIME,
      });
    }
  }
  const fullest = people.reduce((a, b) => (b.rows > a.rows ? b : a));
  const reporter = people.reduce((a, b) => (b.reportRows > a.reportRows ? b : a));

  let matrix: SiteFacts['matrix'] | undefined;
  for (const group of await api.getGroup()) {
    for (const type of group.types) {
      for (const criterion of await api.getSubgroupByGroupIdAndType({ type, group_id: group.id })) {
        for (const serial of await api.getSubSubgroupBySubgroupId({ sub_group_id: criterion.id })) {
          const files = await api.getFileGroupBySubSubgroupId({ sub_sub_group_id: serial.id });
          if (!matrix || files.length > matrix.files)
            matrix = {
              group: group.id,
              type,
              criterion: criterion.id,
              sr: serial.id,
              files: files.length,
            };
        }
      }
    }
  }
  if (!matrix) throw new Error('The content has no NAAC serial number with files');

  const noticesYear = Number(BENCH_TODAY.slice(0, 4)) - 1;
  // An attachment of the notices, for /getfiledata: the first found, newest type first.
  let fileRef: FileRef | undefined;
  for (const type of ['COLLEGE_ACADEMIC_NOTICE', 'COLLEGE_DOWNLOADS', 'EXAM_RESULTS'] as const) {
    const notices = await api.getNoticesByTypeDept({ dept_code: 'TNC', type, year: '' });
    fileRef ??= notices.flatMap((notice) => notice.upload_info)[0];
  }
  if (!fileRef) throw new Error('No notice of the college has an attachment');
  return { people, fullest, reporter, galleryDept, matrix, noticesYear, fileRef };
}

const personQuery = (person: Person) =>
  new URLSearchParams({ id: String(person.id), name: person.name }).toString();
export const profilePath = (p: Person) =>
  `/department/${p.deptCode}/faculty/single?${personQuery(p)}`;
export const reportPath = (p: Person) =>
  `/department/${p.deptCode}/faculty/quarterlyreport?${personQuery(p)}`;
export const matrixPath = (facts: SiteFacts) => matrixHref(facts.matrix);

/** The Lighthouse route set: one page of every kind a visitor meets. */
export function lighthouseRoutes(facts: SiteFacts): { name: string; path: string }[] {
  const dept = facts.fullest.deptCode;
  return [
    { name: 'home', path: '/' },
    { name: 'notices of a year', path: `/notifications/academic/${facts.noticesYear}` },
    { name: 'events', path: '/events' },
    { name: 'departments', path: '/departments/science' },
    { name: 'department home', path: `/department/${dept}` },
    { name: 'faculty list', path: `/department/${dept}/faculty` },
    { name: `fullest profile (${facts.fullest.rows} rows)`, path: profilePath(facts.fullest) },
    { name: 'quarterly report', path: reportPath(facts.reporter) },
    { name: `NAAC files (${facts.matrix.files})`, path: matrixPath(facts) },
    { name: 'research', path: '/research' },
    { name: 'gallery', path: `/department/${facts.galleryDept}/gallery` },
    { name: 'committees', path: '/committees' },
    // The same budgets in Assamese (issue 27): the home page and a list of the content.
    { name: 'home in Assamese', path: '/as/' },
    { name: 'events in Assamese', path: '/as/events' },
  ];
}

/** Every page type, for the mixed load: the Lighthouse set and the rest of SPEC §2. */
export function everyPageType(facts: SiteFacts): string[] {
  const dept = `/department/${facts.fullest.deptCode}`;
  return [
    ...lighthouseRoutes(facts).map((route) => route.path),
    '/launch',
    '/aboutus/about',
    '/notifications/academic',
    '/administrations/principal',
    '/administrations/gb',
    '/administrations/officestaff',
    `/students/${STUDENT_LINKS[0].link}`,
    `/facility/${FACILITY_LINKS[0].link}`,
    `/rti/${RTI_LINKS[0].link}`,
    `/alumni/${ALUMNI_LINKS[0].link}`,
    '/committees?code=IQAC',
    '/nirf',
    '/contactus',
    '/importantfile',
    '/emblem',
    '/organo',
    `/iqac/${IQAC_LINKS[0].link}`,
    '/iqac/teams',
    '/iqac/co_po',
    `/research/${facts.fullest.deptCode}`,
    `${dept}/profile`,
    `${dept}/vision`,
    `${dept}/syllabus`,
    `${dept}/notifications`,
    `${dept}/events`,
    `${dept}/alumni`,
    `${dept}/research`,
  ];
}

type SpecCall = keyof typeof calls;

/** A realistic payload for every call of SPEC §7, taken from the content. */
export function apiPayloads(facts: SiteFacts): Record<SpecCall, unknown> {
  const dept = facts.fullest.deptCode;
  return {
    getNoticesByTypeDeptV1: { type: 'COLLEGE_ACADEMIC_NOTICE' },
    getNoticesByTypeDept: {
      dept_code: 'TNC',
      type: 'COLLEGE_ACADEMIC_NOTICE',
      year: String(facts.noticesYear),
    },
    getFileData: facts.fileRef,
    getCommitteeByCode: { committee_code: 'IQAC' },
    getEmployeeByType: { dept_code: dept, type: 'FACULTY' },
    getSubgroupByGroupIdAndType: { type: facts.matrix.type, group_id: facts.matrix.group },
    getSubSubgroupBySubgroupId: { sub_group_id: facts.matrix.criterion },
    getFileGroupBySubSubgroupId: { sub_sub_group_id: facts.matrix.sr },
    getMyProfileData: { id: facts.fullest.id },
    getMyProfileDataQReport: { id: facts.reporter.id, qr: 'ALL' },
    employeeProfileWithDeptCode: { dept_code: dept },
    getDeptData: { dept_code: dept },
    getDepartmentFileByType: { dept_code: dept, type: 'SYLLABUS' },
    getAlumniByDept: { dept_code: dept },
    getGallery: { dept: facts.galleryDept, type: 'DEPARTMENT' },
    getImportantFiles: {},
    getUpcomingEvents: undefined,
    checkIfTodayIsHoliday: undefined,
    getDepartments: undefined,
    getGroup: undefined,
    getCommittee: undefined,
    getGbMembers: undefined,
    getAdmissionSettings: undefined,
  };
}

/** Each call of SPEC §7 as an HTTP request, with the contract's fixed headers. */
export function apiRequests(facts: SiteFacts): { name: CallName; request: LoadRequest }[] {
  return Object.entries(apiPayloads(facts)).map(([name, payload]) => {
    const call = allCalls[name as SpecCall];
    return {
      name: name as CallName,
      request: {
        method: call.method,
        path: `/api${call.path}`,
        headers: { unit: 'website', 'content-type': 'application/json' },
        ...(call.method === 'POST' ? { body: JSON.stringify(payload) } : {}),
      },
    };
  });
}
