import { motionAllowed, onMotionChange, pausable } from './motion.ts';

/** How long the list rests at its end before starting again from the top (ticks). */
const REST_TICKS = 40;

/**
 * A home panel's notices (components/notice-marquee.tsx): a scrollable box from the server. Here
 * it scrolls up one pixel every `data-tick` ms when its list is taller than the box and the
 * visitor lets things move, holding on hover, on focus and with its Pause control.
 */
export function enhanceMarquee(root: HTMLElement) {
  const box = root.querySelector<HTMLElement>('.marquee__box');
  const tick = Number(root.dataset.tick);
  if (!box || !(tick > 0)) return;
  const motion = pausable(root, root.dataset.label ?? '', () => update());
  motion.control.classList.add('marquee__control');
  onMotionChange(() => update());
  let timer: ReturnType<typeof setInterval> | undefined;

  function update() {
    const scrolls = motionAllowed() && box!.scrollHeight > box!.clientHeight + 1;
    if (scrolls && !motion.control.isConnected) root.prepend(motion.control);
    if (!scrolls) motion.control.remove();
    const run = scrolls && motion.running();
    if (run === (timer !== undefined)) return;
    clearInterval(timer);
    timer = run ? setInterval(step, tick) : undefined;
  }

  // Counted apart from scrollTop, which screens with fractional pixels round.
  let position = box.scrollTop;
  let rest = 0;
  function step() {
    // The visitor scrolled the list by hand (touch, wheel): go on from where they left it.
    if (Math.abs(box!.scrollTop - position) > 2) position = box!.scrollTop;
    if (position >= box!.scrollHeight - box!.clientHeight) {
      if (++rest < REST_TICKS) return;
      rest = 0;
      position = 0;
    } else {
      position += 1;
    }
    box!.scrollTop = position;
  }

  const observer = new ResizeObserver(update);
  observer.observe(box);
  if (box.firstElementChild) observer.observe(box.firstElementChild);
  update();
}
