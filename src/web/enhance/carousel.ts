import { motionAllowed, onMotionChange, pausable } from './motion.ts';

/**
 * The hero's upcoming events (components/event-carousel.tsx): the server sends them rotating,
 * the first on show. Here one event at a time moves on every `data-interval` ms with a Pause
 * control; where the visitor asks for reduced motion, the whole list shows instead.
 */
export function enhanceCarousel(root: HTMLElement) {
  const list = root.querySelector<HTMLElement>('.event-list');
  const items = [...root.querySelectorAll<HTMLElement>('.event-list__item')];
  const interval = Number(root.dataset.interval);
  if (!list || items.length < 2 || !(interval > 0)) return;
  let current = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  const motion = pausable(root, root.dataset.label ?? '', (running) => run(running));

  const show = (index: number) => items.forEach((item, i) => (item.hidden = i !== index));
  function run(running: boolean) {
    clearInterval(timer);
    timer = undefined;
    // While it rotates, screen readers are not interrupted; once held, changes are read.
    list!.setAttribute('aria-live', running ? 'off' : 'polite');
    if (!running || !root.classList.contains('is-rotating')) return;
    timer = setInterval(() => show((current = (current + 1) % items.length)), interval);
  }
  function setRotating(rotating: boolean) {
    root.classList.toggle('is-rotating', rotating);
    if (rotating) {
      show(current);
      root.append(motion.control);
      run(motion.running());
    } else {
      items.forEach((item) => (item.hidden = false));
      list!.removeAttribute('aria-live');
      motion.control.remove();
      run(false);
    }
  }
  onMotionChange(() => setRotating(motionAllowed()));
  setRotating(motionAllowed());
}
