import { useEffect, useRef, type KeyboardEvent, type TouchEvent } from 'react';
import type { AlbumView } from '../../lib/department/gallery.server.ts';
import { ContentImage } from '../content-image.tsx';

/** The picture's size when the backend does not say (the usual 3:2 photograph). */
const LARGE_SIZE = { width: 1200, height: 800 };

export interface ViewerState {
  album: number;
  index: number;
}

/** A swipe shorter than this is a tap, not a change of picture. */
const SWIPE_PX = 40;

/**
 * The large view of a gallery picture: a modal <dialog> (focus stays inside, Escape closes it)
 * with Previous and Next buttons, the arrow keys and a swipe. Only with JavaScript: without it
 * the thumbnails are plain links to the full pictures.
 */
export function GalleryViewer({
  albums,
  state,
  onChange,
  onClose,
}: {
  albums: readonly AlbumView[];
  state: ViewerState | null;
  onChange: (state: ViewerState) => void;
  onClose: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const touchX = useRef<number | null>(null);
  const album = state ? albums[state.album] : undefined;
  const image = state && album ? album.images[state.index] : undefined;
  const count = album?.images.length ?? 0;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (image && !dialog.open) dialog.showModal();
    if (!image && dialog.open) dialog.close();
  }, [image]);

  const step = (by: number) => {
    if (state && count > 0) onChange({ ...state, index: (state.index + by + count) % count });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
  };
  const onTouchStart = (event: TouchEvent) => {
    touchX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchX.current;
    const end = event.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    step(end < start ? 1 : -1);
  };

  return (
    <dialog
      ref={dialogRef}
      className="gallery-viewer"
      aria-labelledby="gallery-viewer-title"
      onClose={onClose}
      onKeyDown={onKeyDown}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      {image && album && state ? (
        <>
          <div className="gallery-viewer__bar">
            <p id="gallery-viewer-title" className="gallery-viewer__title">
              {album.caption}: photo {state.index + 1} of {count}
            </p>
            <button type="button" className="button" onClick={onClose}>
              Close
            </button>
          </div>
          <ContentImage
            className="gallery-viewer__image"
            image={image.image}
            sizes="100vw"
            {...(image.image.width ? {} : LARGE_SIZE)}
            alt={image.alt}
            loading="eager"
          />
          {count > 1 ? (
            <div className="gallery-viewer__nav">
              <button type="button" className="button" onClick={() => step(-1)}>
                Previous
              </button>
              <button type="button" className="button" onClick={() => step(1)}>
                Next
              </button>
            </div>
          ) : null}
        </>
      ) : null}
    </dialog>
  );
}
