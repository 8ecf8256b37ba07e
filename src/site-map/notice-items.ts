/**
 * Every notice and event has a page of its own at its list's address plus its year and id:
 *   /notifications/academic/2026/123 · /events/2026/45 · /students/routines/2025/7 ·
 *   /facility/library/2024/3 · /iqac/aqar/2023/9 · /nirf/2025/2 ·
 *   /department/PHY/notifications/2026/81 · /department/PHY/events/2025/90
 * The address carries the notice type (through its list) and the year, so the page is found
 * with the list call of SPEC §7 alone (POST /getnoticesbytypedept {type, dept_code, year}).
 * Plain data (no JSX): routes.ts, the pages, the feeds, the sitemap and search all read it.
 */
import { COLLEGE_DEPT_CODE, NOTICE_TYPES } from '../contract/codes.ts';
import { EVENT_ARCHIVE_YEARS, noticeArchiveYears } from '../contract/constants.ts';
import { NOTICE_PAGES, departmentPath } from './department-pages.ts';
import { FACILITY_LINKS, IQAC_LINKS, NOTIFICATION_LINKS, STUDENT_LINKS } from './sections.ts';

export type NoticeTypeCode = (typeof NOTICE_TYPES)[number];

/** One list of notices: the type it shows, its address and its names. */
export interface NoticeKind {
  /** The notice type of SPEC §7. */
  type: NoticeTypeCode;
  /** TNC for the college, or the department's code. */
  deptCode: string;
  /** The list's address without a year, e.g. /notifications/academic. */
  base: string;
  /** The section the list belongs to, e.g. 'Notifications'. */
  section: string;
  /** The list's own name, e.g. 'Academic'. */
  label: string;
  /** Events get a calendar file and Event structured data. */
  event: boolean;
  /** How the list pages by year: by path (/notifications/x/2026), by query (?year=) or not at all. */
  years: 'path' | 'query' | 'none';
}

const NOTIFICATION_CODES = new Set<string>(NOTIFICATION_LINKS.map((entry) => entry.code));
/** Entries whose page lists notices of a type of their own (not the IQAC team, say). */
const listsOwnType = <T extends { code: string }>(
  entry: T,
): entry is T & { code: NoticeTypeCode } =>
  entry.code !== '' && !NOTIFICATION_CODES.has(entry.code);

const college = (
  type: NoticeTypeCode,
  base: string,
  section: string,
  label: string,
  years: NoticeKind['years'] = 'none',
): NoticeKind => ({
  type,
  deptCode: COLLEGE_DEPT_CODE,
  base,
  section,
  label,
  event: type === 'COLLEGE_EVENT',
  years,
});

/**
 * The college's lists, one per notice type. A type shown on two pages (academic notices are also
 * the students' notification page) has its items under the notifications page only.
 */
export const COLLEGE_NOTICE_KINDS: readonly NoticeKind[] = [
  ...NOTIFICATION_LINKS.map(({ link, label, code }) =>
    college(code, `/notifications/${link}`, 'Notifications', label, 'path'),
  ),
  college('COLLEGE_EVENT', '/events', 'Events', 'Events', 'query'),
  ...STUDENT_LINKS.filter(listsOwnType).map(({ link, label, code }) =>
    college(code, `/students/${link}`, 'Students', label),
  ),
  ...FACILITY_LINKS.map(({ link, label, code }) =>
    college(code, `/facility/${link}`, 'Facilities', label),
  ),
  ...IQAC_LINKS.filter(listsOwnType).map(({ link, label, code }) =>
    college(code, `/iqac/${link}`, 'IQAC', label),
  ),
  college('NIRF', '/nirf', 'NIRF', 'NIRF'),
];

/** The college's list of a notice type, if it has one. */
export function collegeKindOfType(type: string): NoticeKind | undefined {
  return COLLEGE_NOTICE_KINDS.find((kind) => kind.type === type);
}

/** The college's list whose address (without year) is `base`. */
export function collegeKindAt(base: string): NoticeKind | undefined {
  return COLLEGE_NOTICE_KINDS.find((kind) => kind.base === base);
}

/** The department's two lists: its notifications (DEPT_NOTICE) and its news and events (DEPTEVENT). */
export function departmentKinds(deptCode: string, deptTitle = 'Department'): NoticeKind[] {
  return Object.entries(NOTICE_PAGES).map(([child, page]) => ({
    type: page.type,
    deptCode,
    base: departmentPath(deptCode, child),
    section: deptTitle,
    label: page.title,
    event: page.type === 'DEPTEVENT',
    years: 'none' as const,
  }));
}

export function departmentKindOfType(deptCode: string, type: string, deptTitle?: string) {
  return departmentKinds(deptCode, deptTitle).find((kind) => kind.type === type);
}

/** The page of one notice: its list's address, its year and its id. */
export function noticeItemPath(kind: NoticeKind, notice: { year: number; id: number }): string {
  return `${kind.base}/${notice.year}/${notice.id}`;
}

/** The calendar file of one event (iCalendar). */
export function eventCalendarPath(kind: NoticeKind, notice: { year: number; id: number }): string {
  return `/feeds${noticeItemPath(kind, notice)}.ics`;
}

/**
 * The list page that shows a notice of `year`: the year's archive page when the list has one
 * (the notices archive holds this year and the six before, the events archive fixed years),
 * otherwise the list itself.
 */
export function noticeListPath(kind: NoticeKind, year: number, today: string): string {
  const thisYear = Number(today.slice(0, 4));
  if (kind.years === 'path' && noticeArchiveYears(thisYear).includes(year)) {
    return `${kind.base}/${year}`;
  }
  if (kind.years === 'query' && year !== thisYear) {
    return (EVENT_ARCHIVE_YEARS as readonly number[]).includes(year)
      ? `${kind.base}?year=${year}`
      : kind.base;
  }
  return kind.base;
}

/** A four-digit year and a positive whole id from an item address, or undefined. */
export function parseItemAddress(
  year: string | undefined,
  id: string | undefined,
): { year: number; id: number } | undefined {
  if (!year || !id || !/^\d{4}$/.test(year) || !/^[1-9]\d{0,9}$/.test(id)) return undefined;
  return { year: Number(year), id: Number(id) };
}
