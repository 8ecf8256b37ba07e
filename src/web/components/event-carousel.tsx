import { CAROUSEL_INTERVAL_MS } from '../../contract/constants.ts';
import type { HeroEvent } from '../lib/home.server.ts';
import { useTexts } from '../i18n/use-texts.ts';
import { ContentText } from './content-text.tsx';
import { motionWords } from './motion-words.ts';

/**
 * The upcoming events of the hero, each a link to its entry on the events page. The server sends
 * them as they rotate, one event on show in a box of fixed height, so that nothing moves when the
 * rotation starts (CLS 0, decision 023); CSS shows the whole list where nothing will rotate it:
 * without JavaScript, and with reduced motion. The enhancement (src/web/enhance/carousel.ts)
 * moves on every CAROUSEL_INTERVAL_MS, holding on hover, on focus and with its Pause control.
 */
export function EventCarousel({ events }: { events: readonly HeroEvent[] }) {
  const rotating = events.length > 1;
  const { t, month, number } = useTexts();
  return (
    <div
      className={rotating ? 'event-carousel is-rotating' : 'event-carousel'}
      {...(rotating ? { 'data-enhance': 'carousel', 'data-interval': CAROUSEL_INTERVAL_MS } : {})}
      {...motionWords(t)}
      data-label={t('motion.events')}
    >
      {/* Until it rotates, changes are read; while it rotates, screen readers are not interrupted. */}
      <ul className="event-list" aria-live={rotating ? 'polite' : undefined}>
        {events.map((event, i) => (
          <li key={event.id} className="event-list__item" hidden={rotating && i !== 0}>
            <time className="event-date" dateTime={event.date}>
              <span className="event-date__day">{number(event.day)}</span>
              <span className="event-date__month">{month(event.month)}</span>
            </time>
            <a className="event-list__title" href={event.href} data-content="">
              <ContentText en={event.title} as={event.titleAs} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
