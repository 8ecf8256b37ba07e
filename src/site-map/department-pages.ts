/**
 * The department microsite of SPEC §2: every child page's address segment and title, the dark
 * menu, and where each menu item points. routes/department/routes.ts, the shell and the pages all
 * read these, so a label is written once. Plain data (no JSX): routes.ts imports it too.
 */
import type { Department } from '../contract/schemas/departments.ts';

/** The address of a department page; child '' is the department home. */
export function departmentPath(deptCode: string, child = ''): string {
  const base = `/department/${encodeURIComponent(deptCode)}`;
  return child ? `${base}/${child}` : base;
}

/** Children whose content is one of the department's own text fields, shown as provided. */
export const TEXT_PAGES = {
  glance: { title: 'Department at a glance', field: 'department_about' },
  vision: { title: 'Vision & Mission', field: 'vision' },
  course: { title: 'Courses & Programmes', field: 'courses' },
  onlineclasses: { title: 'Online Classes', field: 'online_classes' },
  activity: { title: 'Activities', field: 'activity' },
  contact: { title: 'Contact', field: 'contact_details' },
} as const satisfies Record<string, { title: string; field: keyof Department }>;
export type TextPageKey = keyof typeof TEXT_PAGES;

/** Children listing the department's files of one type (POST /getdepartmentfilebytype). */
export const FILE_PAGES = {
  syllabus: { title: 'Syllabus', type: 'SYLLABUS' },
  journal: { title: 'Journal & Magazines', type: 'JOURNAL' },
  achievements: { title: 'Achievements', type: 'ACHIEVEMENTS' },
  co_po: { title: 'COs & POs', type: 'CO_PO' },
} as const;
export type FilePageKey = keyof typeof FILE_PAGES;

/** Children listing the department's notices or events (POST /getnoticesbytypedept). */
export const NOTICE_PAGES = {
  notifications: { title: 'Departmental Notification', type: 'DEPT_NOTICE' },
  events: { title: 'News & Events', type: 'DEPTEVENT' },
} as const;
export type NoticePageKey = keyof typeof NOTICE_PAGES;

export const FACILITIES_TITLE = 'Facilities';

/**
 * The horizontal dark menu of the shell, in the spec's order. ABOUT is the department home;
 * COURSES & PROGRAMMES the 'course' text; JOURNAL & MAGAZINES the JOURNAL files.
 */
export const DEPARTMENT_MENU = [
  { label: 'ABOUT', child: '' },
  { label: 'PROFILE', child: 'profile' },
  { label: 'FACULTY MEMBERS', child: 'faculty' },
  { label: 'COURSES & PROGRAMMES', child: 'course' },
  { label: 'JOURNAL & MAGAZINES', child: 'journal' },
  { label: 'EVENTS', child: 'events' },
  { label: 'NOTIFICATIONS', child: 'notifications' },
  { label: 'COs & POs', child: 'co_po' },
  { label: 'GALLERY', child: 'gallery' },
  { label: 'ALUMNI', child: 'alumni' },
] as const;

/**
 * The department's pages that the menu does not carry, listed beside the content so every child
 * of SPEC §2 is one link away.
 */
export const DEPARTMENT_MORE_LINKS = [
  { label: TEXT_PAGES.glance.title, child: 'glance' },
  { label: TEXT_PAGES.vision.title, child: 'vision' },
  { label: TEXT_PAGES.course.title, child: 'course' },
  { label: FILE_PAGES.syllabus.title, child: 'syllabus' },
  { label: TEXT_PAGES.onlineclasses.title, child: 'onlineclasses' },
  { label: FACILITIES_TITLE, child: 'facilities' },
  { label: TEXT_PAGES.activity.title, child: 'activity' },
  { label: FILE_PAGES.achievements.title, child: 'achievements' },
  { label: 'Research', child: 'research' },
  { label: TEXT_PAGES.contact.title, child: 'contact' },
] as const;

/**
 * The query of the faculty pages, in the order of their addresses: the employee id (required),
 * the person's name (checked against the profile) and, for the report, the quarter.
 */
export const FACULTY_PAGE_PARAMS = {
  single: ['id', 'name'],
  quarterlyreport: ['id', 'name', 'qr'],
} as const;

/** The faculty pages take the employee id (required) and name from the query string. */
export function facultyPagePath(
  deptCode: string,
  page: 'single' | 'quarterlyreport',
  person: { id: number; name: string },
  quarter?: string,
): string {
  const query = new URLSearchParams({ id: String(person.id), name: person.name });
  if (quarter) query.set('qr', quarter);
  return `${departmentPath(deptCode, `faculty/${page}`)}?${query}`;
}

/** The CV download (a resource route: works without JavaScript). */
export function cvPath(deptCode: string, id: number): string {
  return `${departmentPath(deptCode, 'faculty/cv')}?id=${id}`;
}
