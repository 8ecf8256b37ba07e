import { Random } from '../../lib/random.ts';
import { css, hex, mix, scale, type Rgb } from './colour.ts';
import { Picture, type SvgLayer } from './picture.ts';
import { SKIN } from './people.ts';

/**
 * Head-and-shoulders portraits of the teachers and staff, as a photographer of the college
 * magazine would take them: soft window light from one side, a blurred background (a shelf of
 * books, a green campus, a plain studio grey), and the person in the clothes they teach in.
 * The face is modelled with soft gradients clipped to its outline, not with flat fills.
 */

export interface Sitter {
  gender: 'M' | 'F';
  /** Years of age, roughly: greying hair, fuller face, lines. */
  age: number;
  /** What the sitter wears follows their faith: only a Hindu woman may wear a bindi. */
  community: Community;
}

export type Community = 'Hindu' | 'Muslim' | 'Christian';

type Style = {
  hair: 'short' | 'side' | 'receding' | 'bun' | 'braid' | 'open';
  glasses: boolean;
  moustache: boolean;
  beard: boolean;
  bindi: boolean;
  clothes: 'shirt' | 'kurta-jacket' | 'blazer' | 'mekhela' | 'saree' | 'salwar';
  background: 'books' | 'green' | 'studio' | 'wall';
};

const R = (v: number) => v.toFixed(1);
const HAIR_BLACK = ['#141010', '#1d1713', '#271c15'].map(hex);

/** The sitter's look, decided first so that it can be described without rendering. */
function look(r: Random, sitter: Sitter) {
  const man = sitter.gender === 'M';
  const light = r.chance(0.5) ? -1 : 1;
  const skin = r.pick(SKIN.slice(0, 6));
  const greying = Math.max(0, Math.min(1, (sitter.age - 42) / 20 + (r.next() - 0.5) * 0.3));
  const hairCol = mix(r.pick(HAIR_BLACK), hex('#a9a49c'), greying * 0.75);
  const style: Style = {
    hair: man
      ? greying > 0.6 && r.chance(0.5)
        ? 'receding'
        : r.pick(['short', 'side', 'side'] as const)
      : r.pick(['bun', 'braid', 'open', 'bun'] as const),
    glasses: r.chance(sitter.age > 45 ? 0.6 : 0.3),
    moustache: man && r.chance(0.55),
    beard: man && r.chance(0.15),
    // The chance is drawn for every woman, so the rest of her look does not depend on her faith.
    bindi: !man && r.chance(0.45) && sitter.community === 'Hindu',
    clothes: man
      ? r.pick(['shirt', 'shirt', 'kurta-jacket', 'blazer'] as const)
      : r.pick(['mekhela', 'saree', 'saree', 'salwar'] as const),
    background: r.pick(['books', 'green', 'studio', 'wall'] as const),
  };
  return { man, light, skin, greying, hairCol, style, turn: (r.next() - 0.5) * 0.22 };
}

const CLOTHES_WORDS: Record<Style['clothes'], string> = {
  shirt: 'a collared shirt',
  'kurta-jacket': 'a kurta and a sleeveless jacket',
  blazer: 'a shirt and a dark blazer',
  mekhela: 'a muga mekhela chador with a red border',
  saree: 'a saree with a woven border',
  salwar: 'a salwar kameez with a dupatta',
};
const BACKGROUND_WORDS: Record<Style['background'], string> = {
  books: 'shelves of books',
  green: 'the green of the campus',
  studio: 'a plain studio backdrop',
  wall: 'a light wall',
};

/** The alt text of a portrait: who, in what, against what. */
export function describePortrait(seed: string, sitter: Sitter, name: string): string {
  const { style, greying } = look(new Random(`portrait:${seed}`), sitter);
  const extras = [
    greying > 0.55 ? 'greying hair' : '',
    style.glasses ? 'glasses' : '',
    style.moustache && !style.beard ? 'a moustache' : '',
    style.beard ? 'a beard' : '',
    style.bindi ? 'a bindi' : '',
  ].filter(Boolean);
  return `${name}, head and shoulders, in ${CLOTHES_WORDS[style.clothes]}${extras.length ? `, with ${extras.join(' and ')}` : ''}, against ${BACKGROUND_WORDS[style.background]}`;
}

export function portrait(seed: string, sitter: Sitter, size = 600): Picture {
  const r = new Random(`portrait:${seed}`);
  const { light, skin, hairCol, style, turn } = look(r, sitter);
  const pic = new Picture(size, size);
  const k = size / 600;
  background(pic, r, style.background, k);
  const body = pic.svg();
  backHair(body, style, sitter, hairCol, light, turn, k);
  clothes(body, r, style, sitter, skin, light, k);
  head(body, r, style, sitter, skin, hairCol, light, turn, k);
  // A little falloff of the light towards the bottom corners, as in any indoor portrait.
  const v = body.radial(
    [
      [0, [0, 0, 0], 0],
      [0.7, [0, 0, 0], 0],
      [1, [0, 0, 0], 0.35],
    ],
    [300 * k, 260 * k, 430 * k],
  );
  body.add(`<rect width="${size}" height="${size}" fill="${v}"/>`);
  return pic;
}

function background(pic: Picture, r: Random, kind: Style['background'], k: number): void {
  const s = 600 * k;
  const bg = pic.svg({ blur: 14 * k });
  if (kind === 'studio' || kind === 'wall') {
    const base = hex(
      kind === 'studio'
        ? r.pick(['#6d7f8f', '#7b8a7e', '#8a8178', '#5f6f86'])
        : r.pick(['#d8cfbe', '#cfd6d2', '#ddd2c0']),
    );
    bg.add(
      `<rect width="${s}" height="${s}" fill="${bg.radial(
        [
          [0, mix(base, hex('#ffffff'), 0.25)],
          [1, scale(base, 0.7)],
        ],
        [s * 0.4, s * 0.35, s * 0.8],
      )}"/>`,
    );
    if (kind === 'wall')
      bg.add(
        `<rect x="${R(s * 0.65)}" y="0" width="${R(s * 0.5)}" height="${s}" fill="#ffffff" fill-opacity="0.18"/>`,
      );
    return;
  }
  if (kind === 'green') {
    bg.add(
      `<rect width="${s}" height="${s}" fill="${bg.linear(
        [
          [0, hex('#c9dbe4')],
          [0.45, hex('#9fb88a')],
          [1, hex('#4e6b3a')],
        ],
        [0, 0, 0, s],
      )}"/>`,
    );
    for (let i = 0; i < 40; i++) {
      const c = mix(hex('#4f7a34'), hex('#b9d08a'), r.next());
      bg.add(
        `<circle cx="${R(r.next() * s)}" cy="${R(s * (0.1 + r.next() * 0.6))}" r="${R((20 + r.next() * 60) * k)}" fill="${css(c)}" fill-opacity="0.6"/>`,
      );
    }
    return;
  }
  bg.add(`<rect width="${s}" height="${s}" fill="#5a4330"/>`);
  for (let row = 0; row < 5; row++) {
    let x = -20 * k;
    const y0 = row * 130 * k + 10 * k;
    while (x < s) {
      const w = (10 + r.next() * 18) * k;
      const c = hex(
        r.pick([
          '#7b2d26',
          '#1f3a5f',
          '#2f5d50',
          '#8a5a2b',
          '#b9a88a',
          '#a3872e',
          '#5b3a6b',
          '#d8cfbe',
        ]),
      );
      bg.add(
        `<rect x="${R(x)}" y="${R(y0 + r.next() * 20 * k)}" width="${R(w)}" height="${R(110 * k)}" fill="${css(c)}"/>`,
      );
      x += w + 2 * k;
    }
    bg.add(
      `<rect x="0" y="${R(y0 + 118 * k)}" width="${s}" height="${R(12 * k)}" fill="#3b2a1d"/>`,
    );
  }
  bg.add(`<rect width="${s}" height="${s}" fill="#e8dcc8" fill-opacity="0.25"/>`);
}

function clothes(
  layer: SvgLayer,
  r: Random,
  style: Style,
  sitter: Sitter,
  skin: Rgb,
  light: number,
  k: number,
): void {
  const s = 600 * k;
  const P = (x: number, y: number) => `${R(x * k)} ${R(y * k)}`;
  const shadeFill = (base: Rgb) =>
    layer.linear(
      [
        [0, light < 0 ? mix(base, hex('#ffffff'), 0.12) : scale(base, 0.6)],
        [0.5, base],
        [1, light < 0 ? scale(base, 0.6) : mix(base, hex('#ffffff'), 0.12)],
      ],
      [0, 0, s, 0],
    );
  // Neck first, with the shadow of the jaw on it.
  layer.add(
    `<path d="M${P(250, 320)} Q${P(252, 380)} ${P(244, 412)} Q${P(300, 440)} ${P(356, 412)} Q${P(348, 380)} ${P(350, 320)}Z" fill="${css(scale(skin, 0.92))}"/>`,
  );
  layer.add(
    `<path d="M${P(250, 320)} L${P(248, 385)} Q${P(300, 405)} ${P(352, 385)} L${P(350, 320)}Z" fill="${layer.linear(
      [
        [0, [0, 0, 0], 0.42],
        [1, [0, 0, 0], 0],
      ],
      [0, 345 * k, 0, 400 * k],
    )}"/>`,
  );
  const shoulders = `M${P(40, 600)} L${P(52, 495)} Q${P(70, 425)} ${P(180, 410)} L${P(252, 398)} Q${P(300, 428)} ${P(348, 398)} L${P(420, 410)} Q${P(530, 425)} ${P(548, 495)} L${P(560, 600)}Z`;
  const pick = (list: string[]) => hex(r.pick(list));
  if (style.clothes === 'shirt' || style.clothes === 'blazer' || style.clothes === 'kurta-jacket') {
    const shirt = pick(['#f1f0ea', '#dbe5f0', '#c7d6e6', '#e8e0cf', '#d5e0d0', '#f3ece0']);
    layer.add(`<path d="${shoulders}" fill="${shadeFill(shirt)}"/>`);
    if (style.clothes === 'kurta-jacket') {
      // A kurta with a band collar under a sleeveless (Nehru) jacket.
      layer.add(
        `<path d="M${P(262, 402)} Q${P(300, 426)} ${P(338, 402)} L${P(336, 392)} Q${P(300, 414)} ${P(264, 392)}Z" fill="${css(scale(shirt, 0.9))}"/>`,
      );
      const jacket = pick(['#3b3a36', '#5b4a36', '#2f3b4a', '#6b5a3a', '#4a2f2f']);
      layer.add(
        `<path d="M${P(40, 600)} L${P(52, 500)} Q${P(70, 430)} ${P(180, 418)} L${P(250, 410)} L${P(292, 600)}Z M${P(560, 600)} L${P(548, 500)} Q${P(530, 430)} ${P(420, 418)} L${P(350, 410)} L${P(308, 600)}Z" fill="${shadeFill(jacket)}"/>`,
      );
    } else {
      // Collar points and the placket.
      layer.add(
        `<path d="M${P(262, 400)} L${P(298, 446)} L${P(246, 452)}Z M${P(338, 400)} L${P(302, 446)} L${P(354, 452)}Z" fill="${css(mix(shirt, hex('#ffffff'), 0.2))}" stroke="${css(scale(shirt, 0.75))}" stroke-width="${R(1.2 * k)}"/>`,
      );
      layer.add(
        `<path d="M${P(300, 446)} V${P(300, 600).split(' ')[1]}" stroke="${css(scale(shirt, 0.8))}" stroke-width="${R(1.5 * k)}"/>`,
      );
      for (let i = 0; i < 3; i++)
        layer.add(
          `<circle cx="${R(304 * k)}" cy="${R((480 + i * 50) * k)}" r="${R(3.5 * k)}" fill="${css(scale(shirt, 0.85))}"/>`,
        );
      if (style.clothes === 'blazer') {
        const coat = pick(['#26303d', '#3a3a3a', '#4a3b2e', '#2e3b33']);
        layer.add(
          `<path d="M${P(40, 600)} L${P(52, 500)} Q${P(70, 430)} ${P(180, 418)} L${P(252, 414)} L${P(282, 600)}Z M${P(560, 600)} L${P(548, 500)} Q${P(530, 430)} ${P(420, 418)} L${P(348, 414)} L${P(318, 600)}Z" fill="${shadeFill(coat)}"/>`,
        );
        layer.add(
          `<path d="M${P(252, 414)} L${P(228, 470)} L${P(262, 480)} L${P(282, 600)} M${P(348, 414)} L${P(372, 470)} L${P(338, 480)} L${P(318, 600)}" stroke="${css(scale(coat, 0.6))}" stroke-width="${R(2 * k)}" fill="none"/>`,
        );
      }
    }
    // A few soft folds.
    layer.add(
      `<path d="M${P(150, 470)} Q${P(170, 520)} ${P(160, 600)} M${P(450, 470)} Q${P(430, 520)} ${P(440, 600)}" stroke="#000" stroke-opacity="0.08" stroke-width="${R(8 * k)}" fill="none"/>`,
    );
    return;
  }
  // Women: a blouse, and the chador, saree pallu or dupatta over the left shoulder.
  const cloth =
    style.clothes === 'mekhela'
      ? hex('#e8d3a0')
      : pick(['#2f6b8a', '#8a2f4f', '#3f7a4a', '#b5651d', '#6b3f8a', '#c2185b', '#1f5f7a']);
  const blouse =
    style.clothes === 'salwar'
      ? cloth
      : pick(['#8a1c2b', '#1f3a5f', '#b3202a', '#2f5d50', '#5b2a4a']);
  layer.add(`<path d="${shoulders}" fill="${shadeFill(blouse)}"/>`);
  layer.add(
    `<path d="M${P(262, 402)} Q${P(300, 460)} ${P(338, 402)}" fill="${css(scale(skin, 0.9))}"/>`,
  );
  const border =
    style.clothes === 'mekhela'
      ? hex('#9e1b24')
      : pick(['#d4af37', '#c9a227', '#b3202a', '#e6c15a']);
  // The drape: from the left shoulder across the chest to the right hip.
  const drape = `M${P(120, 422)} Q${P(200, 405)} ${P(262, 404)} L${P(300, 452)} L${P(560, 600)} L${P(300, 600)} Q${P(200, 520)} ${P(52, 500)} Q${P(70, 440)} ${P(120, 422)}Z`;
  layer.add(`<path d="${drape}" fill="${shadeFill(cloth)}"/>`);
  layer.add(
    `<path d="M${P(262, 404)} L${P(300, 452)} L${P(560, 600)} L${P(530, 600)} L${P(292, 462)} L${P(255, 414)}Z" fill="${css(border)}"/>`,
  );
  // Woven motifs along the border.
  for (let i = 0; i < 6; i++) {
    const t = i / 6;
    const x = 300 + t * 240;
    const y = 458 + t * 138;
    layer.add(
      `<path d="M${P(x, y - 6)} l${R(6 * k)} ${R(6 * k)} l${R(-6 * k)} ${R(6 * k)} l${R(-6 * k)} ${R(-6 * k)}Z" fill="${css(mix(border, hex('#fff2c0'), 0.5))}"/>`,
    );
  }
  layer.add(
    `<path d="M${P(150, 470)} Q${P(220, 540)} ${P(240, 600)} M${P(420, 540)} Q${P(440, 570)} ${P(445, 600)}" stroke="#000" stroke-opacity="0.1" stroke-width="${R(9 * k)}" fill="none"/>`,
  );
  void sitter;
}

function head(
  layer: SvgLayer,
  r: Random,
  style: Style,
  sitter: Sitter,
  skin: Rgb,
  hairCol: Rgb,
  light: number,
  turn: number,
  k: number,
): void {
  const man = sitter.gender === 'M';
  const cx = 300 + turn * 40;
  const cy = 250;
  const fw = (man ? 96 : 88) + (sitter.age - 40) * 0.25 + r.next() * 6;
  const fh = man ? 128 : 120;
  const X = (v: number) => R(v * k);
  const P = (x: number, y: number) => `${X(x)} ${X(y)}`;
  // Face outline: a rounded forehead, cheekbones, a jaw narrowing to the chin.
  const jaw = man ? 0.72 : 0.62;
  const face = `M${P(cx - fw, cy - 10)} C${P(cx - fw, cy - fh * 1.05)} ${P(cx + fw, cy - fh * 1.05)} ${P(cx + fw, cy - 10)} C${P(cx + fw * 1.0, cy + fh * 0.35)} ${P(cx + fw * jaw, cy + fh * 0.78)} ${P(cx, cy + fh * 0.86)} C${P(cx - fw * jaw, cy + fh * 0.78)} ${P(cx - fw * 1.0, cy + fh * 0.35)} ${P(cx - fw, cy - 10)}Z`;

  // Ears.
  for (const side of [-1, 1]) {
    const ex = cx + side * fw * (1 - (side === Math.sign(turn) ? -turn : turn) * 0.4);
    layer.add(
      `<ellipse cx="${X(ex)}" cy="${X(cy + 12)}" rx="${X(16)}" ry="${X(30)}" fill="${css(scale(skin, 0.9))}"/>`,
    );
    layer.add(
      `<ellipse cx="${X(ex + side * 2)}" cy="${X(cy + 12)}" rx="${X(8)}" ry="${X(18)}" fill="${css(scale(skin, 0.72))}"/>`,
    );
    if (!man) layer.add(`<circle cx="${X(ex)}" cy="${X(cy + 40)}" r="${X(5)}" fill="#d4af37"/>`);
  }
  // Skin with the light from one side: a base gradient, then shadows and highlights clipped to the face.
  const clip = `c${r.int(1, 1e9)}`;
  const lit = mix(skin, hex('#fff1e0'), 0.12);
  const dark = scale(skin, 0.62);
  layer.add(`<defs><clipPath id="${clip}"><path d="${face}"/></clipPath></defs>`);
  layer.add(
    `<path d="${face}" fill="${layer.linear(
      [
        [0, light < 0 ? lit : dark],
        [0.55, skin],
        [1, light < 0 ? dark : lit],
      ],
      [X(cx - fw), 0, X(cx + fw), 0].map(Number) as [number, number, number, number],
    )}"/>`,
  );
  const g = (stops: [number, Rgb, number?][], c: [number, number, number]) =>
    layer.radial(stops, [c[0] * k, c[1] * k, c[2] * k]);
  const black: Rgb = [0, 0, 0];
  const white: Rgb = [255, 255, 255];
  /** A soft patch of shade or light: an ellipse fading out from its centre. */
  const soft = (
    x: number,
    y: number,
    rx: number,
    ry: number,
    colour: Rgb,
    alpha: number,
    reach = rx,
  ) =>
    `<ellipse cx="${X(x)}" cy="${X(y)}" rx="${X(rx)}" ry="${X(ry)}" fill="${g(
      [
        [0, colour, alpha],
        [1, colour, 0],
      ],
      [x, y, reach],
    )}"/>`;
  const shadowSide = cx - light * fw * 0.95;
  layer.add(
    `<g clip-path="url(#${clip})">`,
    // Eye sockets, the shadow side of the face, under the chin.
    soft(cx - 38 + turn * 30, cy + 2, 34, 22, black, 0.12),
    soft(cx + 38 + turn * 30, cy + 2, 34, 22, black, 0.12),
    soft(shadowSide, cy + 20, fw * 0.55, fh * 0.9, black, 0.28, fw * 0.7),
    soft(cx, cy + fh * 0.9, fw * 0.8, 30, black, 0.3),
    // Highlights: forehead, cheekbone on the lit side, the tip of the nose.
    soft(cx + light * 18, cy - fh * 0.55, 45, 26, white, 0.16),
    soft(cx + light * 48, cy + 30, 26, 18, white, 0.14),
    soft(cx + turn * 60, cy + 45, 12, 10, white, 0.2),
    `</g>`,
  );
  // Lines of age.
  if (sitter.age > 48)
    layer.add(
      `<path d="M${P(cx - 34 + turn * 50, cy + 52)} Q${P(cx - 44 + turn * 50, cy + 75)} ${P(cx - 36 + turn * 50, cy + 92)} M${P(cx + 34 + turn * 50, cy + 52)} Q${P(cx + 44 + turn * 50, cy + 75)} ${P(cx + 36 + turn * 50, cy + 92)}" stroke="${css(scale(skin, 0.7))}" stroke-opacity="0.5" stroke-width="${X(2.5)}" fill="none"/>`,
    );

  // Eyes: lids, whites, irises, catchlights; brows above.
  const eyeY = cy + 2;
  for (const side of [-1, 1]) {
    const far = side === -Math.sign(turn || 1) ? 1 - Math.abs(turn) * 1.5 : 1;
    const ex = cx + side * 36 * (1 - turn * side * 1.2) + turn * 40;
    const ew = 20 * far;
    const eh = 9;
    layer.add(
      `<path d="M${P(ex - ew, eyeY)} Q${P(ex, eyeY - eh * 1.35)} ${P(ex + ew, eyeY)} Q${P(ex, eyeY + eh)} ${P(ex - ew, eyeY)}Z" fill="#efe9e2"/>`,
    );
    const ix = ex + turn * 20;
    layer.add(
      `<circle cx="${X(ix)}" cy="${X(eyeY - 1)}" r="${X(8)}" fill="${g(
        [
          [0, hex('#5a3a24')],
          [0.7, hex('#2e1d12')],
          [1, hex('#120b07')],
        ],
        [ix, eyeY - 1, 8],
      )}"/>`,
    );
    layer.add(`<circle cx="${X(ix)}" cy="${X(eyeY - 1)}" r="${X(3.5)}" fill="#070504"/>`);
    layer.add(
      `<circle cx="${X(ix + light * 3)}" cy="${X(eyeY - 4)}" r="${X(2)}" fill="#ffffff" fill-opacity="0.85"/>`,
    );
    // The upper lid over the iris, and its line (heavier with kajal).
    layer.add(
      `<path d="M${P(ex - ew - 1, eyeY)} Q${P(ex, eyeY - eh * 1.6)} ${P(ex + ew + 1, eyeY)} Q${P(ex, eyeY - eh * 1.05)} ${P(ex - ew - 1, eyeY)}Z" fill="${css(scale(skin, 0.8))}"/>`,
    );
    layer.add(
      `<path d="M${P(ex - ew, eyeY)} Q${P(ex, eyeY - eh * 1.35)} ${P(ex + ew, eyeY)}" stroke="#1a120d" stroke-width="${X(man ? 2.2 : 3.2)}" fill="none" stroke-linecap="round"/>`,
    );
    layer.add(
      `<path d="M${P(ex - ew * 0.9, eyeY - eh * 1.7)} Q${P(ex, eyeY - eh * 2.3)} ${P(ex + ew * 0.9, eyeY - eh * 1.7)}" stroke="${css(scale(skin, 0.72))}" stroke-width="${X(1.5)}" fill="none"/>`,
    );
    const browY = eyeY - 26;
    const bw = man ? 5 : 3.5;
    layer.add(
      `<path d="M${P(ex - 24 * side * -1 - (side > 0 ? 0 : 0), browY + 4)} Q${P(ex, browY - 6)} ${P(ex + 24 * side, browY + 2)}" stroke="${css(mix(hairCol, skin, 0.15))}" stroke-width="${X(bw)}" fill="none" stroke-linecap="round"/>`,
    );
  }
  // Nose: the shadow down its side, nostrils, the tip.
  const nx = cx + turn * 55;
  layer.add(
    `<path d="M${P(nx - light * 8, cy + 5)} Q${P(nx - light * 14, cy + 35)} ${P(nx - light * 16, cy + 48)}" stroke="${css(scale(skin, 0.7))}" stroke-opacity="0.6" stroke-width="${X(5)}" fill="none" stroke-linecap="round"/>`,
  );
  layer.add(
    `<path d="M${P(nx - 18, cy + 50)} Q${P(nx, cy + 62)} ${P(nx + 18, cy + 50)}" stroke="${css(scale(skin, 0.66))}" stroke-width="${X(3)}" fill="none" stroke-linecap="round"/>`,
  );
  layer.add(
    `<ellipse cx="${X(nx - 9)}" cy="${X(cy + 53)}" rx="${X(5)}" ry="${X(3)}" fill="${css(scale(skin, 0.45))}"/><ellipse cx="${X(nx + 9)}" cy="${X(cy + 53)}" rx="${X(5)}" ry="${X(3)}" fill="${css(scale(skin, 0.45))}"/>`,
  );
  // Mouth: a gentle smile.
  const my = cy + 82;
  const mx = cx + turn * 45;
  const lip = mix(scale(skin, 0.78), hex(man ? '#8a4a40' : '#a3404a'), man ? 0.35 : 0.55);
  const smile = 3 + r.next() * 5;
  layer.add(
    `<path d="M${P(mx - 26, my)} Q${P(mx - 10, my - 8)} ${P(mx, my - 5)} Q${P(mx + 10, my - 8)} ${P(mx + 26, my)} Q${P(mx, my + smile)} ${P(mx - 26, my)}Z" fill="${css(scale(lip, 0.85))}"/>`,
  );
  layer.add(
    `<path d="M${P(mx - 24, my + 1)} Q${P(mx, my + smile + 1)} ${P(mx + 24, my + 1)} Q${P(mx, my + 17)} ${P(mx - 24, my + 1)}Z" fill="${css(lip)}"/>`,
  );
  layer.add(
    `<path d="M${P(mx - 26, my)} Q${P(mx, my + smile + 0.5)} ${P(mx + 26, my)}" stroke="${css(scale(lip, 0.45))}" stroke-width="${X(2)}" fill="none" stroke-linecap="round"/>`,
  );
  layer.add(
    `<ellipse cx="${X(mx + light * 6)}" cy="${X(my + 9)}" rx="${X(8)}" ry="${X(2.5)}" fill="#ffffff" fill-opacity="0.18"/>`,
  );
  if (style.moustache)
    layer.add(
      `<path d="M${P(mx - 30, my - 2)} Q${P(mx - 20, my - 18)} ${P(mx, my - 15)} Q${P(mx + 20, my - 18)} ${P(mx + 30, my - 2)} Q${P(mx + 15, my - 10)} ${P(mx, my - 8)} Q${P(mx - 15, my - 10)} ${P(mx - 30, my - 2)}Z" fill="${css(hairCol)}" fill-opacity="0.92"/>`,
    );
  if (style.beard)
    layer.add(
      `<path d="M${P(cx - fw * 0.92, cy + 30)} C${P(cx - fw * 0.9, cy + fh * 0.7)} ${P(cx - fw * 0.4, cy + fh * 0.95)} ${P(cx, cy + fh * 0.95)} C${P(cx + fw * 0.4, cy + fh * 0.95)} ${P(cx + fw * 0.9, cy + fh * 0.7)} ${P(cx + fw * 0.92, cy + 30)} Q${P(cx + fw * 0.6, cy + 95)} ${P(cx, cy + 100)} Q${P(cx - fw * 0.6, cy + 95)} ${P(cx - fw * 0.92, cy + 30)}Z" fill="${css(hairCol)}" fill-opacity="0.85"/>`,
    );
  if (style.bindi)
    layer.add(
      `<circle cx="${X(cx + turn * 40)}" cy="${X(cy - 30)}" r="${X(4.5)}" fill="#a3161f"/>`,
    );

  // Hair on top: a dome over the scalp down to a hairline (side parting, centre parting
  // drawn back, or only the sides when it has receded), lit on the side of the light.
  const T = (f: number) => cy - fh * f;
  const hairFill = layer.linear(
    [
      [0, mix(hairCol, hex('#ffffff'), 0.14)],
      [0.45, hairCol],
      [1, scale(hairCol, 0.72)],
    ],
    [Number(X(cx + light * fw)), Number(X(T(1.2))), Number(X(cx - light * fw)), Number(X(cy))],
  );
  let hairPath: string;
  if (style.hair === 'receding')
    hairPath = `M${P(cx - fw * 1.03, cy)} C${P(cx - fw * 1.12, T(0.6))} ${P(cx - fw * 0.95, T(0.95))} ${P(cx - fw * 0.6, T(1.02))} Q${P(cx - fw * 0.85, T(0.6))} ${P(cx - fw * 0.9, cy - 10)}Z M${P(cx + fw * 1.03, cy)} C${P(cx + fw * 1.12, T(0.6))} ${P(cx + fw * 0.95, T(0.95))} ${P(cx + fw * 0.6, T(1.02))} Q${P(cx + fw * 0.85, T(0.6))} ${P(cx + fw * 0.9, cy - 10)}Z`;
  else if (man) {
    const part = style.hair === 'side' ? cx - light * fw * 0.45 : cx;
    hairPath = `M${P(cx - fw * 1.03, cy - 8)} C${P(cx - fw * 1.18, T(1.38))} ${P(cx + fw * 1.18, T(1.38))} ${P(cx + fw * 1.03, cy - 8)} Q${P(cx + fw * 0.95, T(0.5))} ${P(cx + fw * 0.5, T(0.6))} Q${P(part, T(0.74))} ${P(cx - fw * 0.5, T(0.6))} Q${P(cx - fw * 0.95, T(0.5))} ${P(cx - fw * 1.03, cy - 8)}Z`;
  } else
    hairPath = `M${P(cx - fw * 1.07, cy + 28)} C${P(cx - fw * 1.22, T(1.42))} ${P(cx + fw * 1.22, T(1.42))} ${P(cx + fw * 1.07, cy + 28)} Q${P(cx + fw * 0.98, T(0.4))} ${P(cx + fw * 0.42, T(0.66))} Q${P(cx + 8, T(0.72))} ${P(cx, T(0.74))} Q${P(cx - 8, T(0.72))} ${P(cx - fw * 0.42, T(0.66))} Q${P(cx - fw * 0.98, T(0.4))} ${P(cx - fw * 1.07, cy + 28)}Z`;
  layer.add(`<path d="${hairPath}" fill="${hairFill}"/>`);
  if (style.hair === 'receding')
    layer.add(
      `<path d="M${P(cx - fw * 0.75, T(0.9))} C${P(cx - fw * 0.6, T(1.3))} ${P(cx + fw * 0.6, T(1.3))} ${P(cx + fw * 0.75, T(0.9))} Q${P(cx, T(1.0))} ${P(cx - fw * 0.75, T(0.9))}Z" fill="${css(hairCol)}" fill-opacity="0.3"/>`,
    );
  else {
    // A sheen along the dome on the lit side.
    layer.add(
      `<path d="M${P(cx + light * fw * 0.2, T(1.0))} Q${P(cx + light * fw * 0.75, T(0.95))} ${P(cx + light * fw * 0.95, T(0.45))}" stroke="#ffffff" stroke-opacity="0.13" stroke-width="${X(12)}" fill="none" stroke-linecap="round"/>`,
    );
  }
  if (!man)
    layer.add(
      `<path d="M${P(cx, T(0.74))} Q${P(cx - 2, T(0.95))} ${P(cx, T(1.18))}" stroke="${css(scale(skin, 0.8))}" stroke-width="${X(2)}" stroke-opacity="0.55" fill="none"/>`,
    );
  // Glasses come last, over everything.
  if (style.glasses) {
    const frame = hex(r.pick(['#1c1c1c', '#5a3a22', '#8a8a8a', '#2a2a40']));
    for (const side of [-1, 1]) {
      const ex = cx + side * 36 * (1 - turn * side * 1.2) + turn * 40;
      layer.add(
        `<rect x="${X(ex - 28)}" y="${X(eyeY - 20)}" width="${X(56)}" height="${X(38)}" rx="${X(12)}" fill="#dde8f0" fill-opacity="0.12" stroke="${css(frame)}" stroke-width="${X(3)}"/>`,
      );
      layer.add(
        `<path d="M${P(ex - 18, eyeY - 14)} l${X(14)} ${X(-2)}" stroke="#ffffff" stroke-opacity="0.45" stroke-width="${X(3)}"/>`,
      );
    }
    const lx = cx - 36 * (1 + turn * 1.2) + turn * 40 + 28;
    const rx = cx + 36 * (1 - turn * 1.2) + turn * 40 - 28;
    layer.add(
      `<path d="M${P(lx, eyeY - 4)} Q${P((lx + rx) / 2, eyeY - 10)} ${P(rx, eyeY - 4)}" stroke="${css(frame)}" stroke-width="${X(3)}" fill="none"/>`,
    );
  }
}

/** Hair behind the head and shoulders: a bun, a braid or open hair; drawn before the clothes. */
function backHair(
  layer: SvgLayer,
  style: Style,
  sitter: Sitter,
  hairCol: Rgb,
  light: number,
  turn: number,
  k: number,
): void {
  if (sitter.gender === 'M') return;
  const cx = 300 + turn * 40;
  const cy = 250;
  const X = (v: number) => R(v * k);
  const P = (x: number, y: number) => `${X(x)} ${X(y)}`;
  const fill = css(scale(hairCol, 0.85));
  if (style.hair === 'bun')
    layer.add(
      `<ellipse cx="${X(cx - light * 24)}" cy="${X(cy - 118)}" rx="${X(50)}" ry="${X(40)}" fill="${fill}"/>`,
    );
  if (style.hair === 'open' || style.hair === 'braid') {
    const spread = style.hair === 'open' ? 1.45 : 1.2;
    layer.add(
      `<path d="M${P(cx - 95, cy - 60)} Q${P(cx - 95 * spread, cy + 90)} ${P(cx - 95 * spread * 0.95, cy + 205)} Q${P(cx, cy + 225)} ${P(cx + 95 * spread * 0.95, cy + 205)} Q${P(cx + 95 * spread, cy + 90)} ${P(cx + 95, cy - 60)}Z" fill="${fill}"/>`,
    );
  }
}
