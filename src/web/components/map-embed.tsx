import { EmbedOnRequest } from './embed-on-request.tsx';
import { useTexts } from '../i18n/use-texts.ts';
import { langOf, textIn } from './content-text.tsx';

export interface MapInfo {
  title: string;
  /** The title in Assamese, '' when the content gives none. */
  titleAs?: string;
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
  const { t, language } = useTexts();
  // The title is said inside the page's sentences ('Show map: …'): in the page's language.
  const title = textIn(language, map.title, map.titleAs);
  return (
    <div className="map-embed">
      <EmbedOnRequest
        className="map-embed"
        face={
          <>
            <span className="map-embed__pin" aria-hidden="true" />
            <span className="map-embed__place" data-content="" lang={langOf(language, place)}>
              {place}
            </span>
            <span className="map-embed__ask">{t('map.show')}</span>
          </>
        }
        askLabel={t('map.showNamed', { title })}
        away={{ href: map.link, label: t('map.away', { title }) }}
        frame={{ src: map.embedUrl, title }}
      />
      <p className="map-embed__note">{t('map.note')}</p>
    </div>
  );
}
