import type { ReactNode } from 'react';
import { textsOfRequest } from '../../i18n/intl.ts';
import { COLLEGE_DEPARTMENT_COUNT } from '../../../contract/constants.ts';
import { HolidayNotice } from '../../components/holiday-notice.tsx';
import { HomeHero } from '../../components/home-hero.tsx';
import { LastUpdatedLine } from '../../components/last-updated.tsx';
import { NoticePanel } from '../../components/notice-panel.tsx';
import { RouteError } from '../../components/route-error.tsx';
import { SafeHtml } from '../../components/safe-html.tsx';
import { TourVideo } from '../../components/tour-video.tsx';
import { Unavailable } from '../../components/unavailable.tsx';
import { loadImages } from '../../lib/images.server.ts';
import {
  HOME_PANELS,
  presentEvent,
  presentHoliday,
  presentPanelNotice,
} from '../../lib/home.server.ts';
import { collegeFacts, pageMeta, siteOrigin, textsOfMatches } from '../../lib/meta.ts';
import { collegeOrUniversity } from '../../lib/structured-data.ts';
import { teaser } from '../../lib/teaser.server.ts';
import type { Route } from './+types/home';
import { tolerate } from '../../../lib/failure-log.ts';
import '../../styles/home.css';
import { useTexts } from '../../i18n/use-texts.ts';
import { hidden } from '../../components/visually-hidden.tsx';

/**
 * The home page. Each source is loaded on its own: when one fails, the page shows the others and
 * says in the affected panel what is missing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, site, uploadsUrl, log } = context;
  const texts = textsOfRequest(request);
  // Each null is a panel that says in place what is missing.
  const [college, about, history, events, holiday, notices] = await Promise.all([
    tolerate(site.college(), null, log, 'the college identity'),
    tolerate(site.text('about'), null, log, 'the text about'),
    tolerate(site.text('history'), null, log, 'the text history'),
    tolerate(api.getUpcomingEvents(), null, log, 'the upcoming events'),
    tolerate(api.checkIfTodayIsHoliday(), null, log, 'the holiday check'),
    Promise.all(
      HOME_PANELS.map((panel) =>
        tolerate(
          api.getNoticesByTypeDeptV1({ type: panel.type }),
          null,
          log,
          `the ${panel.type} notices`,
        ),
      ),
    ),
  ]);
  const hero = college?.hero;
  const heroImage =
    hero && hero.fileType === 'image' ? (await loadImages(context, [hero]))(hero) : undefined;
  return {
    college: college && {
      name: college.name,
      nameAs: college.name_as,
      affiliation: college.affiliation,
      affiliationAs: college.affiliation_as,
      established: college.established,
    },
    photo: heroImage && {
      image: heroImage,
      alt: hero?.alt?.trim() || `The campus of ${college?.name ?? 'the college'}`,
    },
    video: college?.tour_video ?? null,
    about: about && teaser(about.body, uploadsUrl, about.body_as),
    history: history && teaser(history.body, uploadsUrl, history.body_as),
    events: events?.map((event) => presentEvent(event, context.today)) ?? null,
    holiday: holiday && presentHoliday(holiday, uploadsUrl, texts),
    panels: HOME_PANELS.map((panel, i) => ({
      title: panel.title,
      page: panel.page,
      notices:
        notices[i]?.map((notice) => presentPanelNotice(notice, panel.page, uploadsUrl, texts)) ??
        null,
    })),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const origin = siteOrigin(matches);
  const college = collegeFacts(matches);
  return pageMeta(matches, undefined, textsOfMatches(matches).t('meta.home'), {
    jsonLd: origin && college ? [collegeOrUniversity(origin, college)] : [],
  });
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { college, photo, video, about, history, events, holiday, panels } = loaderData;
  const { t } = useTexts();
  return (
    <>
      {holiday ? <HolidayNotice holiday={holiday} /> : null}

      <HomeHero college={college} photo={photo} events={events} />

      <div className="container home-teasers">
        <Teaser
          id="about-teaser"
          title={t('home.about')}
          href="/aboutus/about"
          more={t('home.aboutMore')}
        >
          {about ? <SafeHtml html={about} /> : <Unavailable what="frame.unavailable.text" />}
        </Teaser>
        <Teaser
          id="history-teaser"
          title={t('home.history')}
          href="/aboutus/history"
          more={t('home.historyMore')}
        >
          {history ? <SafeHtml html={history} /> : <Unavailable what="frame.unavailable.text" />}
        </Teaser>
      </div>

      <ul className="container home-cards" aria-label={t('home.academics')}>
        <Card title={t('home.departments')} href="/departments">
          {t('home.departmentsText', { count: COLLEGE_DEPARTMENT_COUNT })}
        </Card>
        <Card title={t('home.iqac')} href="/iqac/strategies">
          {t('home.iqacText')}
        </Card>
        <Card title={t('home.committees')} href="/committees">
          {t('home.committeesText')}
        </Card>
      </ul>

      {/* The followed kinds' notices new since the last visit, filled from the public feeds on
          the device (decision 101); below the first screen, so showing it moves nothing seen. */}
      <section
        className="container"
        aria-labelledby="followed-news"
        data-enhance="followed-news"
        hidden
      >
        <h2 id="followed-news">{t('follow.new')}</h2>
        <ul />
      </section>

      <div className="container notice-panels">
        {panels.map((panel, i) => (
          <NoticePanel key={panel.page} id={`notice-panel-${i}`} {...panel} />
        ))}
      </div>

      <ul className="container home-cards" aria-label={t('home.more')}>
        <Card title={t('home.important')} href="/importantfile">
          {t('home.importantText')}
        </Card>
        <Card title={t('home.organogram')} href="/organo">
          {t('home.organogramText')}
        </Card>
        <Card title={t('home.emblem')} href="/emblem">
          {t('home.emblemText')}
        </Card>
      </ul>

      {video ? (
        <section className="container home-video" aria-labelledby="tour-video">
          <h2 id="tour-video">{t('home.tour')}</h2>
          <TourVideo youtubeId={video.youtube_id} title={video.title} />
        </section>
      ) : null}
      {/* GIGW: every page says when its content last changed; the home page's is the whole
          content's, the day it was last imported (decision 095). */}
      <div className="container">
        <LastUpdatedLine />
      </div>
    </>
  );
}

function Teaser({
  id,
  title,
  href,
  more,
  children,
}: {
  id: string;
  title: string;
  href: string;
  /** Completes 'Read More' for screen readers, whose list of links has no context. */
  more: string;
  children: ReactNode;
}) {
  const { rich } = useTexts();
  return (
    <section className="teaser" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
      <p>
        <a href={href} className="button">
          {rich('home.readMore', { more, hidden })}
        </a>
      </p>
    </section>
  );
}

function Card({ title, href, children }: { title: string; href: string; children: ReactNode }) {
  return (
    <li className="home-card">
      <h2 className="home-card__title">
        <a href={href} className="home-card__link">
          {title}
        </a>
      </h2>
      <p>{children}</p>
    </li>
  );
}
