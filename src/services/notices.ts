import { LATEST_NOTICES_LIMIT, UPCOMING_EVENTS_LIMIT } from '../contract/constants.ts';
import { dateParts } from '../lib/dates.ts';
import { assameseOf, holidayAnswer, noticeAnswer } from './answers.ts';
import { isKnownDeptCode } from './departments.repository.ts';
import { findHolidayOn, findNotices, findUpcomingEvents } from './notices.repository.ts';
import { refused } from './refused.ts';
import type { AreaServices, ServiceDeps } from './services.ts';

type NoticeCalls =
  'getNoticesByTypeDeptV1' | 'getNoticesByTypeDept' | 'getUpcomingEvents' | 'checkIfTodayIsHoliday';

/** Notices, events and the holiday of today (SPEC §7). */
export function noticesServices({ db, uploadsUrl, today }: ServiceDeps): AreaServices<NoticeCalls> {
  const requireDept = async (name: NoticeCalls, deptCode: string) => {
    if (!(await isKnownDeptCode(db, deptCode)))
      throw refused(name, `Unknown dept_code '${deptCode}'`);
  };
  return {
    async getNoticesByTypeDeptV1({ type, dept_code, year }) {
      await requireDept('getNoticesByTypeDeptV1', dept_code);
      // No year: the latest notices of the type, for the home panels.
      const limit = year === null ? LATEST_NOTICES_LIMIT : undefined;
      const rows = await findNotices(db, type, dept_code, year, limit);
      return rows.map((row) => noticeAnswer(row, uploadsUrl));
    },
    async getNoticesByTypeDept({ type, dept_code, year }) {
      await requireDept('getNoticesByTypeDept', dept_code);
      const rows = await findNotices(db, type, dept_code, year);
      return rows.map((row) => noticeAnswer(row, uploadsUrl));
    },
    async getUpcomingEvents() {
      const rows = await findUpcomingEvents(db, today(), UPCOMING_EVENTS_LIMIT);
      return rows.map((row) => ({
        id: row.id,
        date: row.date,
        date_no: dateParts(row.date).date_no,
        month: dateParts(row.date).month,
        title: row.title,
        ...assameseOf({ title_as: row.title_as }),
      }));
    },
    async checkIfTodayIsHoliday() {
      const holiday = await findHolidayOn(db, today());
      if (!holiday) return { status: false, data: null };
      return { status: true, data: holidayAnswer(holiday, uploadsUrl) };
    },
  };
}
