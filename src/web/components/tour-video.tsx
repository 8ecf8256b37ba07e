import { useEffect, useRef, useState } from 'react';
import { youtubeEmbedUrl } from '../../lib/embeds.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

/**
 * The campus tour video as a light placeholder: nothing is fetched from YouTube until the visitor
 * asks for the video. Then the privacy-enhanced player (youtube-nocookie.com) replaces the
 * placeholder and takes focus. Without JavaScript the placeholder links to the video on YouTube.
 */
export function TourVideo({ youtubeId, title }: { youtubeId: string; title: string }) {
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const id = encodeURIComponent(youtubeId);

  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  if (playing) {
    return (
      <div className="tour-video">
        <iframe
          ref={frameRef}
          className="tour-video__frame"
          src={youtubeEmbedUrl(youtubeId)}
          title={title}
          width="560"
          height="315"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      </div>
    );
  }

  const face = (
    <>
      <span className="tour-video__play" aria-hidden="true" />
      <span className="tour-video__title">{title}</span>
    </>
  );
  return (
    <div className="tour-video">
      {hydrated ? (
        <button
          type="button"
          className="tour-video__face"
          aria-label={`Play video: ${title}`}
          onClick={() => setPlaying(true)}
        >
          {face}
        </button>
      ) : (
        <a
          className="tour-video__face"
          href={`https://www.youtube.com/watch?v=${id}`}
          aria-label={`Watch on YouTube: ${title}`}
        >
          {face}
        </a>
      )}
      <p className="tour-video__note">The video plays from YouTube once you start it.</p>
    </div>
  );
}
