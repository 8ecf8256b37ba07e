import { useEffect, useRef, useState, type ReactNode } from 'react';
import { EXTERNAL_LINK, EXTERNAL_LINK_NOTE } from '../lib/external-link.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

/**
 * A frame from another site (the tour video, the map) that costs nothing until the visitor asks
 * for it: a placeholder of the frame's own size stands in its place. With JavaScript the
 * placeholder is a button that puts the frame there and gives it focus; without, it links to the
 * same content on the other site. Nothing moves when the frame arrives.
 */
export function EmbedOnRequest({
  className,
  face,
  askLabel,
  away,
  frame,
}: {
  /** The block's class; the placeholder is `{className}__face`, the frame `{className}__frame`. */
  className: string;
  /** What the placeholder shows. */
  face: ReactNode;
  /** The button's name: 'Play video: …', 'Show map: …'. */
  askLabel: string;
  /** Without JavaScript: the same content on its own site. */
  away: { href: string; label: string };
  frame: {
    src: string;
    title: string;
    allow?: string;
    allowFullScreen?: boolean;
  };
}) {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  // The button the visitor pressed is gone: keep their place by focusing the frame instead.
  useEffect(() => {
    if (shown) frameRef.current?.focus();
  }, [shown]);

  if (shown) {
    return (
      <iframe
        ref={frameRef}
        className={`${className}__frame`}
        src={frame.src}
        title={frame.title}
        width="560"
        height="315"
        referrerPolicy="strict-origin-when-cross-origin"
        {...(frame.allow ? { allow: frame.allow } : {})}
        {...(frame.allowFullScreen ? { allowFullScreen: true } : {})}
      />
    );
  }
  return hydrated ? (
    <button
      type="button"
      className={`${className}__face`}
      aria-label={askLabel}
      onClick={() => setShown(true)}
    >
      {face}
    </button>
  ) : (
    <a
      className={`${className}__face`}
      href={away.href}
      aria-label={`${away.label} ${EXTERNAL_LINK_NOTE}`}
      {...EXTERNAL_LINK}
    >
      {face}
    </a>
  );
}
