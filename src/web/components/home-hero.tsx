import type { HeroEvent } from '../lib/home.server.ts';
import type { ResponsiveImage } from '../lib/images.ts';
import { ContentImage } from './content-image.tsx';
import { EventCarousel } from './event-carousel.tsx';
import { Unavailable } from './unavailable.tsx';
import { useTexts } from '../i18n/use-texts.ts';
import { ContentText, namePair } from './content-text.tsx';

/** The hero photograph's box when its size is not known (a link to another site). */
const HERO_HINT = { width: 1600, height: 900 };

export interface HeroCollege {
  name: string;
  nameAs: string;
  affiliation: string;
  affiliationAs: string;
  established: number;
}

/**
 * The top of the home page: the college's name (the page's h1) and the upcoming events, over
 * the college's photograph when its content has one (college.yaml `hero`).
 */
export function HomeHero({
  college,
  photo,
  events,
}: {
  college: HeroCollege | null;
  photo?: { image: ResponsiveImage; alt: string } | undefined;
  /** null: the events could not be loaded. */
  events: readonly HeroEvent[] | null;
}) {
  const { t, rich, language } = useTexts();
  const names = college ? namePair(language, college.name, college.nameAs) : null;
  return (
    <div className={photo ? 'hero hero--photo' : 'hero'}>
      {photo ? (
        <ContentImage
          className="hero__photo"
          image={photo.image}
          alt={photo.alt}
          sizes="100vw"
          loading="lcp"
          // Without a known size, a 16:9 box: CSS covers it, so no layout shift either way.
          width={photo.image.width ?? HERO_HINT.width}
          height={photo.image.height ?? HERO_HINT.height}
        />
      ) : null}
      <div className="container hero__inner">
        <div className="hero__intro">
          <h1 className="hero__title" data-content="">
            {names?.first ?? t('home.welcome')}
          </h1>
          {names?.second ? (
            <p className="hero__name-as" lang={names.second.lang}>
              {names.second.text}
            </p>
          ) : null}
          {college ? (
            <p className="hero__tagline">
              {t('home.established', { year: college.established })}
              {college.affiliation ? (
                <>
                  {' · '}
                  {rich('frame.affiliated', {
                    affiliation: (
                      <span data-content="">
                        <ContentText en={college.affiliation} as={college.affiliationAs} />
                      </span>
                    ),
                  })}
                </>
              ) : null}
            </p>
          ) : null}
        </div>
        <section className="hero__events" aria-labelledby="upcoming-events">
          <h2 id="upcoming-events" className="hero__events-title">
            {t('home.upcomingEvents')}
          </h2>
          {events === null ? (
            <Unavailable what="frame.unavailable.events" />
          ) : events.length === 0 ? (
            <p className="panel-message">{t('home.noUpcomingEvents')}</p>
          ) : (
            <EventCarousel events={events} />
          )}
          <p className="hero__more">
            <a href="/events">{t('home.allEvents')}</a>
          </p>
        </section>
      </div>
    </div>
  );
}
