import { useState, type FocusEvent } from 'react';
import { useMotionAllowed } from './use-motion-allowed.ts';

/**
 * Pausable motion (WCAG 2.2.2) for the event carousel and the notice marquees: it runs only when
 * motion is allowed, and holds while the pointer is over it, while focus is inside it, and once
 * the visitor presses its Pause control. Pressing Play again is an explicit request: it resumes
 * even with the pointer or focus still on the control, until they next enter.
 */
export function usePausable() {
  const motion = useMotionAllowed();
  const [pausedByVisitor, setPausedByVisitor] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const toggle = () => {
    if (pausedByVisitor) {
      setHovered(false);
      setFocused(false);
    }
    setPausedByVisitor(!pausedByVisitor);
  };

  /** Spread on the element whose hover and focus hold the motion. */
  const holdProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };

  return {
    motion,
    running: motion && !pausedByVisitor && !hovered && !focused,
    pausedByVisitor,
    toggle,
    holdProps,
  };
}
