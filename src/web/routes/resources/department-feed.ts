import { departmentPath } from '../../../site-map/department-pages.ts';
import {
  answer,
  feedContext,
  feedRequest,
  noticeEntries,
  notFoundResponse,
  stem,
} from '../../lib/feeds/feed-context.server.ts';
import { rssFeed, rssResponse } from '../../lib/feeds/rss.server.ts';
import { departmentKinds } from '../../../site-map/notice-items.ts';
import { departmentTitleIn } from '../../lib/department/meta.ts';
import type { Route } from './+types/department-feed';

/**
 * /feeds/department/{dept_code}.xml: RSS 2.0 of a department's notices and events together;
 * under /as/feeds/… in Assamese, named by the department's `dept_name_as` (decision 061).
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  return answer(async () => {
    const deptCode = stem(params.file, '.xml');
    if (!deptCode) return notFoundResponse();
    const { texts, self } = feedRequest(request);
    const { t, language } = texts;
    const department = await context.api.getDeptData({ dept_code: deptCode });
    const kinds = departmentKinds(department.dept_code);
    const [site, ...lists] = await Promise.all([
      feedContext(context, texts),
      ...kinds.map((kind) =>
        context.api.getNoticesByTypeDept({ dept_code: kind.deptCode, type: kind.type, year: '' }),
      ),
    ]);
    const name = departmentTitleIn(texts, department.dept_name, department.dept_name_as);
    return rssResponse(
      rssFeed({
        ...site,
        language,
        title: t('feed.title', { title: name, site: site.siteName }),
        description: t('feed.department', { department: name }),
        page: departmentPath(department.dept_code),
        self,
        entries: kinds.flatMap((kind, i) => noticeEntries(lists[i] ?? [], kind)),
      }),
    );
  });
}
