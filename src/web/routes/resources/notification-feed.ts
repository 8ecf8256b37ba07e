import { COLLEGE_DEPT_CODE } from '../../../contract/codes.ts';
import {
  answer,
  feedContext,
  feedRequest,
  noticeEntries,
  notFoundResponse,
  stem,
} from '../../lib/feeds/feed-context.server.ts';
import { rssFeed, rssResponse } from '../../lib/feeds/rss.server.ts';
import { collegeKindAt } from '../../../site-map/notice-items.ts';
import type { Route } from './+types/notification-feed';

/**
 * /feeds/notifications/{link}.xml, /feeds/students/{link}.xml and /feeds/events.xml: RSS 2.0 of one of the college's lists
 * (the notices of every year, newest first), each item pointing at the notice's own page; under
 * /as/feeds/… the same in Assamese, pointing at the Assamese pages (decision 061).
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  return answer(async () => {
    const { texts, self, englishPath } = feedRequest(request);
    const { t, label } = texts;
    // The list's own address: /feeds/events.xml → /events, /feeds/students/results.xml →
    // /students/results (the students' lists have feeds too: decision 101 follows them).
    const link = englishPath === '/feeds/events.xml' ? 'events' : stem(params.file, '.xml');
    const section = englishPath.split('/')[2];
    const kind = collegeKindAt(link === 'events' ? '/events' : `/${section}/${link}`);
    if (!link || !kind) return notFoundResponse();
    const [site, notices] = await Promise.all([
      feedContext(context, texts),
      context.api.getNoticesByTypeDept({ dept_code: COLLEGE_DEPT_CODE, type: kind.type, year: '' }),
    ]);
    const title = kind.event
      ? t('feed.events')
      : t('feed.notices.title', { section: label(kind.section), label: label(kind.label) });
    return rssResponse(
      rssFeed({
        ...site,
        language: texts.language,
        title: t('feed.title', { title, site: site.siteName }),
        description: t('feed.notices', { title, site: site.siteName }),
        page: kind.base,
        self,
        entries: noticeEntries(notices, kind),
      }),
    );
  });
}
