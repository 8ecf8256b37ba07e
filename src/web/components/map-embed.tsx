import { EmbedOnRequest } from './embed-on-request.tsx';
import { useTexts } from '../i18n/use-texts.ts';

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
  const { t } = useTexts();
  return (
    <div className="map-embed">
      <EmbedOnRequest
        className="map-embed"
        face={
          <>
            <span className="map-embed__pin" aria-hidden="true" />
            <span className="map-embed__place" data-content="">
              {place}
            </span>
            <span className="map-embed__ask">{t('map.show')}</span>
          </>
        }
        askLabel={t('map.showNamed', { title: map.title })}
        away={{ href: map.link, label: t('map.away', { title: map.title }) }}
        frame={{ src: map.embedUrl, title: map.title }}
      />
      <p className="map-embed__note">{t('map.note')}</p>
    </div>
  );
}
