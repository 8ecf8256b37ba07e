import { data } from 'react-router';
import { textsOfRequest } from '../../i18n/intl.ts';
import { textsOfMatches } from '../../lib/meta.ts';
import { ContentPage } from '../../components/content-page.tsx';
import { DepartmentSideNav } from '../../components/department/department-side-nav.tsx';
import { FeedLinks } from '../../components/feed-links.tsx';
import { NoticeList } from '../../components/notice-list.tsx';
import { RouteError } from '../../components/route-error.tsx';
import { departmentFeedPath, departmentMeta, pageDescription } from '../../lib/department/meta.ts';
import { forDepartment } from '../../lib/department/load.server.ts';
import { NOTICE_PAGES, type NoticePageKey } from '../../../site-map/department-pages.ts';
import { departmentKindOfType } from '../../../site-map/notice-items.ts';
import { presentNotices } from '../../lib/notices.server.ts';
import type { Route } from './+types/notices-page';
import { englishPathname } from '../../i18n/language.ts';
import { useTexts } from '../../i18n/use-texts.ts';

function pageOf(request: Request) {
  const key = englishPathname(request.url).split('/').filter(Boolean).pop() ?? '';
  if (!Object.hasOwn(NOTICE_PAGES, key)) throw data(null, { status: 404 });
  return NOTICE_PAGES[key as NoticePageKey];
}

/** The department's notifications (DEPT_NOTICE) or its news and events (DEPTEVENT), all years. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = pageOf(request);
  const notices = await forDepartment(() =>
    context.api.getNoticesByTypeDept({ dept_code: params.deptCode, type: page.type, year: '' }),
  );
  return {
    deptCode: params.deptCode,
    title: page.title,
    notices: await presentNotices(
      context,
      notices,
      textsOfRequest(request),
      departmentKindOfType(params.deptCode, page.type),
    ),
  };
}

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  return departmentMeta(
    { matches, error },
    loaderData?.title,
    pageDescription(textsOfMatches(matches), loaderData?.title, 'meta.department.notices'),
  );
}

export default function DepartmentNoticesPage({ loaderData }: Route.ComponentProps) {
  const { deptCode, title, notices } = loaderData;
  const { t, label: labelOf } = useTexts();
  return (
    <ContentPage title={title} sidebar={<DepartmentSideNav deptCode={deptCode} />}>
      <FeedLinks
        feeds={[
          { href: departmentFeedPath(deptCode), label: 'RSS feed', of: t('notice.department') },
        ]}
      />
      <NoticeList notices={notices} empty={t('frame.emptyList', { what: labelOf(title) })} />
    </ContentPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
