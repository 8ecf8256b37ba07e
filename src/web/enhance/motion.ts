const REDUCE = '(prefers-reduced-motion: reduce)';

/** Whether the visitor lets things move (has not asked for reduced motion). */
export const motionAllowed = () => !window.matchMedia(REDUCE).matches;

/** Calls `onChange` when the visitor changes their wish for reduced motion. */
export function onMotionChange(onChange: () => void) {
  window.matchMedia(REDUCE).addEventListener('change', onChange);
}

/**
 * Pausable motion (WCAG 2.2.2) for the event carousel and the notice marquees: it holds while the
 * pointer is over `holder`, while focus is inside it, and once the visitor presses its Pause
 * control. Pressing Play again is an explicit request: it resumes even with the pointer or focus
 * still on the control, until they next enter. `onChange` hears whether it may run.
 */
export function pausable(holder: HTMLElement, label: string, onChange: (running: boolean) => void) {
  let pausedByVisitor = false;
  let hovered = false;
  let focused = false;
  const update = () => onChange(!pausedByVisitor && !hovered && !focused);
  const set = (change: () => void) => () => {
    change();
    update();
  };
  holder.addEventListener(
    'mouseenter',
    set(() => (hovered = true)),
  );
  holder.addEventListener(
    'mouseleave',
    set(() => (hovered = false)),
  );
  holder.addEventListener(
    'focusin',
    set(() => (focused = true)),
  );
  holder.addEventListener('focusout', (event) => {
    if (holder.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    update();
  });

  // The control: 'Pause' or 'Play' in the page's language (the server's data-pause and
  // data-play), and what it holds for a screen reader.
  const pause = holder.dataset.pause ?? 'Pause';
  const play = holder.dataset.play ?? 'Play';
  const control = document.createElement('button');
  control.type = 'button';
  control.className = 'motion-control';
  const word = document.createTextNode(pause);
  const name = document.createElement('span');
  name.className = 'visually-hidden';
  name.textContent = ` ${label}`;
  control.append(word, name);
  control.addEventListener('click', () => {
    if (pausedByVisitor) hovered = focused = false;
    pausedByVisitor = !pausedByVisitor;
    word.data = pausedByVisitor ? play : pause;
    update();
  });
  return { control, running: () => !pausedByVisitor && !hovered && !focused };
}
