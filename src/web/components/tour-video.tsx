import type { ReactNode } from 'react';
import { youtubeEmbedUrl } from '../../lib/embeds.ts';
import { TOUR_TRANSCRIPT } from '../../site-map/website-pages.ts';
import { EmbedOnRequest } from './embed-on-request.tsx';
import { useTexts } from '../i18n/use-texts.ts';
import { hidden } from './visually-hidden.tsx';
import { ContentText } from './content-text.tsx';

/**
 * The campus tour video as a light placeholder: nothing is fetched from YouTube until the visitor
 * asks for the video. Then the privacy-enhanced player (youtube-nocookie.com) starts with its
 * captions on (cc_load_policy=1). A written transcript is one link away (WCAG 1.2).
 */
export function TourVideo({ youtubeId, title }: { youtubeId: string; title: string }) {
  const id = encodeURIComponent(youtubeId);
  const { t, rich } = useTexts();
  return (
    <div className="tour-video">
      <EmbedOnRequest
        className="tour-video"
        face={
          <>
            <span className="tour-video__play" aria-hidden="true" />
            <span className="tour-video__title" data-content="">
              <ContentText en={title} />
            </span>
          </>
        }
        askLabel={t('video.play', { title })}
        away={{
          href: `https://www.youtube.com/watch?v=${id}`,
          label: t('video.away', { title }),
        }}
        frame={{
          src: `${youtubeEmbedUrl(youtubeId)}&cc_load_policy=1`,
          title,
          allow:
            'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture',
          allowFullScreen: true,
        }}
      />
      <p className="tour-video__note">
        {t('video.note')}{' '}
        {rich('video.transcript', {
          title: <ContentText en={title} />,
          hidden,
          a: (chunks: ReactNode[]) => <a href={TOUR_TRANSCRIPT.path}>{chunks}</a>,
        })}
      </p>
    </div>
  );
}
