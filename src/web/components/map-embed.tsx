import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '../lib/use-hydrated.ts';

export interface MapInfo {
  title: string;
  /** The embeddable map (an OpenStreetMap export). */
  embedUrl: string;
  /** The same place on the map's own site. */
  link: string;
}

/**
 * The college on a map, without cost until asked for: the page carries only a link to the map;
 * with JavaScript a 'Show map' button puts the embedded map in its place. No byte comes from the
 * map's site before the visitor asks.
 */
export function MapEmbed({ map }: { map: MapInfo }) {
  const enhanced = useHydrated();
  const [shown, setShown] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  // The button the visitor pressed is gone: keep their place by focusing the map instead.
  useEffect(() => {
    if (shown) frame.current?.focus();
  }, [shown]);
  return (
    <div className="map-embed">
      {shown ? (
        <iframe
          ref={frame}
          className="map-embed__frame"
          src={map.embedUrl}
          title={map.title}
          width="800"
          height="450"
          referrerPolicy="no-referrer"
        />
      ) : enhanced ? (
        <button type="button" className="button" onClick={() => setShown(true)}>
          Show map
        </button>
      ) : null}
      <p>
        <a href={map.link} rel="noopener noreferrer">
          Open the map on OpenStreetMap
        </a>
      </p>
    </div>
  );
}
