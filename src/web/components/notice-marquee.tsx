import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { MARQUEE_HEIGHT_PX, MARQUEE_TICK_MS } from '../../contract/constants.ts';
import type { PanelNotice } from '../lib/home.server.ts';
import { usePausable } from '../lib/use-pausable.ts';
import { NewBadge } from './new-badge.tsx';
import { EXTERNAL_LINK } from '../lib/external-link.ts';

/** How long the list rests at its end before starting again from the top (ticks). */
const REST_TICKS = 40;

const TYPE_LABELS = { PDF: 'PDF', image: 'Image', file: 'File' } as const;

/**
 * A home panel's notices in a box MARQUEE_HEIGHT_PX high. Without JavaScript (or with reduced
 * motion) it is a plain scrollable list; with JavaScript it scrolls up one pixel every
 * MARQUEE_TICK_MS, holding on hover, on focus and with its Pause control.
 */
export function NoticeMarquee({
  label,
  notices,
}: {
  label: string;
  notices: readonly PanelNotice[];
}) {
  const { motion, running, pausedByVisitor, toggle, holdProps } = usePausable();
  const boxRef = useRef<HTMLDivElement>(null);
  const overflows = useOverflows(boxRef);
  const scrolls = motion && overflows;

  useEffect(() => {
    const box = boxRef.current;
    if (!scrolls || !running || !box) return;
    // Counted apart from scrollTop, which screens with fractional pixels round.
    let position = box.scrollTop;
    let rest = 0;
    const timer = setInterval(() => {
      // The visitor scrolled the list by hand (touch, wheel): go on from where they left it.
      if (Math.abs(box.scrollTop - position) > 2) position = box.scrollTop;
      if (position >= box.scrollHeight - box.clientHeight) {
        if (++rest < REST_TICKS) return;
        rest = 0;
        position = 0;
      } else {
        position += 1;
      }
      box.scrollTop = position;
    }, MARQUEE_TICK_MS);
    return () => clearInterval(timer);
  }, [scrolls, running]);

  return (
    <div className="marquee" {...holdProps}>
      {scrolls ? (
        <button type="button" className="motion-control marquee__control" onClick={toggle}>
          {pausedByVisitor ? 'Play' : 'Pause'}
          <span className="visually-hidden"> {label}</span>
        </button>
      ) : null}
      <div ref={boxRef} className="marquee__box" style={{ maxHeight: MARQUEE_HEIGHT_PX }}>
        <ul className="marquee__list">
          {notices.map((notice) => (
            <li key={notice.id} className="marquee__item">
              <NoticeLink notice={notice} />
              {notice.isNew ? <NewBadge /> : null}
              <time className="marquee__date" dateTime={notice.date}>
                {notice.dateLabel}
              </time>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function NoticeLink({ notice }: { notice: PanelNotice }) {
  if (notice.kind === 'page') return <Link to={notice.href}>{notice.title}</Link>;
  return (
    <a href={notice.href} {...(notice.kind === 'link' ? EXTERNAL_LINK : {})}>
      {notice.title}
      {notice.fileType ? (
        <span className="file-type"> ({notice.fileLabel ?? TYPE_LABELS[notice.fileType]})</span>
      ) : null}
    </a>
  );
}

/** True when the box's content is taller than the box (then there is something to scroll). */
function useOverflows(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setOverflows(box.scrollHeight > box.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
