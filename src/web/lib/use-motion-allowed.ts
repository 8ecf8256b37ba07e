import { useSyncExternalStore } from 'react';

const REDUCE = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(REDUCE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * True once JavaScript runs the page and the visitor has not asked for reduced motion. False on
 * the server and during hydration, so what moves starts as the still HTML the server sent.
 */
export function useMotionAllowed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !window.matchMedia(REDUCE).matches,
    () => false,
  );
}
