import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { CAROUSEL_INTERVAL_MS } from '../../contract/constants.ts';
import type { HeroEvent } from '../lib/home.server.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { usePausable } from '../lib/use-pausable.ts';

/**
 * The upcoming events of the hero, each a link to its entry on the events page. It shows one
 * event at a time and moves on every CAROUSEL_INTERVAL_MS, holding on hover, on focus and with
 * its Pause control. The server already sends it in that shape, in a box of fixed height, so
 * that nothing moves when JavaScript takes over (CLS 0, decision 023); CSS shows the whole list
 * where nothing will rotate it: without JavaScript, and with reduced motion.
 */
export function EventCarousel({ events }: { events: readonly HeroEvent[] }) {
  const { motion, running, pausedByVisitor, toggle, holdProps } = usePausable();
  const hydrated = useHydrated();
  const [current, setCurrent] = useState(0);
  // Until hydration the page cannot know whether it will rotate: it is sent as if it will.
  const rotating = events.length > 1 && (motion || !hydrated);

  useEffect(() => {
    if (!rotating || !running) return;
    const timer = setInterval(
      () => setCurrent((index) => (index + 1) % events.length),
      CAROUSEL_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [rotating, running, events.length]);

  return (
    <div className={rotating ? 'event-carousel is-rotating' : 'event-carousel'} {...holdProps}>
      {/* While it rotates, screen readers are not interrupted; once held, changes are read. */}
      <ul className="event-list" aria-live={rotating ? (running ? 'off' : 'polite') : undefined}>
        {events.map((event, i) => (
          <li key={event.id} className="event-list__item" hidden={rotating && i !== current}>
            <time className="event-date" dateTime={event.date}>
              <span className="event-date__day">{event.day}</span>
              <span className="event-date__month">{event.month}</span>
            </time>
            <Link className="event-list__title" to={event.href}>
              {event.title}
            </Link>
          </li>
        ))}
      </ul>
      {rotating && hydrated ? (
        <button type="button" className="motion-control" onClick={toggle}>
          {pausedByVisitor ? 'Play' : 'Pause'}
          <span className="visually-hidden"> upcoming events</span>
        </button>
      ) : null}
    </div>
  );
}
