import { departmentPath } from '../../lib/department/pages.ts';
import {
  answer,
  feedContext,
  noticeEntries,
  notFoundResponse,
  stem,
} from '../../lib/feeds/feed-context.server.ts';
import { rssFeed, rssResponse } from '../../lib/feeds/rss.server.ts';
import { departmentKinds } from '../../lib/notice-items.ts';
import type { Route } from './+types/department-feed';

/** /feeds/department/{dept_code}.xml: RSS 2.0 of a department's notices and events together. */
export function loader({ params, request, context }: Route.LoaderArgs) {
  return answer(async () => {
    const deptCode = stem(params.file, '.xml');
    if (!deptCode) return notFoundResponse();
    const department = await context.api.getDeptData({ dept_code: deptCode });
    const kinds = departmentKinds(department.dept_code);
    const [site, ...lists] = await Promise.all([
      feedContext(context),
      ...kinds.map((kind) =>
        context.api.getNoticesByTypeDept({ dept_code: kind.deptCode, type: kind.type, year: '' }),
      ),
    ]);
    const title = `Department of ${department.dept_name}`;
    return rssResponse(
      rssFeed({
        ...site,
        title: `${title} | ${site.siteName}`,
        description: `Notices, news and events of the ${title}, newest first.`,
        page: departmentPath(department.dept_code),
        self: new URL(request.url).pathname,
        entries: kinds.flatMap((kind, i) => noticeEntries(lists[i] ?? [], kind)),
      }),
    );
  });
}
