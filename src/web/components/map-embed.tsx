import { EmbedOnRequest } from './embed-on-request.tsx';

export interface MapInfo {
  title: string;
  /** The embeddable map (an OpenStreetMap export). */
  embedUrl: string;
  /** The same place on the map's own site. */
  link: string;
}

/**
 * The college on a map, without cost until asked for: a drawn placeholder of the map's size
 * (no byte from the map's site) that becomes the embedded map on a click, or without
 * JavaScript links to the map's own site.
 */
export function MapEmbed({ map, place }: { map: MapInfo; place: string }) {
  return (
    <div className="map-embed">
      <EmbedOnRequest
        className="map-embed"
        face={
          <>
            <span className="map-embed__pin" aria-hidden="true" />
            <span className="map-embed__place">{place}</span>
            <span className="map-embed__ask">Show map</span>
          </>
        }
        askLabel={`Show map: ${map.title}`}
        away={{ href: map.link, label: `Open the map on OpenStreetMap: ${map.title}` }}
        frame={{ src: map.embedUrl, title: map.title }}
      />
      <p className="map-embed__note">The map comes from OpenStreetMap once you ask for it.</p>
    </div>
  );
}
