/** SVG building blocks for the demo images. Fonts: sharp renders <text> with the system's fonts. */

export const FONT = 'DejaVu Sans, Liberation Sans, sans-serif';
export const SERIF = 'DejaVu Serif, Liberation Serif, serif';

export function esc(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export function svg(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>`;
}

export function linear(id: string, stops: string[], vertical = true): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="0"';
  const s = stops
    .map((c, i) => `<stop offset="${i / (stops.length - 1)}" stop-color="${c}"/>`)
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}>${s}</linearGradient>`;
}

export function text(
  x: number,
  y: number,
  content: string,
  size: number,
  fill: string,
  options: {
    anchor?: 'start' | 'middle' | 'end';
    weight?: 'bold' | 'normal';
    family?: string;
    extra?: string;
  } = {},
): string {
  const { anchor = 'start', weight = 'normal', family = FONT, extra = '' } = options;
  return `<text x="${x}" y="${y}" font-family="${family}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" ${extra}>${esc(content)}</text>`;
}

/**
 * A strip of gamosa-like weave: white cloth with a red border and red diamond motifs, the
 * Assamese towel that is at every college function. Used as a border on banners and pictures.
 */
export function gamosaStrip(y: number, width: number, height: number): string {
  const motifs: string[] = [];
  const step = height * 1.6;
  const mid = y + height / 2;
  const r = height * 0.28;
  for (let x = step / 2; x < width; x += step) {
    motifs.push(
      `<path d="M${x} ${mid - r} L${x + r} ${mid} L${x} ${mid + r} L${x - r} ${mid}Z" fill="#c1121f"/>`,
    );
    motifs.push(`<circle cx="${x + step / 2}" cy="${mid}" r="${r * 0.35}" fill="#c1121f"/>`);
  }
  return (
    `<rect x="0" y="${y}" width="${width}" height="${height}" fill="#fbf8ef"/>` +
    `<rect x="0" y="${y}" width="${width}" height="${height * 0.12}" fill="#c1121f"/>` +
    `<rect x="0" y="${y + height * 0.88}" width="${width}" height="${height * 0.12}" fill="#c1121f"/>` +
    motifs.join('')
  );
}
