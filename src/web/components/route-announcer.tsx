import { useEffect, useRef, useState } from 'react';
import { useLocation, type Location } from 'react-router';

/**
 * Where a navigation leaves the keyboard: the element the address's #fragment names, else the
 * heading the view marked, else the page's h1, else main.
 */
function focusTarget(location: Location): HTMLElement | null {
  const id = location.hash ? decodeURIComponent(location.hash.slice(1)) : '';
  return (
    (id ? document.getElementById(id) : null) ??
    // The heading a view marks for it (the NAAC metrics' level): data-route-focus.
    document.querySelector<HTMLElement>('[data-route-focus]') ??
    document.querySelector<HTMLElement>('main h1') ??
    document.querySelector<HTMLElement>('main')
  );
}

/**
 * One place for every route (WCAG 2.4.3, 4.1.3): after a client-side navigation to another page,
 * or one that removed the control that had focus (a tab, a level of the NAAC metrics), focus
 * moves to the new page's heading and its title is announced. A first load is the browser's to
 * announce; a change that keeps focus in place (a filter typed, a #section) is left alone.
 */
export function RouteAnnouncer() {
  const location = useLocation();
  const previous = useRef<Location | null>(null);
  const [message, setMessage] = useState('');

  useEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (!before || (before.pathname === location.pathname && before.search === location.search))
      return;
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    if (before.pathname === location.pathname && !lost) return;
    const target = focusTarget(location);
    if (target) {
      if (!target.matches('a[href], button, input, select, textarea, [tabindex]'))
        target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    }
    setMessage(document.title);
  }, [location]);

  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
