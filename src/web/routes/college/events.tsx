import { COLLEGE_DEPT_CODE } from '../../../contract/codes.ts';
import { EVENT_ARCHIVE_YEARS } from '../../../contract/constants.ts';
import { ContentPage } from '../../components/content-page.tsx';
import { FeedLinks } from '../../components/feed-links.tsx';
import { NoticeList } from '../../components/notice-list.tsx';
import { RouteError } from '../../components/route-error.tsx';
import { SideSection } from '../../components/side-section.tsx';
import { archiveYear, currentYear } from '../../lib/archive.server.ts';
import { errorMeta } from '../../lib/error-meta.ts';
import { feedLink, pageMeta } from '../../lib/meta.ts';
import { collegeKindOfType } from '../../lib/notice-items.ts';
import { presentNotices } from '../../lib/notices.server.ts';
import type { Route } from './+types/events';
import '../../styles/pages.css';

/** The events as a calendar to subscribe to (iCalendar) and as an RSS feed. */
const EVENT_FEEDS = [
  { href: '/feeds/events.xml', label: 'RSS feed', of: 'the events' },
  { href: '/feeds/events.ics', label: 'Calendar (iCalendar)', of: 'the events' },
] as const;

/**
 * /events: the college's events of one year. The archive has the fixed years of SPEC §9
 * (?year=2021); without a year the page shows this year's events, past and upcoming.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get('year');
  const thisYear = currentYear(context.today);
  const year = archiveYear(asked, EVENT_ARCHIVE_YEARS, '/events') ?? thisYear;
  const events = await context.api.getNoticesByTypeDept({
    dept_code: COLLEGE_DEPT_CODE,
    type: 'COLLEGE_EVENT',
    year,
  });
  return {
    year,
    thisYear,
    events: await presentNotices(context, events, collegeKindOfType('COLLEGE_EVENT')),
  };
}

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(matches, error);
  const { year } = loaderData;
  return pageMeta(
    matches,
    `Events ${year}`,
    `Events of the college in ${year}: celebrations, seminars, camps and competitions.`,
    {
      extra: [
        feedLink(EVENT_FEEDS[0].href, 'Events (RSS)'),
        { tagName: 'link', rel: 'alternate', type: 'text/calendar', href: EVENT_FEEDS[1].href },
      ],
    },
  );
}

export default function Events({ loaderData }: Route.ComponentProps) {
  const { year, thisYear, events } = loaderData;
  const archive = [
    { label: `This year (${thisYear})`, href: '/events' },
    ...EVENT_ARCHIVE_YEARS.map((y) => ({ label: String(y), href: `/events?year=${y}` })),
  ];
  return (
    <ContentPage
      title="Events"
      sidebar={
        <SideSection
          heading="Archive"
          items={archive}
          current={year === thisYear ? '/events' : `/events?year=${year}`}
        />
      }
    >
      <FeedLinks feeds={EVENT_FEEDS} />
      <h2 className="list-heading">{year}</h2>
      <NoticeList notices={events} empty="No Events found" headingLevel={3} />
    </ContentPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
