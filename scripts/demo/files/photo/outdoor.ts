import type { Random } from '../../lib/random.ts';
import { css, hex, mix, scale, smoothstep, type Rgb } from './colour.ts';
import { Noise } from './noise.ts';
import { Picture, type SvgLayer } from './picture.ts';
import { paintGround, paintSky, type Material } from './planes.ts';
import { building, flagpole, ROOFS, TRIMS, WALLS } from './buildings.ts';
import { bamboo, crown, hills, palm, tree, treeLine } from './nature.ts';
import { boxShadow, cylinder } from './solids.ts';
import { figure, randomPerson } from './people.ts';
import { Camera, norm, shade, timeOfDay, type Light, type Vec3 } from './world.ts';

/** Outdoor pictures: the sky, the ground and the far tree line, then the scene's own things. */

export type Time = Parameters<typeof timeOfDay>[0];

export interface Outdoor {
  pic: Picture;
  cam: Camera;
  light: Light;
  noise: Noise;
  /** Layers, back to front. */
  far: SvgLayer;
  shadows: SvgLayer;
  /** Everything near enough to be sharp. */
  main: SvgLayer;
}

export function outdoor(
  r: Random,
  w: number,
  h: number,
  options: {
    time: Time;
    eye?: number;
    fov?: number;
    horizon?: number;
    yaw?: number;
    ground: (noise: Noise) => Material;
    hills?: boolean;
    treeLine?: number;
  },
): Outdoor {
  const light = timeOfDay(options.time, r.chance(0.5) ? 1 : -1);
  const cam = new Camera(w, h, options.eye ?? 1.6, {
    fov: options.fov ?? 58,
    horizon: options.horizon ?? 0.46,
    yaw: options.yaw ?? 0,
  });
  const noise = new Noise(r.int(1, 1_000_000));
  const pic = new Picture(w, h);
  paintSky(pic.pixels({ scale: 1 / 3 }), cam, light, r.int(1, 1_000_000));
  const far = pic.svg({ blur: w / 1400 });
  if (options.hills !== false)
    hills(cam, light, r, far, 9000 + r.int(0, 4000), 500 + r.int(0, 500));
  treeLine(cam, light, r, far, options.treeLine ?? 180 + r.int(0, 120), 9 + r.next() * 5);
  paintGround(pic.pixels(), cam, light, options.ground(noise));
  const shadows = pic.svg({ blur: w / 300 });
  const main = pic.svg();
  return { pic, cam, light, noise, far, shadows, main };
}

/** Adds the camera's vignette and a warm or cool grade over everything. */
export function finish(o: { pic: Picture; main: SvgLayer }, strength = 0.45): void {
  const { pic, main: v } = o;
  const w = pic.width;
  const h = pic.height;
  const fill = v.radial(
    [
      [0, [0, 0, 0], 0],
      [0.6, [0, 0, 0], 0],
      [1, [0, 0, 0], strength],
    ],
    [w / 2, h / 2, Math.hypot(w, h) / 2],
  );
  v.add(`<rect width="${w}" height="${h}" fill="${fill}"/>`);
}

const GRASS_DARK = hex('#465f2e');
const GRASS_LIGHT = hex('#7a9548');
const DRY = hex('#a89a62');

/** Lawn grass with patches, a worn texture and dry spots. */
export function grassAt(noise: Noise, x: number, z: number, foot: number): Rgb {
  const patches = noise.fbm(x * 0.08, z * 0.08, 2, foot * 0.08);
  const fine = noise.fbm(x * 3.1, z * 3.1, 2, foot * 3.1);
  const blades = noise.value(x * 14, z * 14);
  const bladeFade = Math.max(0, 1 - foot * 10);
  let c = mix(GRASS_DARK, GRASS_LIGHT, smoothstep(0.25, 0.75, patches * 0.6 + fine * 0.4));
  c = mix(c, DRY, smoothstep(0.62, 0.8, patches) * 0.5);
  return scale(c, 1 + (blades - 0.5) * 0.25 * bladeFade);
}

/** A path of worn concrete with soft grassy edges. */
export function pathAt(noise: Noise, x: number, z: number, foot: number, base: Rgb): Rgb {
  const n = noise.fbm(x * 1.7, z * 1.7, 4, foot * 1.7);
  const grit = noise.value(x * 25, z * 25);
  return scale(base, 0.86 + n * 0.22 + (grit - 0.5) * 0.08 * Math.max(0, 1 - foot * 20));
}

/** The colours a tin roof is painted, by the name the alt text gives them (buildings.ts ROOFS). */
export const ROOF_COLOURS = { red: ROOFS[0]!, green: ROOFS[1]!, blue: ROOFS[3]! };
export type RoofColour = keyof typeof ROOF_COLOURS;

/**
 * The college seen from its lawn: one or two blocks, trees, palms, a flagpole and students; for
 * a flag hoisting (`hoisting`), students and teachers in rows on the lawn facing the flagpole.
 */
export function campusScene(
  r: Random,
  w: number,
  h: number,
  time: Time,
  kind: 'assam' | 'rcc' = 'rcc',
  roof?: RoofColour,
  hoisting = false,
): Picture {
  const yaw = (r.next() - 0.5) * 36;
  const pathX = (r.next() - 0.5) * 4;
  const concrete = hex('#b9b2a3');
  const o = outdoor(r, w, h, {
    time,
    yaw,
    horizon: 0.5 + r.next() * 0.06,
    ground: (noise) => (x, z, foot) => {
      const edge = Math.abs(x - pathX) - 1.5 - noise.value(z * 0.7, 3) * 0.4;
      const grass = grassAt(noise, x, z, foot);
      if (z > 2 && edge < 0 && z < 40)
        return mix(pathAt(noise, x, z, foot, concrete), grass, smoothstep(-0.25, 0, edge));
      return grass;
    },
  });
  const { cam, light, far, shadows, main: mid } = o;
  const near = mid;
  const z0 = 34 + r.int(0, 10);
  const width = 34 + r.int(0, 20);
  const x0 = pathX - width / 2 + (r.next() - 0.5) * 10;
  // The RCC block in front is drawn with two storeys, as its alt text says; the pick of two or
  // three stays so the rest of the picture draws as before.
  if (kind === 'rcc') r.int(2, 3);
  building(cam, light, r, mid, shadows, {
    x0,
    x1: x0 + width,
    z0,
    depth: 9,
    kind,
    storeys: kind === 'assam' ? 1 : 2,
    wall: r.pick(WALLS),
    trim: r.pick(TRIMS),
    // The pick stays so that the rest of the picture draws as before; the shot's colour wins.
    roof: ((picked) => (roof ? ROOF_COLOURS[roof] : picked))(r.pick(ROOFS)),
  });
  // A second block further back on one side.
  const side = r.chance(0.5) ? -1 : 1;
  const x2 = side > 0 ? x0 + width + 6 : x0 - 6 - 26;
  building(cam, light, r, far, shadows, {
    x0: x2,
    x1: x2 + 26,
    z0: z0 + 22,
    depth: 10,
    kind: kind === 'assam' ? 'rcc' : 'assam',
    storeys: kind === 'assam' ? 2 : 1,
    wall: r.pick(WALLS),
    trim: r.pick(TRIMS),
    roof: r.pick(ROOFS),
  });
  // Trees and palms at the sides; bamboo at the back; far things first.
  const things: { z: number; draw: () => void }[] = [];
  for (let i = 0; i < 9; i++) {
    const s = r.chance(0.5) ? -1 : 1;
    const z = 12 + r.next() * 45;
    const x = pathX + s * (8 + r.next() * 30);
    if (Math.abs(z - z0) < 8 && x > x0 - 3 && x < x0 + width + 3) continue;
    const big = r.chance(0.6);
    things.push({
      z,
      draw: () =>
        big
          ? tree(cam, light, r, z < z0 ? mid : far, shadows, {
              x,
              z,
              height: 7 + r.next() * 6,
              spread: 3 + r.next() * 2.5,
            })
          : palm(cam, light, r, z < z0 ? mid : far, shadows, x, z, 9 + r.next() * 5),
    });
  }
  things.push({
    z: z0 + 14,
    draw: () => bamboo(cam, light, r, far, x0 + width * r.next(), z0 + 14, 11),
  });
  // At a hoisting the pole stands nearer, beside the path, so the gathering fills the lawn.
  const poleX = pathX + (hoisting ? 2 : 4) + r.next() * 3;
  const poleZ = z0 - (hoisting ? 14 : 8);
  things.push({
    z: poleZ,
    draw: () => flagpole(cam, light, mid, shadows, poleX, poleZ, 8),
  });
  if (hoisting) assembly(r, (z, draw) => things.push({ z, draw }), poleX, poleZ, o);
  // Students on the path and the lawn.
  const count = hoisting ? 0 : r.int(4, 9);
  for (let i = 0; i < count; i++) {
    const z = 7 + r.next() * 22;
    const x = pathX + (r.next() - 0.5) * (r.chance(0.6) ? 2.5 : 14);
    const person = randomPerson(r);
    const back = r.chance(0.5);
    things.push({
      z,
      draw: () =>
        figure(cam, light, r, mid, shadows, person, x, z, {
          back,
          pose: r.chance(0.6) ? 'walk' : 'stand',
        }),
    });
  }
  // A tree close to the camera frames the picture.
  const fz = 6 + r.next() * 3;
  const fx = pathX + (r.chance(0.5) ? -1 : 1) * (7 + r.next() * 3);
  things.push({
    z: fz,
    draw: () => tree(cam, light, r, near, shadows, { x: fx, z: fz, height: 9, spread: 3.6 }),
  });
  for (const t of things.sort((a, b) => b.z - a.z)) t.draw();
  finish(o);
  return o.pic;
}

/**
 * A flag hoisting: the one hoisting at the foot of the pole, and students in rows (NCC cadets in
 * front) and teachers at the side, facing the flag, their backs to the camera.
 */
function assembly(
  r: Random,
  push: (z: number, draw: () => void) => void,
  poleX: number,
  poleZ: number,
  o: Outdoor,
): void {
  const { cam, light, shadows, main } = o;
  const hoister = randomPerson(r, { women: 0, outfits: ['kurta'], older: true });
  push(poleZ - 0.8, () =>
    figure(cam, light, r, main, shadows, hoister, poleX - 0.6, poleZ - 0.8, { pose: 'work' }),
  );
  for (let row = 0; row < 5; row++) {
    const z = poleZ - 5 - row * 1.5;
    for (let i = 0; i < 11; i++) {
      const x = poleX - 9 + i * 1.5 + (r.next() - 0.5) * 0.3;
      const person = randomPerson(r, row === 0 ? { outfits: ['ncc'] } : {});
      push(z, () => figure(cam, light, r, main, shadows, person, x, z, { back: true }));
    }
  }
  for (let i = 0; i < 5; i++) {
    const z = poleZ - 4 - i * 1.4;
    const x = poleX + 7.5 + (r.next() - 0.5) * 0.4;
    const teacher = randomPerson(r, { older: true });
    push(z, () => figure(cam, light, r, main, shadows, teacher, x, z, { back: r.chance(0.5) }));
  }
}

/**
 * A football match on the college ground, seen from the touchline: striped grass, white
 * lines, a goal, players of two teams, and spectators under a shamiana.
 */
export function sportsScene(r: Random, w: number, h: number, time: Time, bihu = false): Picture {
  // The pitch runs along x (goals at x = ±52); the near touchline is at z = 4.
  const o = outdoor(r, w, h, {
    time,
    eye: 1.7 + r.next() * 2.5,
    yaw: (r.next() - 0.5) * 50,
    horizon: 0.4 + r.next() * 0.06,
    treeLine: 150 + r.int(0, 60),
    ground: (noise) => (x, z, foot) => {
      const base = grassAt(noise, x, z, foot);
      const stripe = Math.floor((x + 300) / 7) % 2 === 0 ? 1.05 : 0.95;
      const line = Math.min(
        Math.abs(z - 4),
        Math.abs(z - 72),
        Math.abs(x) + (z < 4 || z > 72 ? 99 : 0),
        Math.abs(Math.hypot(x, z - 38) - 9.15),
        Math.abs(Math.abs(x) - 52) + (z < 4 || z > 72 ? 99 : 0),
        Math.abs(Math.abs(x) - 35.5) + (Math.abs(z - 38) > 20 ? 99 : 0),
        Math.abs(Math.abs(z - 38) - 20) + (Math.abs(x) < 35.5 || Math.abs(x) > 52 ? 99 : 0),
      );
      const width = 0.06 + foot * 0.6;
      const paint = 1 - smoothstep(width * 0.5, width, line);
      const worn =
        smoothstep(0.62, 0.8, noise.value(x * 0.15, z * 0.15)) * (Math.abs(x) < 45 ? 0.45 : 0);
      return mix(
        mix(scale(base, stripe), DRY, worn),
        [228, 228, 220],
        paint * Math.max(0.3, 0.85 - foot * 3),
      );
    },
  });
  const { cam, light, shadows, main } = o;
  const things: Thing[] = [];
  if (bihu) bihuOnTheGround(r, things, o);
  else footballMatch(r, things, o);
  // Spectators under a shamiana beyond the far touchline.
  const tx = (r.next() - 0.5) * 40;
  things.push({ z: 80, draw: () => shamiana(cam, light, r, main, shadows, tx, 76, 16, 7) });
  for (let i = 0; i < 16; i++) {
    const z = 75 + r.next() * 4;
    const x = tx + (r.next() - 0.5) * 15;
    const person = randomPerson(r);
    things.push({ z: z - 0.1, draw: () => figure(cam, light, r, main, null, person, x, z) });
  }
  for (let i = 0; i < 8; i++) {
    const z = 90 + r.next() * 40;
    const x = (r.next() - 0.5) * 200;
    const kind = r.chance(0.7);
    things.push({
      z,
      draw: () =>
        kind
          ? tree(cam, light, r, main, shadows, {
              x,
              z,
              height: 9 + r.next() * 6,
              spread: 3 + r.next() * 2.5,
            })
          : palm(cam, light, r, main, shadows, x, z, 10 + r.next() * 4),
    });
  }
  for (const t of things.sort((a, b) => b.z - a.z)) t.draw();
  finish(o);
  return o.pic;
}

/** Something drawn in a scene, at its distance: far things are drawn first. */
type Thing = { z: number; draw: () => void };

/** The match: a goal, and players of two teams spread over the pitch. */
function footballMatch(r: Random, things: Thing[], o: Outdoor): void {
  const { cam, light, shadows, main } = o;
  const goalX = r.chance(0.5) ? 52 : -52;
  const post = hex('#f4f4f2');
  things.push({
    z: 38,
    draw: () => {
      for (const gz of [34.34, 41.66])
        main.add(cylinderAt(cam, light, main, goalX, gz, 2.44, post, 0.07));
      const [lx, ly, d] = cam.project([goalX, 2.44, 34.34]);
      const [rx2, ry2] = cam.project([goalX, 2.44, 41.66]);
      main.add(
        `<line x1="${lx.toFixed(1)}" y1="${ly.toFixed(1)}" x2="${rx2.toFixed(1)}" y2="${ry2.toFixed(1)}" stroke="${cssOf(light, post, d)}" stroke-width="${Math.max(1, 0.12 * cam.scaleAt(d)).toFixed(1)}"/>`,
      );
    },
  });
  const teams = r.sample(TEAM, 2);
  const players = r.int(10, 16);
  const play = (r.next() - 0.5) * 40;
  for (let i = 0; i < players; i++) {
    const z = 10 + r.next() * 55;
    const x = play + (r.next() - 0.5) * 50;
    const person = randomPerson(r, { women: 0, outfits: ['jersey'] });
    const team = teams[i % 2]!;
    things.push({
      z,
      draw: () =>
        figure(cam, light, r, main, shadows, { ...person, top: team }, x, z, {
          back: r.chance(0.5),
          pose: 'walk',
        }),
    });
  }
}

/**
 * Bihu on the playground: a row of dancers in mekhela chador facing the camera, a dhol player
 * with a gamosa at one end, and students standing in a ring around them on the grass.
 */
function bihuOnTheGround(r: Random, things: Thing[], o: Outdoor): void {
  const push = (z: number, draw: () => void) => things.push({ z, draw });
  const { cam, light, shadows, main } = o;
  const dancers = r.int(6, 9);
  const centre = (r.next() - 0.5) * 4;
  for (let i = 0; i < dancers; i++) {
    const p = randomPerson(r, { women: 1, outfits: ['mekhela'] });
    const x = centre - 5 + (10 * i) / (dancers - 1) + (r.next() - 0.5) * 0.5;
    const z = 15 + (r.next() - 0.5) * 1.2;
    push(z, () => figure(cam, light, r, main, shadows, p, x, z, { pose: 'dance' }));
  }
  const drummer = { ...randomPerson(r, { women: 0, outfits: ['kurta'] }), gamosa: true };
  const dx = centre + (r.chance(0.5) ? -7 : 7);
  push(16, () => figure(cam, light, r, main, shadows, drummer, dx, 16, { pose: 'work' }));
  // The ring of onlookers: behind the dancers and at both sides.
  for (let i = 0; i < 26; i++) {
    const a = Math.PI * (0.05 + 0.9 * (i / 25));
    const x = centre + Math.cos(a) * (11 + r.next() * 2);
    const z = 16 + Math.sin(a) * (7 + r.next() * 2);
    const person = randomPerson(r);
    push(z, () => figure(cam, light, r, main, shadows, person, x, z, { back: z < 16 }));
  }
}

const TEAM = ['#c62828', '#1565c0', '#f9a825', '#2e7d32', '#6a1b9a', '#ef6c00'].map(hex);

function cssOf(light: Light, c: Rgb, depth: number): string {
  return css(shade(light, c, [0, 0, -1], depth));
}

function cylinderAt(
  cam: Camera,
  light: Light,
  layer: SvgLayer,
  x: number,
  z: number,
  height: number,
  colour: Rgb,
  radius = 0.06,
): string {
  return cylinder(cam, light, layer, [x, z], radius, 0, height, colour);
}

/** A shamiana: a canopy of striped cloth on bamboo poles. */
function shamiana(
  cam: Camera,
  light: Light,
  r: Random,
  layer: SvgLayer,
  shadows: SvgLayer,
  x: number,
  z: number,
  width: number,
  depth: number,
): void {
  const y = 3;
  const box = { x0: x - width / 2, x1: x + width / 2, y0: y - 0.05, y1: y, z0: z, z1: z + depth };
  shadows.add(boxShadow(cam, light, box, 0.5));
  for (const px of [box.x0, box.x1])
    for (const pz of [box.z0, box.z1])
      layer.add(cylinder(cam, light, layer, [px, pz], 0.06, 0, y, hex('#b59a6a')));
  const colours = [r.pick(['#c62828', '#e65100', '#1565c0'].map(hex)), hex('#f5f0e6')];
  const stripes = 10;
  for (let i = 0; i < stripes; i++) {
    const x0 = box.x0 + (width * i) / stripes;
    const x1 = x0 + width / stripes;
    const pts: Vec3[] = [
      [x0, y, box.z0],
      [x1, y, box.z0],
      [x1, y + 1.2, box.z0 + depth / 2],
      [x0, y + 1.2, box.z0 + depth / 2],
    ];
    layer.add(
      `<polygon points="${cam.points(pts)}" fill="${css(shade(light, colours[i % 2]!, norm([0, 0.8, -0.6]), cam.toCamera(pts[0]!)[2]))}"/>`,
    );
    // The valance hanging from the front edge.
    const v: Vec3[] = [
      [x0, y, box.z0],
      [x1, y, box.z0],
      [x1, y - 0.5, box.z0],
      [x0, y - 0.5, box.z0],
    ];
    layer.add(
      `<polygon points="${cam.points(v)}" fill="${css(shade(light, colours[(i + 1) % 2]!, [0, 0, -1], cam.toCamera(v[0]!)[2]))}"/>`,
    );
  }
}

/** A study tour on a sandbank of the Brahmaputra: water to the far bank, boats, students. */
export function riverScene(r: Random, w: number, h: number, time: Time): Picture {
  const shore = 14 + r.next() * 10;
  const o = outdoor(r, w, h, {
    time,
    eye: 1.6,
    yaw: (r.next() - 0.5) * 30,
    horizon: 0.5 + r.next() * 0.06,
    treeLine: 700 + r.int(0, 500),
    ground: (noise) => {
      const sand = hex('#b3a68a');
      const [near, farWater, silt] = [hex('#6f7f86'), hex('#aab5b8'), hex('#7d735e')];
      return (x, z, foot) => {
        const edge = shore + (noise.value(x * 0.05, 1) - 0.5) * 8;
        if (z < edge) {
          const ripple = noise.fbm(x * 0.6, z * 2.2, 3, foot * 2.2);
          const wet = smoothstep(edge - 3, edge, z);
          return mix(scale(sand, 0.88 + ripple * 0.25), scale(sand, 0.62), wet);
        }
        // Water: the sky's colour, broken by ripples stretched across the current.
        const ripple = noise.fbm(x * 0.05, z * 0.9, 4, foot * 0.9);
        const far = smoothstep(20, 500, z);
        const sky = mix(near, farWater, far);
        const glint = Math.pow(noise.value(x * 0.3, z * 3), 8) * (1 - far) * 0.6;
        return scale(mix(sky, silt, 0.45 * (1 - far)), 0.8 + ripple * 0.4 + glint);
      };
    },
  });
  const { cam, light, far, shadows, main } = o;
  for (let i = 0; i < r.int(2, 4); i++)
    boat(cam, light, r, far, (r.next() - 0.5) * 160, 90 + r.next() * 260);
  const things: { z: number; draw: () => void }[] = [];
  const group = r.int(6, 12);
  const gx = (r.next() - 0.5) * 6;
  for (let i = 0; i < group; i++) {
    const z = 5 + r.next() * (shore - 7);
    const x = gx + (r.next() - 0.5) * 12;
    const person = randomPerson(r, { older: i === 0 });
    things.push({
      z,
      draw: () =>
        figure(cam, light, r, main, shadows, person, x, z, {
          back: r.chance(0.65),
          pose: r.chance(0.3) ? 'walk' : 'stand',
        }),
    });
  }
  for (const t of things.sort((a, b) => b.z - a.z)) t.draw();
  finish(o);
  return o.pic;
}

/** A country boat with a hooped roof of bamboo and thatch. */
function boat(cam: Camera, light: Light, r: Random, layer: SvgLayer, x: number, z: number): void {
  const len = 8 + r.next() * 6;
  const [ax, ay, d] = cam.project([x - len / 2, 0.4, z]);
  const [bx, by] = cam.project([x + len / 2, 0.4, z]);
  const s = cam.scaleAt(d);
  const hull = css(shade(light, hex('#4a3526'), [0, 0, -1], d));
  layer.add(
    `<path d="M${ax.toFixed(1)} ${(ay - 0.3 * s).toFixed(1)} Q${((ax + bx) / 2).toFixed(1)} ${(ay + 1.1 * s).toFixed(1)} ${bx.toFixed(1)} ${(by - 0.35 * s).toFixed(1)} Q${((ax + bx) / 2).toFixed(1)} ${(ay + 0.4 * s).toFixed(1)} ${ax.toFixed(1)} ${(ay - 0.3 * s).toFixed(1)}Z" fill="${hull}"/>`,
  );
  const cx = (ax + bx) / 2 + (r.next() - 0.5) * (bx - ax) * 0.2;
  const rw = (bx - ax) * 0.28;
  layer.add(
    `<path d="M${(cx - rw).toFixed(1)} ${(ay + 0.3 * s).toFixed(1)} Q${cx.toFixed(1)} ${(ay - 1.6 * s).toFixed(1)} ${(cx + rw).toFixed(1)} ${(ay + 0.3 * s).toFixed(1)}Z" fill="${css(shade(light, hex('#8b7a55'), [0, 0.6, -0.8], d))}"/>`,
  );
  // Its reflection, dimmer and broken.
  layer.add(
    `<path d="M${ax.toFixed(1)} ${(ay + 0.5 * s).toFixed(1)} Q${((ax + bx) / 2).toFixed(1)} ${(ay + 0.9 * s).toFixed(1)} ${bx.toFixed(1)} ${(by + 0.5 * s).toFixed(1)}" stroke="${hull}" stroke-opacity="0.35" stroke-width="${Math.max(1, 0.3 * s).toFixed(1)}" fill="none"/>`,
  );
}

/** NSS volunteers planting saplings with bamboo tree guards. */
export function plantationScene(r: Random, w: number, h: number, time: Time): Picture {
  const o = outdoor(r, w, h, {
    time,
    eye: 1.55,
    yaw: (r.next() - 0.5) * 30,
    horizon: 0.38 + r.next() * 0.06,
    ground: (noise) => {
      const soil = hex('#8a6b4a');
      return (x, z, foot) => {
        const g = grassAt(noise, x, z, foot);
        const bare = smoothstep(0.45, 0.6, noise.fbm(x * 0.12, z * 0.12, 3, foot * 0.12));
        const clod = noise.fbm(x * 4, z * 4, 3, foot * 4);
        return mix(g, scale(soil, 0.8 + clod * 0.4), bare * 0.85);
      };
    },
  });
  const { cam, light, shadows, main } = o;
  const things: { z: number; draw: () => void }[] = [];
  // A row of saplings, each with a volunteer beside it, kept within the frame.
  const row = r.int(5, 7);
  for (let i = 0; i < row; i++) {
    const x = -5 + (10 * i) / (row - 1) + (r.next() - 0.5) * 0.6;
    const z = 5.5 + i * 1.3 + r.next() * 1.5;
    things.push({ z: z + 0.2, draw: () => sapling(cam, light, r, main, shadows, x, z) });
    if (r.chance(0.85)) {
      const person = randomPerson(r, { outfits: ['shirt', 'salwar', 'jersey'] });
      const p = { ...person, top: r.chance(0.6) ? hex('#f1f1ec') : person.top };
      things.push({
        z: z + 0.6,
        draw: () =>
          figure(cam, light, r, main, shadows, p, x + 0.7, z + 0.6, {
            back: r.chance(0.4),
            pose: 'work',
          }),
      });
    }
  }
  for (let i = 0; i < 5; i++) {
    const x = (r.next() - 0.5) * 70;
    const z = 30 + r.next() * 40;
    things.push({
      z,
      draw: () =>
        tree(cam, light, r, main, shadows, {
          x,
          z,
          height: 9 + r.next() * 5,
          spread: 3 + r.next() * 2,
        }),
    });
  }
  for (const t of things.sort((a, b) => b.z - a.z)) t.draw();
  finish(o);
  return o.pic;
}

/** A sapling inside a cylindrical guard of bamboo slats. */
function sapling(
  cam: Camera,
  light: Light,
  r: Random,
  layer: SvgLayer,
  shadows: SvgLayer,
  x: number,
  z: number,
): void {
  const [bx, by, d] = cam.project([x, 0, z]);
  const s = cam.scaleAt(d);
  shadows.add(
    `<ellipse cx="${bx.toFixed(1)}" cy="${by.toFixed(1)}" rx="${(0.45 * s).toFixed(1)}" ry="${(0.1 * s).toFixed(1)}" fill="#000" fill-opacity="0.35"/>`,
  );
  const stem = css(shade(light, hex('#5b4a32'), [0, 0, -1], d));
  layer.add(
    `<line x1="${bx.toFixed(1)}" y1="${by.toFixed(1)}" x2="${bx.toFixed(1)}" y2="${(by - 1.1 * s).toFixed(1)}" stroke="${stem}" stroke-width="${Math.max(1, 0.03 * s).toFixed(1)}"/>`,
  );
  crown(cam, light, r, layer, [x, 1.1, z], [0.35, 0.3, 0.35], hex('#5f9a3c'));
  const slat = hex('#c9b27a');
  let slats = '';
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI;
    const sx = bx + Math.cos(a) * 0.32 * s;
    slats += `M${sx.toFixed(1)} ${by.toFixed(1)}V${(by - 1.0 * s).toFixed(1)}`;
  }
  layer.add(
    `<path d="${slats}" stroke="${css(shade(light, slat, [0, 0, -1], d))}" stroke-width="${Math.max(1, 0.035 * s).toFixed(1)}"/>`,
    `<ellipse cx="${bx.toFixed(1)}" cy="${(by - 0.55 * s).toFixed(1)}" rx="${(0.33 * s).toFixed(1)}" ry="${(0.06 * s).toFixed(1)}" fill="none" stroke="${css(shade(light, scale(slat, 0.8), [0, 0, -1], d))}" stroke-width="${Math.max(1, 0.03 * s).toFixed(1)}"/>`,
  );
}
