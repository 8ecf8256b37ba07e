import { COLLEGE_DEPT_CODE } from '../../../contract/codes.ts';
import { calendarFile, calendarResponse } from '../../lib/feeds/calendar.server.ts';
import {
  answer,
  feedContext,
  feedRequest,
  noticeEntries,
} from '../../lib/feeds/feed-context.server.ts';
import { collegeKindOfType } from '../../../site-map/notice-items.ts';
import type { Route } from './+types/events-calendar';

const EVENTS = collegeKindOfType('COLLEGE_EVENT')!;

/**
 * /feeds/events.ics: every event of the college as an iCalendar feed to subscribe to; under
 * /as/feeds/events.ics named in Assamese, its events linking to the Assamese pages.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return answer(async () => {
    const { texts } = feedRequest(request);
    const [site, events] = await Promise.all([
      feedContext(context, texts),
      context.api.getNoticesByTypeDept({
        dept_code: COLLEGE_DEPT_CODE,
        type: EVENTS.type,
        year: '',
      }),
    ]);
    return calendarResponse(
      calendarFile({
        ...site,
        language: texts.language,
        today: context.today,
        name: texts.t('feed.calendar', { site: site.siteName }),
        page: EVENTS.base,
        events: noticeEntries(events, EVENTS),
      }),
    );
  });
}
