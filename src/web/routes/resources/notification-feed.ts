import { COLLEGE_DEPT_CODE } from '../../../contract/codes.ts';
import {
  answer,
  feedContext,
  noticeEntries,
  notFoundResponse,
  stem,
} from '../../lib/feeds/feed-context.server.ts';
import { rssFeed, rssResponse } from '../../lib/feeds/rss.server.ts';
import { collegeKindAt } from '../../lib/notice-items.ts';
import type { Route } from './+types/notification-feed';

/**
 * /feeds/notifications/{link}.xml and /feeds/events.xml: RSS 2.0 of one of the college's lists
 * (the notices of every year, newest first), each item pointing at the notice's own page.
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  return answer(async () => {
    const { pathname } = new URL(request.url);
    const link = pathname === '/feeds/events.xml' ? 'events' : stem(params.file, '.xml');
    const kind = collegeKindAt(link === 'events' ? '/events' : `/notifications/${link}`);
    if (!link || !kind) return notFoundResponse();
    const [site, notices] = await Promise.all([
      feedContext(context),
      context.api.getNoticesByTypeDept({ dept_code: COLLEGE_DEPT_CODE, type: kind.type, year: '' }),
    ]);
    const title = kind.event ? 'Events' : `${kind.section}: ${kind.label}`;
    return rssResponse(
      rssFeed({
        ...site,
        title: `${title} | ${site.siteName}`,
        description: `${title} of ${site.siteName}, newest first.`,
        page: kind.base,
        self: pathname,
        entries: noticeEntries(notices, kind),
      }),
    );
  });
}
