import { useEffect, useState } from 'react';
import { CAROUSEL_INTERVAL_MS } from '../../contract/constants.ts';
import type { HeroEvent } from '../lib/home.server.ts';
import { usePausable } from '../lib/use-pausable.ts';

/**
 * The upcoming events of the hero. The server sends a plain list; with JavaScript, and unless
 * the visitor asked for reduced motion, it shows one event at a time and moves on every
 * CAROUSEL_INTERVAL_MS, holding on hover, on focus and with its Pause control.
 */
export function EventCarousel({ events }: { events: readonly HeroEvent[] }) {
  const { motion, running, pausedByVisitor, toggle, holdProps } = usePausable();
  const [current, setCurrent] = useState(0);
  const rotating = motion && events.length > 1;

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
            <span className="event-list__title">{event.title}</span>
          </li>
        ))}
      </ul>
      {rotating ? (
        <button type="button" className="motion-control" onClick={toggle}>
          {pausedByVisitor ? 'Play' : 'Pause'}
          <span className="visually-hidden"> upcoming events</span>
        </button>
      ) : null}
    </div>
  );
}
