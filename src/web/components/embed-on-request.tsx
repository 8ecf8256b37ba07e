import type { ReactNode } from 'react';
import { EXTERNAL_LINK } from '../lib/external-link.ts';
import { useTexts } from '../i18n/use-texts.ts';

/**
 * A frame from another site (the tour video, the map) that costs nothing until the visitor asks
 * for it: a placeholder of the frame's own size stands in its place, a link to the same content
 * on the other site. The enhancement (src/web/enhance/embed.ts) makes it a button that puts the
 * frame, described by the data-frame-* attributes, there and gives it focus. Nothing moves when
 * the frame arrives.
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
  const { t } = useTexts();
  return (
    <a
      className={`${className}__face`}
      href={away.href}
      aria-label={`${away.label} ${t('embed.externalNote')}`}
      {...EXTERNAL_LINK}
      data-enhance="embed"
      data-ask={askLabel}
      data-frame-class={`${className}__frame`}
      data-frame-src={frame.src}
      data-frame-title={frame.title}
      {...(frame.allow ? { 'data-frame-allow': frame.allow } : {})}
      {...(frame.allowFullScreen ? { 'data-frame-fullscreen': '' } : {})}
    >
      {face}
    </a>
  );
}
