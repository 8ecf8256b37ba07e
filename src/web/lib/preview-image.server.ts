import { LRUCache } from 'lru-cache';
import { PREVIEW_IMAGE } from './meta.ts';

/** Colours of the site's own header (styles/base.css: --brand, --brand-dark). */
const BRAND = '#7a1f1f';
const BRAND_DARK = '#4f1212';
const LOGO_SIZE = 220;

/** Made once per name and logo, then kept (the image only changes when they do). */
const made = new LRUCache<string, Buffer>({ max: 4 });

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Splits a name into at most three lines of about `width` characters. */
function lines(text: string, width: number): string[] {
  const out: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = out.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width)
      out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out.slice(0, 3);
}

export interface PreviewFacts {
  name: string;
  /** A line under the name, e.g. 'Affiliated to Gauhati University'. */
  tagline: string;
  /** The logo's bytes, when the backend could give them. */
  logo: Buffer | undefined;
  /** Names the image in the cache: changes when the name or the logo changes. */
  key: string;
}

/**
 * The link-preview image (1200×630 PNG, what OpenGraph and Twitter cards show): the college's
 * logo beside its name on the site's colours, drawn with sharp from an SVG.
 */
export async function previewImage(facts: PreviewFacts): Promise<Buffer> {
  const cached = made.get(facts.key);
  if (cached) return cached;
  const { width, height } = PREVIEW_IMAGE;
  const { default: sharp } = await import('sharp');
  const textX = facts.logo ? 120 + LOGO_SIZE + 60 : 100;
  const nameLines = lines(facts.name, facts.logo ? 18 : 26);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="${BRAND}"/>
  <rect y="${height - 70}" width="100%" height="70" fill="${BRAND_DARK}"/>
  <text x="${textX}" y="${300 - (nameLines.length - 1) * 40}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="72" font-weight="bold" fill="#ffffff">
    ${nameLines.map((line, i) => `<tspan x="${textX}" dy="${i === 0 ? 0 : 84}">${escapeXml(line)}</tspan>`).join('')}
  </text>
  <text x="${textX}" y="${300 + nameLines.length * 42 + 40}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="34" fill="#ffe9c7">${escapeXml(facts.tagline)}</text>
</svg>`;
  const layers: { input: Buffer; left: number; top: number }[] = [];
  if (facts.logo) {
    try {
      const logo = await sharp(facts.logo, { limitInputPixels: 25_000_000 })
        .resize(LOGO_SIZE, LOGO_SIZE, {
          fit: 'contain',
          background: { r: 0, g: 0, b: 0, alpha: 0 },
        })
        .png()
        .toBuffer();
      layers.push({ input: logo, left: 120, top: Math.round((height - 70 - LOGO_SIZE) / 2) });
    } catch {
      // Not an image: the name alone makes the preview.
    }
  }
  const image = await sharp(Buffer.from(svg)).composite(layers).png().toBuffer();
  made.set(facts.key, image);
  return image;
}
