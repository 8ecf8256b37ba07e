/**
 * The college's sections of SPEC §2: each address segment, its label, and where it takes its data.
 * The menu, the side lists and the pages all read these, so a label is written once.
 */

export interface SectionLink {
  /** The last segment of the address. */
  link: string;
  label: string;
}
export interface CodedLink extends SectionLink {
  /** The notice type of SPEC §7 the page lists. */
  code: string;
}

export const ABOUT_LINKS = [
  { link: 'about', label: 'About' },
  { link: 'history', label: 'History' },
  { link: 'vision', label: 'Vision & Mission' },
  { link: 'icv', label: 'Aims & Objectives' },
] as const satisfies readonly SectionLink[];
/** mission is a valid address too; it shares the Vision & Mission entry of the side list. */
export const ABOUT_PAGES = ['about', 'history', 'vision', 'mission', 'icv'] as const;

export const NOTIFICATION_LINKS = [
  { link: 'administrative', label: 'Administrative', code: 'COLLEGE_ADMIN_NOTICE' },
  { link: 'academic', label: 'Academic', code: 'COLLEGE_ACADEMIC_NOTICE' },
  { link: 'achievements', label: 'Achievements', code: 'COLLEGE_ACHIEVEMENTS' },
  { link: 'sachievements', label: 'Student Achievements', code: 'COLLEGE_STU_ACHIEVEMENTS' },
  { link: 'eachievements', label: 'Employee Achievements', code: 'COLLEGE_EMP_ACHIEVEMENTS' },
  { link: 'downloads', label: 'Downloads', code: 'COLLEGE_DOWNLOADS' },
  { link: 'tender', label: 'Tender', code: 'COLLEGE_TENDER' },
] as const satisfies readonly CodedLink[];

export const STUDENT_LINKS = [
  { link: 'notification', label: 'Notification', code: 'COLLEGE_ACADEMIC_NOTICE' },
  { link: 'downloads', label: 'Downloads', code: 'COLLEGE_DOWNLOADS' },
  { link: 'routines', label: 'Routines', code: 'CLASS_ROUTINES' },
  { link: 'results', label: 'Results', code: 'EXAM_RESULTS' },
  { link: 'exam-schedule', label: 'Exam Schedule', code: 'EXAM_SCHEDULE' },
  { link: 'clubs', label: 'Clubs', code: 'STUDENT_CLUBS' },
  // SPEC §2: the grievances page is in the side list, but its content is not shown.
  { link: 'grievances', label: 'Grievances', code: '' },
] as const satisfies readonly CodedLink[];

export const FACILITY_LINKS = [
  { link: 'library', label: 'Library', code: 'COLLEGE_F_LIBRARY' },
  { link: 'studentsupport', label: 'Student Support', code: 'COLLEGE_F_STUDENTSUPPORT' },
  { link: 'boyshostel', label: "Boys' Hostel", code: 'COLLEGE_F_BOYS_HOSTEL' },
  { link: 'girlshostel', label: "Girls' Hostel", code: 'COLLEGE_F_GIRLS_HOSTEL' },
  { link: 'cif', label: 'Central Instrumentation Facility', code: 'COLLEGE_F_CIF' },
  { link: 'canteen', label: 'Canteen', code: 'COLLEGE_F_CANTEEN' },
  { link: 'cgpc', label: 'Career Guidance & Counselling Cell', code: 'COLLEGE_F_ICGC' },
  {
    link: 'Career_Placement_Cell',
    label: 'Career & Placement Cell',
    code: 'Career_Placement_Cell',
  },
] as const satisfies readonly CodedLink[];

export const IQAC_LINKS = [
  { link: 'strategies', label: 'Strategies', code: 'IQAC_STRATEGIES' },
  { link: 'functions', label: 'Functions', code: 'IQAC_FUNCTIONS' },
  { link: 'teams', label: 'IQAC Team', code: '' },
  { link: 'ssr', label: 'SSR', code: 'IQAC_SSR' },
  { link: 'matrix', label: 'NAAC Metrics', code: '' },
  { link: 'aqar', label: 'AQAR', code: 'IQAC_AQAR' },
  { link: 'co_po', label: 'COs & POs', code: '' },
  { link: 'minutes', label: 'Minutes', code: 'IQAC_MIUNTES' },
  { link: 'atr', label: 'Action Taken Reports', code: 'IQAC_ATR' },
  { link: 'feedback', label: 'Feedback Forms', code: 'IQAC_FEEDBACK_FORM' },
  { link: 'feedback-analysis', label: 'Feedback Analysis', code: 'IQAC_FEEDBACK_ANALYSIS' },
  { link: 'sss', label: 'Student Satisfaction Survey', code: 'IQAC_SSS' },
  { link: 'event-news', label: 'Events & News', code: 'IQAC_EVENT' },
  { link: 'best-practice', label: 'Best Practices', code: 'IQAC_BEST_PRACTICE' },
  {
    link: 'institutional-distingtiveness',
    label: 'Institutional Distinctiveness',
    code: 'IQAC_INSTITUTIONAL_DISTINGTIVENESS',
  },
  { link: 'annual-report', label: 'Annual Reports', code: 'IQAC_ANNUAL_REPORT' },
  { link: 'academic-calendar', label: 'Academic Calendar', code: 'IQAC_ACADEMIC_CALENDAR' },
  { link: 'organogram', label: 'Organogram', code: 'IQAC_ORGANOGRAM' },
] as const satisfies readonly CodedLink[];

export const RTI_LINKS = [
  { link: 'home', label: 'RTI' },
  { link: 'officers', label: 'RTI Officers' },
  { link: 'selfdec', label: 'Self Declaration' },
  { link: 'code', label: 'Code of Conduct' },
  { link: 'act', label: 'RTI Act' },
  { link: 'ief', label: 'Information in Electronic Form' },
  { link: 'pac', label: 'Particulars of Organisation' },
] as const satisfies readonly SectionLink[];

export const ALUMNI_LINKS = [
  { link: 'association', label: 'Alumni Association' },
  { link: 'committee', label: 'Alumni Committee' },
  { link: 'support', label: 'Alumni Support' },
  { link: 'list', label: 'Alumni List' },
  { link: 'notable', label: 'Notable Alumni' },
] as const satisfies readonly SectionLink[];

export const ADMINISTRATION_LINKS = [
  { link: 'principal', label: 'Principal' },
  { link: 'gb', label: 'Governing Body' },
  { link: 'officestaff', label: 'Office Staff' },
] as const satisfies readonly SectionLink[];

/** Finds a section entry by its address segment. */
export function findLink<T extends SectionLink>(
  links: readonly T[],
  link: string | undefined,
): T | undefined {
  return links.find((entry) => entry.link === link);
}
