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
import { lastUpdated, loadOptionalText } from '../../lib/texts.server.ts';
import { SafeHtml } from '../../components/safe-html.tsx';
import { STUDENT_LINKS, findLink } from '../../../site-map/sections.ts';
import type { Route } from './+types/students';
import '../../styles/pages.css';
import { useTexts } from '../../i18n/use-texts.ts';

const SIDE_LIST = STUDENT_LINKS.map(({ link, label }) => ({ label, href: `/students/${link}` }));

/**
 * /students/{link}: the notices of one student code, all years, newest first (routines,
 * results and schedules are few, and a student looks for the latest). Grievances shows its
 * title (SPEC §2), with the college's text students/grievances under it if there is one.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const section = findLink(STUDENT_LINKS, params.link);
  if (!section) throw data(null, { status: 404 });
  const [notices, html] = await Promise.all([
    section.code
      ? context.api.getNoticesByTypeDept({
          dept_code: COLLEGE_DEPT_CODE,
          type: section.code,
          year: '',
        })
      : null,
    section.link === 'grievances' ? loadOptionalText(context, 'students/grievances') : undefined,
  ]);
  return {
    label: section.label,
    html,
    notices: notices
      ? await presentNotices(
          context,
          notices,
          textsOfRequest(request),
          collegeKindOfType(section.code),
        )
      : null,
    updated: lastUpdated(notices?.map((notice) => notice.date) ?? []),
  };
}

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(matches, error);
  const { label } = loaderData;
  const texts = textsOfMatches(matches);
  return pageMeta(matches, label, texts.t('meta.students', { label: texts.label(label) }));
}

export default function Students({ loaderData }: Route.ComponentProps) {
  const { label, html, notices, updated } = loaderData;
  const { t, label: labelOf } = useTexts();
  return (
    <ContentPage
      title={label}
      updated={updated}
      sidebar={<SideSection heading={labelOf('Students')} items={SIDE_LIST} />}
    >
      {html ? <SafeHtml html={html} /> : null}
      {notices ? (
        <NoticeList notices={notices} empty={t('frame.emptyList', { what: labelOf(label) })} />
      ) : null}
    </ContentPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
