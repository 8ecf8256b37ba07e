import type { Picture } from './picture.ts';

/**
 * The caption a GPS camera app prints along the bottom of a geo-tagged photograph, as NAAC asks
 * for its photographs of activities: a small map with a pin, the place, the address, latitude
 * and longitude, and the date and time the picture was taken. The only text the renderer draws;
 * it is set in the system's fonts (DejaVu/Liberation here), so its bytes can differ elsewhere.
 */
export interface Geotag {
  /** Degrees north and east, six decimals as the apps print them. */
  latitude: number;
  longitude: number;
  /** Local time (IST), 'YYYY-MM-DDTHH:MM'. */
  taken: string;
  /** 'Kopoubari, Assam, India' */
  place: string;
  /** The street address line. */
  address: string;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** '14/02/2026 11:32 AM GMT +05:30', as the apps print it. */
export function geotagTime(taken: string): string {
  const [date = '', time = ''] = taken.split('T');
  const [y, m, d] = date.split('-');
  const [hh = 0, mm = '00'] = [Number(time.slice(0, 2)), time.slice(3, 5)];
  const h12 = hh % 12 === 0 ? 12 : hh % 12;
  return `${d}/${m}/${y} ${String(h12).padStart(2, '0')}:${mm} ${hh < 12 ? 'AM' : 'PM'} GMT +05:30`;
}

export const latLong = (g: Geotag) =>
  `Lat ${g.latitude.toFixed(6)}\u00b0 Long ${g.longitude.toFixed(6)}\u00b0`;

/** Draws the caption band over the bottom of a finished picture. */
export function drawGeotag(pic: Picture, g: Geotag): void {
  const { width: w, height: h } = pic;
  const band = Math.round(h * 0.2);
  const top = h - band;
  const pad = Math.round(band * 0.1);
  const map = band - 2 * pad;
  const x = pad * 2 + map;
  const size = band / 7.2;
  const font = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';
  const line = (i: number, text: string, scale = 1, weight = 'normal') =>
    `<text x="${x}" y="${(top + pad + size * 1.25 * scale + i * size * 1.45).toFixed(1)}" font-family="${font}" font-size="${(size * scale).toFixed(1)}" font-weight="${weight}" fill="#ffffff">${escape(text)}</text>`;
  // The map: fields, two roads crossing and a red pin where the camera stood.
  const mx = pad;
  const my = top + pad;
  pic
    .caption()
    .add(
      `<rect x="0" y="${top}" width="${w}" height="${band}" fill="#000000" fill-opacity="0.58"/>`,
      `<rect x="${mx}" y="${my}" width="${map}" height="${map}" rx="${pad / 2}" fill="#dfe8d2"/>`,
      `<path d="M${mx} ${my + map * 0.62} L${mx + map} ${my + map * 0.48}" stroke="#f6d58a" stroke-width="${map * 0.07}"/>`,
      `<path d="M${mx + map * 0.35} ${my} L${mx + map * 0.42} ${my + map}" stroke="#ffffff" stroke-width="${map * 0.05}"/>`,
      `<path d="M${mx + map * 0.1} ${my + map * 0.2} q${map * 0.3} ${map * 0.1} ${map * 0.8} ${map * 0.05}" stroke="#9cc3e6" stroke-width="${map * 0.06}" fill="none"/>`,
      `<circle cx="${mx + map * 0.5}" cy="${my + map * 0.42}" r="${map * 0.11}" fill="#d93025"/>`,
      `<path d="M${mx + map * 0.41} ${my + map * 0.46} L${mx + map * 0.5} ${my + map * 0.62} L${mx + map * 0.59} ${my + map * 0.46}Z" fill="#d93025"/>`,
      `<circle cx="${mx + map * 0.5}" cy="${my + map * 0.42}" r="${map * 0.045}" fill="#ffffff"/>`,
      line(0, g.place, 1.25, 'bold'),
      line(1.15, g.address),
      line(2.15, latLong(g)),
      line(3.15, geotagTime(g.taken)),
    );
}
