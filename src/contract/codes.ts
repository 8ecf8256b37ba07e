/** Code lists of SPEC §7, spelled exactly as the backend spells them (typos included). */

export const COLLEGE_DEPT_CODE = 'TNC';
export const OFFICE_DEPT_CODE = 'OFF';

export const NOTIFICATION_CODES = [
  'COLLEGE_ADMIN_NOTICE',
  'COLLEGE_ACADEMIC_NOTICE',
  'COLLEGE_ACHIEVEMENTS',
  'COLLEGE_STU_ACHIEVEMENTS',
  'COLLEGE_EMP_ACHIEVEMENTS',
  'COLLEGE_DOWNLOADS',
  'COLLEGE_TENDER',
] as const;

export const STUDENT_CODES = [
  'CLASS_ROUTINES',
  'EXAM_RESULTS',
  'EXAM_SCHEDULE',
  'STUDENT_CLUBS',
] as const;

export const FACILITY_CODES = [
  'COLLEGE_F_LIBRARY',
  'COLLEGE_F_STUDENTSUPPORT',
  'COLLEGE_F_BOYS_HOSTEL',
  'COLLEGE_F_GIRLS_HOSTEL',
  'COLLEGE_F_CIF',
  'COLLEGE_F_CANTEEN',
  'COLLEGE_F_ICGC',
  'Career_Placement_Cell',
] as const;

export const IQAC_CODES = [
  'IQAC_STRATEGIES',
  'IQAC_FUNCTIONS',
  'IQAC_SSR',
  'IQAC_AQAR',
  'IQAC_ATR',
  'IQAC_MIUNTES',
  'IQAC_FEEDBACK_FORM',
  'IQAC_FEEDBACK_ANALYSIS',
  'IQAC_SSS',
  'IQAC_EVENT',
  'IQAC_BEST_PRACTICE',
  'IQAC_INSTITUTIONAL_DISTINGTIVENESS',
  'IQAC_ANNUAL_REPORT',
  'IQAC_ACADEMIC_CALENDAR',
  'IQAC_ORGANOGRAM',
] as const;

/** Other notice types named in §7: NIRF files, college events, department events and notices. */
export const OTHER_NOTICE_CODES = ['NIRF', 'COLLEGE_EVENT', 'DEPTEVENT', 'DEPT_NOTICE'] as const;

export const NOTICE_TYPES = [
  ...NOTIFICATION_CODES,
  ...STUDENT_CODES,
  ...FACILITY_CODES,
  ...IQAC_CODES,
  ...OTHER_NOTICE_CODES,
] as const;

export const DEPARTMENT_FILE_TYPES = ['SYLLABUS', 'JOURNAL', 'ACHIEVEMENTS', 'CO_PO'] as const;

export const EMPLOYEE_TYPES = ['PRINCIPAL', 'OFFICE_STAFF', 'FACULTY'] as const;

/** A department's streams: its description's choice (entities/departments.ts). */
export { STREAMS } from '../entities/departments.ts';

export const FILE_TYPES = ['PDF', 'image', 'file'] as const;

export const GALLERY_TYPES = ['DEPARTMENT'] as const;

/** The committee whose detail the IQAC teams page shows. */
export const IQAC_COMMITTEE_CODE = 'IQAC';

/** The mime that marks a file reference whose path is itself an absolute address. */
export const LINK_MIME = 'link';

export type FileType = (typeof FILE_TYPES)[number];
