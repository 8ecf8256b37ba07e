import { httpErrors } from '@fastify/sensible';
import type { FastifyInstance } from 'fastify';
import { LATEST_NOTICES_LIMIT, UPCOMING_EVENTS_LIMIT } from '../../contract/constants.ts';
import { dateParts } from '../../lib/dates.ts';
import { assameseOf, attachmentsOf, noticeAnswer } from '../answers.ts';
import { contractRoute } from '../contract-route.ts';
import { isKnownDeptCode } from '../departments/departments.repository.ts';
import type { ApiDeps } from '../deps.ts';
import { findHolidayOn, findNotices, findUpcomingEvents } from './notices.repository.ts';

export async function noticesRoutes(app: FastifyInstance, { db, uploadsUrl, today }: ApiDeps) {
  const requireDept = async (deptCode: string) => {
    if (!(await isKnownDeptCode(db, deptCode)))
      throw httpErrors.notFound(`Unknown dept_code '${deptCode}'`);
  };

  contractRoute(app, 'getNoticesByTypeDeptV1', async ({ type, dept_code, year }) => {
    await requireDept(dept_code);
    // No year: the latest notices of the type, for the home panels.
    const rows = await findNotices(
      db,
      type,
      dept_code,
      year,
      year === null ? LATEST_NOTICES_LIMIT : undefined,
    );
    return rows.map((row) => noticeAnswer(row, uploadsUrl));
  });

  contractRoute(app, 'getNoticesByTypeDept', async ({ type, dept_code, year }) => {
    await requireDept(dept_code);
    const rows = await findNotices(db, type, dept_code, year);
    return rows.map((row) => noticeAnswer(row, uploadsUrl));
  });

  contractRoute(app, 'getUpcomingEvents', async () => {
    const rows = await findUpcomingEvents(db, today(), UPCOMING_EVENTS_LIMIT);
    return rows.map((row) => ({
      id: row.id,
      date: row.date,
      ...dateParts(row.date),
      title: row.title,
      ...assameseOf({ title_as: row.title_as }),
    }));
  });

  contractRoute(app, 'checkIfTodayIsHoliday', async () => {
    const holiday = await findHolidayOn(db, today());
    if (!holiday) return { status: false, data: null };
    return {
      status: true,
      data: {
        title: holiday.title,
        start_date: holiday.start_date,
        end_date: holiday.end_date,
        description: holiday.description,
        upload_info: attachmentsOf(holiday.upload_info, uploadsUrl),
      },
    };
  });
}
