import { redirect } from 'react-router';
import { textsOfRequest } from '../../i18n/intl.ts';
import { COLLEGE_DEPT_CODE } from '../../../contract/codes.ts';
import { EVENT_ARCHIVE_YEARS } from '../../../contract/constants.ts';
import { ContentPage } from '../../components/content-page.tsx';
import { FeedLinks } from '../../components/feed-links.tsx';
import { NoticeList } from '../../components/notice-list.tsx';
import { RouteError } from '../../components/route-error.tsx';
import { SideSection } from '../../components/side-section.tsx';
import { archiveYear, currentYear, eventYears } from '../../lib/archive.server.ts';
import { eventsPath } from '../../lib/events.ts';
import { errorMeta } from '../../lib/error-meta.ts';
import { feedLink, pageMeta, textsOfMatches } from '../../lib/meta.ts';
import { collegeKindOfType } from '../../../site-map/notice-items.ts';
import { presentNotices } from '../../lib/notices.server.ts';
import { lastUpdated } from '../../lib/texts.server.ts';
import type { Route } from './+types/events';
import { routeQuery } from '../../lib/route-query.ts';
import '../../styles/pages.css';
import { useTexts } from '../../i18n/use-texts.ts';
import { pathIn } from '../../i18n/language.ts';

/** The events as a calendar to subscribe to (iCalendar) and as an RSS feed. */
const EVENT_FEEDS = [
  { href: '/feeds/events.xml', label: 'RSS feed', of: 'the events' },
  { href: '/feeds/events.ics', label: 'Calendar (iCalendar)', of: 'the events' },
] as const;

/** ?year=2021: a year of the archive. */
export const queryParams = ['year'] as const;

/**
 * /events: the college's events of one year. The archive has the fixed years of SPEC §9
 * (?year=2021) and every other year that has events (next year's, last year's); without a year
 * the page shows this year's events, past and upcoming. One call for all years tells which
 * years have events.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = routeQuery(request, queryParams).get('year');
  const thisYear = currentYear(context.today);
  const all = await context.api.getNoticesByTypeDept({
    dept_code: COLLEGE_DEPT_CODE,
    type: 'COLLEGE_EVENT',
    year: '',
  });
  const years = eventYears(
    all.map((event) => event.year),
    EVENT_ARCHIVE_YEARS,
    thisYear,
  );
  // This year's events have one address: the page without a year.
  if (asked === String(thisYear)) throw redirect('/events');
  const year = archiveYear(asked, years, '/events') ?? thisYear;
  return {
    year,
    // Named by the page, in its language's digits (decision 061).
    archive: years.map((y) => ({
      year: y,
      thisYear: y === thisYear,
      href: eventsPath(y, thisYear),
    })),
    current: eventsPath(year, thisYear),
    events: await presentNotices(
      context,
      all.filter((event) => event.year === year),
      textsOfRequest(request),
      collegeKindOfType('COLLEGE_EVENT'),
    ),
    // Events are dated by when they happen: the newest that is not in the future.
    updated: lastUpdated(all.map((event) => event.date).filter((d) => d && d <= context.today)),
  };
}

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(matches, error);
  const texts = textsOfMatches(matches);
  const year = texts.year(loaderData.year);
  return pageMeta(
    matches,
    texts.t('meta.events.title', { year }),
    texts.t('meta.events', { year }),
    {
      extra: [
        feedLink(pathIn(texts.language, EVENT_FEEDS[0].href), texts.t('feed.link.events')),
        { tagName: 'link', rel: 'alternate', type: 'text/calendar', href: EVENT_FEEDS[1].href },
      ],
    },
  );
}

export default function Events({ loaderData }: Route.ComponentProps) {
  const { year, current, events, updated } = loaderData;
  const { t, year: yearOf } = useTexts();
  const archive = loaderData.archive.map(({ year: y, thisYear, href }) => ({
    label: thisYear ? t('meta.archive.thisYear', { year: yearOf(y) }) : yearOf(y),
    href,
  }));
  return (
    <ContentPage
      title={t('events.title')}
      updated={updated}
      sidebar={<SideSection heading={t('events.archive')} items={archive} current={current} />}
    >
      <FeedLinks feeds={EVENT_FEEDS} />
      <h2 className="list-heading">{yearOf(year)}</h2>
      <NoticeList notices={events} empty={t('events.empty')} headingLevel={3} />
    </ContentPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
