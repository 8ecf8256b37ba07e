import type { Random } from '../../lib/random.ts';
import { css, hex, mix, scale, type Rgb } from './colour.ts';
import type { SvgLayer } from './picture.ts';
import { castOnGround, shadowAlpha } from './solids.ts';
import { shade, type Camera, type Light } from './world.ts';

/**
 * People of an Assamese college at a distance: students and teachers in shirts and trousers,
 * mekhela chador, salwar kameez, saree, kurta, lab coats, jerseys and NCC khaki, in the skin
 * tones and hair of the valley. Each body part is a shaded solid in the scene's light (lit
 * side, shade side), and every figure throws a soft shadow.
 */

export const SKIN = [
  '#e2b48e',
  '#d4a27a',
  '#c68c63',
  '#b57a52',
  '#a06a45',
  '#8a5a3c',
  '#74492f',
].map(hex);
export const HAIR = ['#15100d', '#1d1611', '#2a1d15', '#3a2a1e'].map(hex);
const GREY_HAIR = hex('#8e8a84');
const SHIRTS = [
  '#f2f0ea',
  '#d8e3ef',
  '#b9cbe0',
  '#e9dcc4',
  '#c9d8c2',
  '#5f7fa8',
  '#8b3a3a',
  '#f3e7c9',
  '#6c7a89',
  '#2f4f6f',
].map(hex);
const TROUSERS = ['#1f2733', '#2b2b2b', '#3d3b37', '#5d5446', '#23344d', '#6b6255'].map(hex);
const MUGA = hex('#e6cf9a');
const BORDERS = ['#b3202a', '#8a1c2b', '#c0392b', '#1f5f3f', '#7a1f5c'].map(hex);
const BRIGHT = [
  '#c2185b',
  '#1e88e5',
  '#43a047',
  '#fbc02d',
  '#8e24aa',
  '#f4511e',
  '#00897b',
  '#d81b60',
  '#3949ab',
].map(hex);

export type Outfit =
  'shirt' | 'kurta' | 'mekhela' | 'saree' | 'salwar' | 'labcoat' | 'jersey' | 'ncc';

export interface Person {
  skin: Rgb;
  hair: Rgb;
  outfit: Outfit;
  top: Rgb;
  bottom: Rgb;
  trim: Rgb;
  longHair: boolean;
  /** 1.5 .. 1.8 m */
  height: number;
  gamosa: boolean;
}

/** A random student or teacher; `women` is the chance of a woman (most students are). */
export function randomPerson(
  r: Random,
  options: { women?: number; outfits?: Outfit[]; older?: boolean } = {},
): Person {
  const woman = r.chance(options.women ?? 0.55);
  const choices =
    options.outfits ??
    (woman ? ['mekhela', 'salwar', 'salwar', 'saree'] : ['shirt', 'shirt', 'shirt', 'kurta']);
  const fitting = choices.filter((o) =>
    woman ? o !== 'shirt' && o !== 'kurta' : !['mekhela', 'saree', 'salwar'].includes(o),
  );
  const outfit = r.pick(fitting.length ? fitting : choices);
  const grey = options.older && r.chance(0.5);
  const bright = r.pick(BRIGHT);
  let top: Rgb = r.pick(SHIRTS);
  let bottom: Rgb = r.pick(TROUSERS);
  if (outfit === 'mekhela') [top, bottom] = [MUGA, MUGA];
  if (outfit === 'saree') [top, bottom] = [bright, bright];
  if (outfit === 'salwar') [top, bottom] = [bright, mix(bright, hex('#ffffff'), 0.55)];
  if (outfit === 'kurta')
    [top, bottom] = [r.pick(['#f4f1e8', '#e8dcc0', '#d9c6a0'].map(hex)), hex('#f1eee6')];
  if (outfit === 'labcoat') top = hex('#f4f6f7');
  if (outfit === 'jersey') [top, bottom] = [r.pick(BRIGHT), hex('#f2f2f2')];
  if (outfit === 'ncc') [top, bottom] = [hex('#8a7f58'), hex('#7d7350')];
  return {
    skin: r.pick(SKIN),
    hair: grey ? GREY_HAIR : r.pick(HAIR),
    outfit,
    top,
    bottom,
    trim: r.pick(BORDERS),
    longHair: woman,
    height: woman ? 1.5 + r.next() * 0.13 : 1.62 + r.next() * 0.16,
    gamosa: !woman && r.chance(0.15),
  };
}

export type Pose = 'stand' | 'walk' | 'dance' | 'work';

const ROUND = (v: number) => v.toFixed(1);

/** Shading across a limb or a body, lit from one side; one pair of gradients per layer. */
const shadingCache = new WeakMap<SvgLayer, Record<'l' | 'r', string>>();
function shading(layer: SvgLayer): Record<'l' | 'r', string> {
  let found = shadingCache.get(layer);
  if (!found) {
    const white: Rgb = [255, 255, 255];
    const black: Rgb = [0, 0, 0];
    const stops = (a: Rgb, b: Rgb): [number, Rgb, number][] => [
      [0, a, a === white ? 0.22 : 0.45],
      [0.35, a, 0],
      [0.65, b, 0],
      [1, b, b === white ? 0.22 : 0.45],
    ];
    found = {
      l: layer.linear(stops(white, black), [0, 0, 1, 0], true),
      r: layer.linear(stops(black, white), [0, 0, 1, 0], true),
    };
    shadingCache.set(layer, found);
  }
  return found;
}

/**
 * A person standing on the ground at (x, z), seen from the front or the back. Draws into
 * `layer` and the person's shadow into `shadows`.
 */
export function figure(
  cam: Camera,
  light: Light,
  r: Random,
  layer: SvgLayer,
  shadows: SvgLayer | null,
  p: Person,
  x: number,
  z: number,
  options: { back?: boolean; pose?: Pose } = {},
): void {
  const [bx, by, depth] = cam.project([x, 0, z]);
  if (depth < 0.3) return;
  const H = p.height * cam.scaleAt(depth);
  if (H < 3) return;
  // Which side the sun is on, as the camera sees it.
  const sunX = cam.toCamera([light.sun[0], light.sun[1] + cam.eye, light.sun[2]])[0];
  const side = sunX < 0 ? 'l' : 'r';
  if (shadows) {
    const [tip] = castOnGround(light, [[x, p.height * 0.9, z]]);
    const [sx, sy] = cam.project(tip!);
    const w = H * 0.07;
    shadows.add(
      `<path d="M${ROUND(bx - w)} ${ROUND(by)} L${ROUND(sx - w * 0.6)} ${ROUND(sy)} L${ROUND(sx + w * 0.6)} ${ROUND(sy)} L${ROUND(bx + w)} ${ROUND(by)}Z" fill="#000" fill-opacity="${shadowAlpha(light, 0.45)}"/>`,
      `<ellipse cx="${ROUND(bx)}" cy="${ROUND(by)}" rx="${ROUND(H * 0.13)}" ry="${ROUND(H * 0.03)}" fill="#000" fill-opacity="0.35"/>`,
    );
  }
  const lit = (c: Rgb) => css(shade(light, c, [sunX * 0.35, 0.25, -1], depth));
  const P = (fx: number, fy: number) => `${ROUND(bx + fx * H)},${ROUND(by - fy * H)}`;
  const shade2 = shading(layer)[side];
  const part = (points: string, colour: Rgb) =>
    `<polygon points="${points}" fill="${lit(colour)}"/><polygon points="${points}" fill="${shade2}"/>`;
  const pose = options.pose ?? 'stand';
  const stride = pose === 'walk' ? (r.next() - 0.5) * 0.16 : 0;
  const skirt = p.outfit === 'mekhela' || p.outfit === 'saree';
  const long = p.outfit === 'labcoat' || p.outfit === 'kurta' || p.outfit === 'salwar';
  const out: string[] = [];

  // Legs and feet (hidden under a skirt).
  const legColour = p.outfit === 'jersey' ? p.skin : p.bottom;
  if (!skirt) {
    out.push(
      part(
        `${P(-0.085, 0.52)} ${P(-0.005, 0.52)} ${P(-0.02 + stride, 0.04)} ${P(-0.06 + stride, 0.04)}`,
        legColour,
      ),
    );
    out.push(
      part(
        `${P(0.005, 0.52)} ${P(0.085, 0.52)} ${P(0.06 - stride, 0.04)} ${P(0.02 - stride, 0.04)}`,
        legColour,
      ),
    );
    if (p.outfit === 'jersey') {
      out.push(
        part(`${P(-0.09, 0.55)} ${P(0.09, 0.55)} ${P(0.095, 0.4)} ${P(-0.095, 0.4)}`, p.bottom),
      );
      out.push(
        part(
          `${P(-0.062 + stride, 0.2)} ${P(-0.018 + stride, 0.2)} ${P(-0.02 + stride, 0.05)} ${P(-0.06 + stride, 0.05)}`,
          hex('#f5f5f5'),
        ),
      );
      out.push(
        part(
          `${P(0.018 - stride, 0.2)} ${P(0.062 - stride, 0.2)} ${P(0.06 - stride, 0.05)} ${P(0.02 - stride, 0.05)}`,
          hex('#f5f5f5'),
        ),
      );
    }
  } else {
    const flare = pose === 'dance' ? 0.16 : 0.11;
    out.push(
      part(`${P(-0.085, 0.6)} ${P(0.085, 0.6)} ${P(flare, 0.03)} ${P(-flare, 0.03)}`, p.bottom),
    );
    // The woven border of the mekhela or saree near the hem.
    out.push(
      `<polygon points="${P(-flare * 0.98, 0.09)} ${P(flare * 0.98, 0.09)} ${P(flare, 0.04)} ${P(-flare, 0.04)}" fill="${lit(p.trim)}"/>`,
    );
  }
  const shoe = hex(p.outfit === 'jersey' ? '#e8e8e8' : '#2a211c');
  out.push(
    `<ellipse cx="${ROUND(bx + (-0.045 + stride) * H)}" cy="${ROUND(by - 0.015 * H)}" rx="${ROUND(0.035 * H)}" ry="${ROUND(0.018 * H)}" fill="${lit(shoe)}"/>`,
  );
  out.push(
    `<ellipse cx="${ROUND(bx + (0.045 - stride) * H)}" cy="${ROUND(by - 0.015 * H)}" rx="${ROUND(0.035 * H)}" ry="${ROUND(0.018 * H)}" fill="${lit(shoe)}"/>`,
  );

  // Arms: hanging, swinging, raised in a Bihu dance, or bent forward at work.
  const sleeve = p.outfit === 'mekhela' ? hex('#9e1b24') : p.top;
  const arm = (s: 1 | -1) => {
    const swing = pose === 'walk' ? stride * -s * 0.8 : 0;
    const hand =
      pose === 'dance'
        ? [s * 0.2, 0.95]
        : pose === 'work'
          ? [s * 0.09, 0.55]
          : [s * 0.13 + swing, 0.46];
    const [hx, hy] = hand as [number, number];
    out.push(
      part(
        `${P(s * 0.1, 0.83)} ${P(s * 0.135, 0.8)} ${P(hx + s * 0.02, hy + 0.02)} ${P(hx - s * 0.025, hy + 0.02)}`,
        sleeve,
      ),
    );
    // Forearm skin below a short sleeve.
    if (p.outfit === 'mekhela' || p.outfit === 'jersey' || p.outfit === 'saree')
      out.push(
        part(
          `${P(s * 0.118 + (hx - s * 0.12) * 0.45, 0.66 + (hy - 0.66) * 0.1)} ${P(s * 0.14 + (hx - s * 0.12) * 0.45, 0.66 + (hy - 0.66) * 0.1)} ${P(hx + s * 0.02, hy + 0.02)} ${P(hx - s * 0.025, hy + 0.02)}`,
          p.skin,
        ),
      );
    out.push(
      `<ellipse cx="${ROUND(bx + hx * H)}" cy="${ROUND(by - hy * H)}" rx="${ROUND(0.025 * H)}" ry="${ROUND(0.03 * H)}" fill="${lit(p.skin)}"/>`,
    );
  };

  // Torso: shoulders to hips (a long coat or tunic to the knees).
  const hem = long ? 0.3 : p.outfit === 'ncc' || p.outfit === 'shirt' ? 0.5 : 0.52;
  const torso = `${P(-0.12, 0.82)} ${P(-0.05, 0.85)} ${P(0.05, 0.85)} ${P(0.12, 0.82)} ${P(0.095, 0.62)} ${P(long ? 0.12 : 0.095, hem)} ${P(long ? -0.12 : -0.095, hem)} ${P(-0.095, 0.62)}`;
  // Seen from behind, the arms are behind the body; from the front, in front of it.
  if (options.back) {
    arm(-1);
    arm(1);
  }
  out.push(part(torso, p.top));
  if (p.outfit === 'mekhela' || p.outfit === 'saree') {
    // The chador or pallu across the body from the left shoulder, with its border.
    out.push(
      `<polygon points="${P(-0.12, 0.82)} ${P(-0.03, 0.85)} ${P(0.1, 0.6)} ${P(0.095, 0.55)}" fill="${lit(mix(p.top, hex('#ffffff'), 0.15))}"/>`,
    );
    out.push(
      `<polygon points="${P(-0.03, 0.85)} ${P(0.0, 0.85)} ${P(0.1, 0.63)} ${P(0.1, 0.6)}" fill="${lit(p.trim)}"/>`,
    );
  }
  if (p.outfit === 'salwar')
    out.push(
      `<polygon points="${P(-0.125, 0.8)} ${P(0.125, 0.8)} ${P(0.1, 0.72)} ${P(-0.1, 0.72)}" fill="${lit(mix(p.top, hex('#ffffff'), 0.35))}"/>`,
    );
  if (p.outfit === 'labcoat' && !options.back)
    out.push(
      `<polygon points="${P(-0.02, 0.84)} ${P(0.02, 0.84)} ${P(0.01, 0.32)} ${P(-0.01, 0.32)}" fill="${lit(scale(p.top, 0.8))}"/>`,
    );
  if (p.gamosa) {
    out.push(
      `<polygon points="${P(-0.09, 0.85)} ${P(0.09, 0.85)} ${P(0.06, 0.62)} ${P(0.03, 0.62)} ${P(0.03, 0.8)} ${P(-0.03, 0.8)} ${P(-0.03, 0.62)} ${P(-0.06, 0.62)}" fill="${lit(hex('#f6f2ea'))}"/>`,
    );
    out.push(
      `<polygon points="${P(-0.06, 0.64)} ${P(-0.03, 0.64)} ${P(-0.03, 0.62)} ${P(-0.06, 0.62)}" fill="${lit(hex('#c0392b'))}"/>`,
      `<polygon points="${P(0.03, 0.64)} ${P(0.06, 0.64)} ${P(0.06, 0.62)} ${P(0.03, 0.62)}" fill="${lit(hex('#c0392b'))}"/>`,
    );
  }
  if (!options.back) {
    arm(-1);
    arm(1);
  }

  // Neck, head and hair.
  out.push(
    `<rect x="${ROUND(bx - 0.024 * H)}" y="${ROUND(by - 0.885 * H)}" width="${ROUND(0.048 * H)}" height="${ROUND(0.05 * H)}" fill="${lit(scale(p.skin, 0.85))}"/>`,
  );
  const hx = bx;
  const hy = by - 0.935 * H;
  const rx = 0.055 * H;
  const ry = 0.066 * H;
  const skinLit = shade(light, p.skin, [sunX * 0.6, 0.3, -1], depth);
  const face = layer.radial(
    [
      [0, mix(skinLit, hex('#ffffff'), 0.08)],
      [0.7, skinLit],
      [1, scale(skinLit, 0.72)],
    ],
    [side === 'l' ? 0.38 : 0.62, 0.38, 0.75],
    true,
  );
  const hairCol = lit(p.hair);
  if (options.back) {
    out.push(
      `<ellipse cx="${ROUND(hx)}" cy="${ROUND(hy)}" rx="${ROUND(rx)}" ry="${ROUND(ry)}" fill="${hairCol}"/>`,
    );
    if (p.longHair)
      out.push(
        `<path d="M${ROUND(hx - rx * 0.7)} ${ROUND(hy)} Q${ROUND(hx)} ${ROUND(hy + ry * 3.2)} ${ROUND(hx + rx * 0.7)} ${ROUND(hy)}Z" fill="${hairCol}"/>`,
      );
  } else {
    if (p.longHair)
      out.push(
        `<ellipse cx="${ROUND(hx)}" cy="${ROUND(hy - ry * 0.05)}" rx="${ROUND(rx * 1.1)}" ry="${ROUND(ry * 0.98)}" fill="${hairCol}"/>`,
      );
    out.push(
      `<ellipse cx="${ROUND(hx)}" cy="${ROUND(hy)}" rx="${ROUND(rx)}" ry="${ROUND(ry)}" fill="${face}"/>`,
    );
    out.push(
      `<path d="M${ROUND(hx - rx * 1.02)} ${ROUND(hy + ry * 0.05)} Q${ROUND(hx - rx)} ${ROUND(hy - ry * 1.25)} ${ROUND(hx)} ${ROUND(hy - ry * 1.08)} Q${ROUND(hx + rx)} ${ROUND(hy - ry * 1.25)} ${ROUND(hx + rx * 1.02)} ${ROUND(hy + ry * 0.05)} Q${ROUND(hx + rx * 0.6)} ${ROUND(hy - ry * 0.55)} ${ROUND(hx)} ${ROUND(hy - ry * 0.6)} Q${ROUND(hx - rx * 0.6)} ${ROUND(hy - ry * 0.55)} ${ROUND(hx - rx * 1.02)} ${ROUND(hy + ry * 0.05)}Z" fill="${hairCol}"/>`,
    );
    if (H > 90) {
      // Eyes and mouth, only where there are enough pixels for them.
      const eye = css(scale(p.hair, 1.2));
      out.push(
        `<ellipse cx="${ROUND(hx - rx * 0.38)}" cy="${ROUND(hy - ry * 0.02)}" rx="${ROUND(rx * 0.12)}" ry="${ROUND(ry * 0.06)}" fill="${eye}"/>`,
        `<ellipse cx="${ROUND(hx + rx * 0.38)}" cy="${ROUND(hy - ry * 0.02)}" rx="${ROUND(rx * 0.12)}" ry="${ROUND(ry * 0.06)}" fill="${eye}"/>`,
        `<path d="M${ROUND(hx - rx * 0.25)} ${ROUND(hy + ry * 0.5)} q${ROUND(rx * 0.25)} ${ROUND(ry * 0.1)} ${ROUND(rx * 0.5)} 0" stroke="${css(scale(skinLit, 0.6))}" stroke-width="${ROUND(Math.max(1, H * 0.004))}" fill="none"/>`,
      );
    }
  }
  layer.add(...out);
}

/**
 * A seated person seen from behind (an audience, a class): head and shoulders over the back
 * of a chair, drawn in screen space at (x, y) with the head `size` pixels across.
 */
export function seatedFromBehind(
  layer: SvgLayer,
  light: Light,
  depth: number,
  p: Person,
  x: number,
  y: number,
  size: number,
  chair?: Rgb,
): void {
  const lit = (c: Rgb) => css(shade(light, c, [0, 0.35, -1], depth));
  const s = size;
  const shade2 = shading(layer)[light.sun[0] < 0 ? 'l' : 'r'];
  const shoulders = `M${ROUND(x - s * 1.15)} ${ROUND(y + s * 2.4)} Q${ROUND(x - s * 1.2)} ${ROUND(y + s * 1.05)} ${ROUND(x - s * 0.35)} ${ROUND(y + s * 0.85)} L${ROUND(x + s * 0.35)} ${ROUND(y + s * 0.85)} Q${ROUND(x + s * 1.2)} ${ROUND(y + s * 1.05)} ${ROUND(x + s * 1.15)} ${ROUND(y + s * 2.4)}Z`;
  layer.add(
    `<path d="${shoulders}" fill="${lit(p.top)}"/><path d="${shoulders}" fill="${shade2}"/>`,
  );
  if (p.outfit === 'mekhela' || p.outfit === 'saree')
    layer.add(
      `<path d="M${ROUND(x - s * 0.9)} ${ROUND(y + s * 1.0)} L${ROUND(x - s * 0.55)} ${ROUND(y + s * 0.9)} L${ROUND(x + s * 0.9)} ${ROUND(y + s * 2.4)} L${ROUND(x + s * 0.5)} ${ROUND(y + s * 2.4)}Z" fill="${lit(p.trim)}"/>`,
    );
  layer.add(
    `<rect x="${ROUND(x - s * 0.2)}" y="${ROUND(y + s * 0.4)}" width="${ROUND(s * 0.4)}" height="${ROUND(s * 0.55)}" fill="${lit(scale(p.skin, 0.75))}"/>`,
  );
  layer.add(
    `<ellipse cx="${ROUND(x)}" cy="${ROUND(y)}" rx="${ROUND(s * 0.5)}" ry="${ROUND(s * 0.58)}" fill="${lit(p.hair)}"/>`,
  );
  if (p.longHair)
    layer.add(
      `<path d="M${ROUND(x - s * 0.4)} ${ROUND(y + s * 0.1)} Q${ROUND(x)} ${ROUND(y + s * 1.9)} ${ROUND(x + s * 0.4)} ${ROUND(y + s * 0.1)}Z" fill="${lit(p.hair)}"/>`,
    );
  // Ears catch a little light at the sides of the head.
  layer.add(
    `<ellipse cx="${ROUND(x - s * 0.5)}" cy="${ROUND(y + s * 0.05)}" rx="${ROUND(s * 0.08)}" ry="${ROUND(s * 0.14)}" fill="${lit(p.skin)}"/>`,
    `<ellipse cx="${ROUND(x + s * 0.5)}" cy="${ROUND(y + s * 0.05)}" rx="${ROUND(s * 0.08)}" ry="${ROUND(s * 0.14)}" fill="${lit(p.skin)}"/>`,
  );
  if (chair)
    layer.add(
      `<rect x="${ROUND(x - s * 1.05)}" y="${ROUND(y + s * 1.9)}" width="${ROUND(s * 2.1)}" height="${ROUND(s * 1.2)}" rx="${ROUND(s * 0.15)}" fill="${lit(chair)}"/>`,
    );
}
