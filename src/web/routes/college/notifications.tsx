import { redirect } from 'react-router';
import { textsOfRequest } from '../../i18n/intl.ts';
import { COLLEGE_DEPT_CODE } from '../../../contract/codes.ts';
import { noticeArchiveYears } from '../../../contract/constants.ts';
import { ContentPage } from '../../components/content-page.tsx';
import { FeedLinks } from '../../components/feed-links.tsx';
import { NoticeList } from '../../components/notice-list.tsx';
import { RouteError } from '../../components/route-error.tsx';
import { SideSection } from '../../components/side-section.tsx';
import { archiveYear, currentYear } from '../../lib/archive.server.ts';
import { errorMeta } from '../../lib/error-meta.ts';
import { feedLink, pageMeta, textsOfMatches } from '../../lib/meta.ts';
import { collegeKindOfType } from '../../../site-map/notice-items.ts';
import { presentNotices } from '../../lib/notices.server.ts';
import { lastUpdated } from '../../lib/texts.server.ts';
import { NOTIFICATION_LINKS, findLink } from '../../../site-map/sections.ts';
import type { Route } from './+types/notifications';
import '../../styles/pages.css';
import { useTexts } from '../../i18n/use-texts.ts';
import { pathIn } from '../../i18n/language.ts';

const TYPES = NOTIFICATION_LINKS.map(({ link, label }) => ({
  label,
  href: `/notifications/${link}`,
}));

/**
 * /notifications/{link} and /notifications/{link}/{year}: the notices of one type in one year
 * of the archive (the current year and the six before); without a year, the current year.
 * An unknown link goes to the home page (SPEC §8).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const section = findLink(NOTIFICATION_LINKS, params.link);
  if (!section) throw redirect('/');
  const base = `/notifications/${section.link}`;
  const years = noticeArchiveYears(currentYear(context.today));
  const year = archiveYear(params.year, years, base) ?? years[0]!;
  const notices = await context.api.getNoticesByTypeDept({
    dept_code: COLLEGE_DEPT_CODE,
    type: section.code,
    year,
  });
  return {
    base,
    feed: `/feeds/notifications/${section.link}.xml`,
    label: section.label,
    year,
    archive: years.map((y) => ({ year: y, href: `${base}/${y}` })),
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
  const texts = textsOfMatches(matches);
  const label = texts.label(loaderData.label);
  const year = texts.year(loaderData.year);
  return pageMeta(
    matches,
    texts.t('meta.notices.title', { label, year }),
    texts.t('meta.notices', { label, year }),
    {
      extra: [
        feedLink(pathIn(texts.language, loaderData.feed), texts.t('feed.link.notices', { label })),
      ],
    },
  );
}

export default function Notifications({ loaderData }: Route.ComponentProps) {
  const { base, feed, label, year, notices, updated } = loaderData;
  const { t, label: labelOf, year: yearOf } = useTexts();
  const archive = loaderData.archive.map((entry) => ({
    label: yearOf(entry.year),
    href: entry.href,
  }));
  return (
    <ContentPage
      title={label}
      updated={updated}
      sidebar={
        <>
          <SideSection heading={labelOf('Notifications')} items={TYPES} current={base} />
          <SideSection heading={labelOf('Archive')} items={archive} current={`${base}/${year}`} />
        </>
      }
    >
      <FeedLinks
        feeds={[
          { href: feed, label: 'RSS feed', of: t('notice.notices', { list: labelOf(label) }) },
        ]}
      />
      <h2 className="list-heading">{yearOf(year)}</h2>
      <NoticeList
        notices={notices}
        empty={t('frame.emptyList', { what: labelOf(label) })}
        headingLevel={3}
      />
    </ContentPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
