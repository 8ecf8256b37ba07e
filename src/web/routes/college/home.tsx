import type { ReactNode } from 'react';
import { COLLEGE_DEPARTMENT_COUNT } from '../../../contract/constants.ts';
import { HolidayNotice } from '../../components/holiday-notice.tsx';
import { HomeHero } from '../../components/home-hero.tsx';
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
import { collegeFacts, pageMeta, siteOrigin } from '../../lib/meta.ts';
import { collegeOrUniversity } from '../../lib/structured-data.ts';
import { teaser } from '../../lib/teaser.server.ts';
import type { Route } from './+types/home';
import { tolerate } from '../../../lib/failure-log.ts';
import '../../styles/home.css';

/**
 * The home page. Each source is loaded on its own: when one fails, the page shows the others and
 * says in the affected panel what is missing.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { api, site, uploadsUrl, log } = context;
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
      established: college.established,
    },
    photo: heroImage && {
      image: heroImage,
      alt: hero?.alt?.trim() || `The campus of ${college?.name ?? 'the college'}`,
    },
    video: college?.tour_video ?? null,
    about: about && teaser(about.body, uploadsUrl),
    history: history && teaser(history.body, uploadsUrl),
    events: events?.map((event) => presentEvent(event, context.today)) ?? null,
    holiday: holiday && presentHoliday(holiday, uploadsUrl),
    panels: HOME_PANELS.map((panel, i) => ({
      title: panel.title,
      page: panel.page,
      notices:
        notices[i]?.map((notice) => presentPanelNotice(notice, panel.page, uploadsUrl)) ?? null,
    })),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const origin = siteOrigin(matches);
  const college = collegeFacts(matches);
  return pageMeta(
    matches,
    undefined,
    'Notices, tenders, announcements, upcoming events, departments and information of the college.',
    { jsonLd: origin && college ? [collegeOrUniversity(origin, college)] : [] },
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { college, photo, video, about, history, events, holiday, panels } = loaderData;
  return (
    <>
      {holiday ? <HolidayNotice holiday={holiday} /> : null}

      <HomeHero college={college} photo={photo} events={events} />

      <div className="container home-teasers">
        <Teaser
          id="about-teaser"
          title="About The College"
          href="/aboutus/about"
          more="about the college"
        >
          {about ? <SafeHtml html={about} /> : <Unavailable what="This text" />}
        </Teaser>
        <Teaser
          id="history-teaser"
          title="Our History"
          href="/aboutus/history"
          more="of our history"
        >
          {history ? <SafeHtml html={history} /> : <Unavailable what="This text" />}
        </Teaser>
      </div>

      <ul className="container home-cards" aria-label="Academics">
        <Card title="Departments" href="/departments">
          The college has {COLLEGE_DEPARTMENT_COUNT} departments in the Arts and Science streams.
        </Card>
        <Card title="IQAC" href="/iqac/strategies">
          The Internal Quality Assurance Cell: strategies, NAAC documents, AQAR and feedback.
        </Card>
        <Card title="Committees" href="/committees">
          The committees of the college, their members, objectives and minutes.
        </Card>
      </ul>

      <div className="container notice-panels">
        {panels.map((panel, i) => (
          <NoticePanel key={panel.page} id={`notice-panel-${i}`} {...panel} />
        ))}
      </div>

      <ul className="container home-cards" aria-label="More about the college">
        <Card title="Important Informations" href="/importantfile">
          Notices and documents every student and visitor should know about.
        </Card>
        <Card title="Organogram" href="/organo">
          How the college is organised, from the Governing Body to the departments and cells.
        </Card>
        <Card title="The Emblem" href="/emblem">
          The emblem of the college and what it stands for.
        </Card>
      </ul>

      {video ? (
        <section className="container home-video" aria-labelledby="tour-video">
          <h2 id="tour-video">Campus Tour</h2>
          <TourVideo youtubeId={video.youtube_id} title={video.title} />
        </section>
      ) : null}
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
  return (
    <section className="teaser" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
      <p>
        <a href={href} className="button">
          Read More<span className="visually-hidden"> {more}</span>
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
