import { loadDepartment } from '../../lib/department/load.server.ts';
import { calendarFile, calendarResponse } from '../../lib/feeds/calendar.server.ts';
import {
  answer,
  feedContext,
  noticeEntries,
  notFoundResponse,
  stem,
} from '../../lib/feeds/feed-context.server.ts';
import { findNotice } from '../../lib/notice-item.server.ts';
import { collegeKindOfType, departmentKindOfType } from '../../../site-map/notice-items.ts';
import type { Route } from './+types/event-file';

/**
 * The calendar file of one event, beside its page's address:
 * /feeds/events/{year}/{id}.ics and /feeds/department/{dept_code}/events/{year}/{id}.ics.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  return answer(async () => {
    const id = stem(params.file, '.ics');
    if (!id) return notFoundResponse();
    const kind = params.deptCode
      ? departmentKindOfType(
          (await loadDepartment(context, params.deptCode)).dept_code,
          'DEPTEVENT',
        )
      : collegeKindOfType('COLLEGE_EVENT');
    if (!kind) return notFoundResponse();
    const [site, event] = await Promise.all([
      feedContext(context),
      findNotice(context, kind, { year: params.year, id }),
    ]);
    return calendarResponse(
      calendarFile({
        ...site,
        // One event's file stays at its one address, linking to the English page (decision 061).
        language: 'en',
        today: context.today,
        name: event.title,
        page: kind.base,
        events: noticeEntries([event], kind),
      }),
      `event-${event.id}.ics`,
    );
  });
}
