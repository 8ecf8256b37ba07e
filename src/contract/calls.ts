import { z } from 'zod';
import { get, post, type PostCall } from './call.ts';
import { extensionCalls } from './extensions.ts';
import {
  Committee,
  CommitteeRequest,
  CommitteeSummary,
  AdmissionSettings,
} from './schemas/college.ts';
import {
  FileDataAnswer,
  FileDataRequest,
  ImportantFile,
  ImportantFilesRequest,
} from './schemas/college.ts';
import {
  AlumniRequest,
  Alumnus,
  Department,
  DepartmentFile,
  DepartmentFileRequest,
  DepartmentSummary,
  DeptDataRequest,
  GalleryAlbum,
  GalleryRequest,
} from './schemas/departments.ts';
import { Employee, EmployeeByTypeRequest, GoverningBodyMember } from './schemas/employees.ts';
import {
  FileGroupRequest,
  IqacFileGroupItem,
  IqacGroup,
  IqacSubSubgroup,
  IqacSubgroup,
  SubSubgroupRequest,
  SubgroupRequest,
} from './schemas/iqac.ts';
import {
  HolidayAnswer,
  Notice,
  NoticesByTypeDeptRequest,
  NoticesByTypeDeptV1Request,
  UpcomingEvent,
} from './schemas/notices.ts';
import {
  FacultyProfile,
  ProfileAnswer,
  ProfileQuarterRequest,
  ProfileRequest,
} from './schemas/profile.ts';

export type { Call, GetCall, PostCall } from './call.ts';

/** Every call of SPEC §7: 16 POST and 7 GET, with exact paths. Nothing else defines a wire shape. */
export const calls = {
  getNoticesByTypeDeptV1: post(
    '/getnoticesbytypedeptv1',
    NoticesByTypeDeptV1Request,
    z.array(Notice),
  ),
  getNoticesByTypeDept: post('/getnoticesbytypedept', NoticesByTypeDeptRequest, z.array(Notice)),
  getFileData: post('/getfiledata', FileDataRequest, FileDataAnswer),
  getCommitteeByCode: post('/getcommitteebycode', CommitteeRequest, Committee),
  getEmployeeByType: post('/getemployeebytype', EmployeeByTypeRequest, z.array(Employee)),
  getSubgroupByGroupIdAndType: post(
    '/getsubgroupbygroupidandtype',
    SubgroupRequest,
    z.array(IqacSubgroup),
  ),
  getSubSubgroupBySubgroupId: post(
    '/getsubsubgroupbysubgroupid',
    SubSubgroupRequest,
    z.array(IqacSubSubgroup),
  ),
  getFileGroupBySubSubgroupId: post(
    '/getfilegroupbysubsubgroupid',
    FileGroupRequest,
    z.array(IqacFileGroupItem),
  ),
  getMyProfileData: post('/getmyprofiledata', ProfileRequest, ProfileAnswer),
  getMyProfileDataQReport: post('/getmyprofiledataqreport', ProfileQuarterRequest, ProfileAnswer),
  employeeProfileWithDeptCode: post(
    '/employeeprofilewithdeptcode',
    DeptDataRequest,
    z.array(FacultyProfile),
  ),
  getDeptData: post('/getdeptdata', DeptDataRequest, Department),
  getDepartmentFileByType: post(
    '/getdepartmentfilebytype',
    DepartmentFileRequest,
    z.array(DepartmentFile),
  ),
  getAlumniByDept: post('/getalumnibydept', AlumniRequest, z.array(Alumnus)),
  getGallery: post('/getgallery', GalleryRequest, z.array(GalleryAlbum)),
  getImportantFiles: post('/getimportantfiles', ImportantFilesRequest, z.array(ImportantFile)),
  getUpcomingEvents: get('/getupcomingevents', z.array(UpcomingEvent)),
  checkIfTodayIsHoliday: get('/checkiftodayisholiday', HolidayAnswer),
  getDepartments: get('/getdepartments', z.array(DepartmentSummary)),
  getGroup: get('/getgroup', z.array(IqacGroup)),
  getCommittee: get('/getcommittee', z.array(CommitteeSummary)),
  getGbMembers: get('/getgbmembers', z.array(GoverningBodyMember)),
  getAdmissionSettings: get('/settings/admissionSettings.json', AdmissionSettings),
} as const;

/** The calls of SPEC §7 and our extensions (extensions.ts): what the client and the API know. */
export const allCalls = { ...calls, ...extensionCalls } as const;

export type Calls = typeof allCalls;
export type CallName = keyof Calls;
/** What a caller may send (defaults filled in by the server). */
export type RequestOf<K extends CallName> =
  Calls[K] extends PostCall<infer Req> ? z.input<Req> : never;
/** What the server has after validation. */
export type ParsedRequestOf<K extends CallName> =
  Calls[K] extends PostCall<infer Req> ? z.output<Req> : never;
/** The answer, as parsed by the contract. */
export type ResponseOf<K extends CallName> = z.output<Calls[K]['response']>;
/** What the server may send (defaults may be left out). */
export type ResponseInputOf<K extends CallName> = z.input<Calls[K]['response']>;
