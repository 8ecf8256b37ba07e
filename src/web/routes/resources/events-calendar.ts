import { COLLEGE_DEPT_CODE } from '../../../contract/codes.ts';
import { calendarFile, calendarResponse } from '../../lib/feeds/calendar.server.ts';
import { answer, feedContext, noticeEntries } from '../../lib/feeds/feed-context.server.ts';
import { collegeKindOfType } from '../../lib/notice-items.ts';
import type { Route } from './+types/events-calendar';

const EVENTS = collegeKindOfType('COLLEGE_EVENT')!;

/** /feeds/events.ics: every event of the college as an iCalendar feed to subscribe to. */
export function loader({ context }: Route.LoaderArgs) {
  return answer(async () => {
    const [site, events] = await Promise.all([
      feedContext(context),
      context.api.getNoticesByTypeDept({
        dept_code: COLLEGE_DEPT_CODE,
        type: EVENTS.type,
        year: '',
      }),
    ]);
    return calendarResponse(
      calendarFile({
        ...site,
        name: `Events of ${site.siteName}`,
        page: EVENTS.base,
        events: noticeEntries(events, EVENTS),
      }),
    );
  });
}
