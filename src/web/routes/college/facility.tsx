import { data } from 'react-router';
import { textsOfRequest } from '../../i18n/intl.ts';
import { COLLEGE_DEPT_CODE } from '../../../contract/codes.ts';
import { ContentPage } from '../../components/content-page.tsx';
import { NoticeList } from '../../components/notice-list.tsx';
import { RouteError } from '../../components/route-error.tsx';
import { SideSection } from '../../components/side-section.tsx';
import { errorMeta } from '../../lib/error-meta.ts';
import { pageMeta, textsOfMatches } from '../../lib/meta.ts';
import { collegeKindOfType } from '../../../site-map/notice-items.ts';
import { presentNotices } from '../../lib/notices.server.ts';
import { lastUpdated } from '../../lib/texts.server.ts';
import { FACILITY_LINKS, findLink } from '../../../site-map/sections.ts';
import type { Route } from './+types/facility';
import '../../styles/pages.css';
import { useTexts } from '../../i18n/use-texts.ts';

const SIDE_LIST = FACILITY_LINKS.map(({ link, label }) => ({ label, href: `/facility/${link}` }));

/** /facility/{link}: what the college publishes about one facility, all years, newest first. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const section = findLink(FACILITY_LINKS, params.link);
  if (!section) throw data(null, { status: 404 });
  const notices = await context.api.getNoticesByTypeDept({
    dept_code: COLLEGE_DEPT_CODE,
    type: section.code,
    year: '',
  });
  return {
    label: section.label,
    notices: await presentNotices(
      context,
      notices,
      textsOfRequest(request),
      collegeKindOfType(section.code),
    ),
    updated: lastUpdated(notices.map((notice) => notice.date)),
  };
}

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(matches, error);
  const { label } = loaderData;
  const texts = textsOfMatches(matches);
  return pageMeta(matches, label, texts.t('meta.facility', { label: texts.label(label) }));
}

export default function Facility({ loaderData }: Route.ComponentProps) {
  const { label, notices, updated } = loaderData;
  const { t, label: labelOf } = useTexts();
  return (
    <ContentPage
      title={label}
      updated={updated}
      sidebar={<SideSection heading={labelOf('Facilities')} items={SIDE_LIST} />}
    >
      <NoticeList notices={notices} empty={t('frame.emptyList', { what: labelOf(label) })} />
    </ContentPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
