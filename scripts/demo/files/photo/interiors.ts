import type { Random } from '../../lib/random.ts';
import { css, hex, jitter, mix, scale, smoothstep, type Rgb } from './colour.ts';
import { Noise } from './noise.ts';
import { Picture, type SvgLayer } from './picture.ts';
import { paintGround, type Material } from './planes.ts';
import { finish } from './outdoor.ts';
import { figure, randomPerson, seatedFromBehind, type Outfit, type Pose } from './people.ts';
import { at, boxFaces, faceColour, faces, quad, solidBox, type Box, type Face } from './solids.ts';
import { Camera, shade, type Light, type Vec3 } from './world.ts';

/**
 * Rooms of the college seen from inside: the library, a laboratory, a classroom, the seminar
 * hall and the stage of a cultural evening. A room is a box around the camera; daylight comes
 * through windows in the left wall and lies on the floor in bright patches, tube lights glow on
 * the ceiling, and the furniture and people are lit by both.
 */

interface Room {
  pic: Picture;
  cam: Camera;
  light: Light;
  noise: Noise;
  walls: SvgLayer;
  /** Daylight on the floor and walls (screen-blended, soft). */
  daylight: SvgLayer;
  main: SvgLayer;
  /** Glow of lamps and spotlights (screen-blended, very soft). */
  glow: SvgLayer;
  width: number;
  height: number;
  depth: number;
}

function indoorLight(r: Random, dark = false): Light {
  const warm = r.next();
  return {
    name: 'indoor',
    top: hex('#dfe8ee'),
    horizon: hex('#f4f1e8'),
    // Light falls from the windows on the left, a little from above.
    sun: [0.75, 0.45, -0.35],
    sunColour: dark ? [0.08, 0.06, 0.05] : [0.3 + warm * 0.08, 0.28 + warm * 0.04, 0.25],
    ambient: dark ? [0.3, 0.25, 0.28] : [0.86, 0.85, 0.83],
    haze: dark ? hex('#120c10') : hex('#d8d4c8'),
    hazeDistance: dark ? 45 : 400,
    clouds: 0,
    lampsOn: true,
  };
}

/** Polished floor tiles with grout lines, a mottled terrazzo, or worn boards. */
export function floorMaterial(
  noise: Noise,
  kind: 'tiles' | 'terrazzo' | 'boards',
  base: Rgb,
): Material {
  return (x, z, foot) => {
    const mottle = noise.fbm(x * 2.2, z * 2.2, 3, foot * 2.2);
    if (kind === 'terrazzo') {
      const chips = noise.value(x * 40, z * 40);
      return scale(
        base,
        0.9 + mottle * 0.18 + (chips > 0.8 ? 0.08 : 0) * Math.max(0, 1 - foot * 30),
      );
    }
    const size = kind === 'tiles' ? 0.6 : 0.18;
    const u = ((x % size) + size) % size;
    const v = kind === 'tiles' ? ((z % size) + size) % size : size / 2;
    const line = Math.min(u, size - u, v, size - v);
    const grout = 1 - smoothstep(0.004 + foot * 0.6, 0.012 + foot * 1.2, line);
    const tile = noise.value(
      Math.floor(x / size) * 3.1,
      Math.floor(z / (kind === 'tiles' ? size : 1.7)) * 1.7,
    );
    const grain = kind === 'boards' ? noise.fbm(x * 30, z * 1.5, 3, foot * 30) : 0.5;
    const colour = scale(base, 0.88 + tile * 0.14 + mottle * 0.08 + (grain - 0.5) * 0.2);
    return mix(colour, scale(base, 0.6), grout * Math.max(0.2, 1 - foot * 8));
  };
}

function room(
  r: Random,
  w: number,
  h: number,
  options: {
    width: number;
    height: number;
    depth: number;
    wall: Rgb;
    floor: (noise: Noise) => Material;
    eye?: number;
    yaw?: number;
    fov?: number;
    windows?: boolean;
    dark?: boolean;
  },
): Room {
  const light = indoorLight(r, options.dark);
  const cam = new Camera(w, h, options.eye ?? 1.55, {
    fov: options.fov ?? 66,
    horizon: 0.5,
    yaw: options.yaw ?? 0,
  });
  const noise = new Noise(r.int(1, 1_000_000));
  const pic = new Picture(w, h);
  const walls = pic.svg();
  const floor = options.floor(noise);
  const inside = (x: number, z: number) => Math.abs(x) <= options.width / 2 && z <= options.depth;
  paintGround(pic.pixels(), cam, light, (x, z, foot) => (inside(x, z) ? floor(x, z, foot) : null));
  const daylight = pic.svg({ blur: w / 180, blend: 'screen' });
  const main = pic.svg();
  const glow = pic.svg({ blur: w / 90, blend: 'screen' });
  const { width, height, depth } = options;
  const shell: Box = { x0: -width / 2, x1: width / 2, y0: 0, y1: height, z0: -2, z1: depth };
  const fs = boxFaces(shell);
  // Inside the box, so each face is seen from its back: flip the normals.
  const inward = (f: Face): Face => ({ ...f, normal: [-f.normal[0], -f.normal[1], -f.normal[2]] });
  walls.add(`<rect width="${w}" height="${h}" fill="${css(scale(options.wall, 0.5))}"/>`);
  for (const key of ['top', 'back', 'left', 'right'] as const) {
    const f = inward(fs[key]);
    // The ceiling is lit by the lamps and the light bounced off the floor.
    const lit = key === 'top' ? { ...f, normal: [0, 0.2, -1] as Vec3 } : f;
    const albedo = key === 'top' ? mix(options.wall, hex('#ffffff'), 0.4) : options.wall;
    walls.add(
      quad(
        cam,
        f,
        [0, 1, 0, 1],
        faceColour(cam, light, lit, scale(albedo, key === 'top' ? 0.92 : 1)),
      ),
    );
  }
  // Darker corners where walls meet the ceiling and the floor.
  const back = inward(fs.back);
  const [, by0] = cam.project(at(back, 0.5, 0));
  const [, by1] = cam.project(at(back, 0.5, 1));
  walls.add(
    quad(
      cam,
      back,
      [0, 1, 0, 1],
      walls.linear(
        [
          [0, [0, 0, 0], 0.18],
          [0.2, [0, 0, 0], 0],
          [0.85, [0, 0, 0], 0],
          [1, [0, 0, 0], 0.25],
        ],
        [0, by1, 0, by0],
      ),
    ),
  );
  // A dado: the lower part of the walls painted darker, as in every government building.
  for (const key of ['back', 'left', 'right'] as const) {
    const f = inward(fs[key]);
    walls.add(
      quad(cam, f, [0, 1, 0, 1.1 / height], faceColour(cam, light, f, scale(options.wall, 0.72))),
    );
  }
  const out: Room = { pic, cam, light, noise, walls, daylight, main, glow, width, height, depth };
  if (options.windows !== false) windowsLeft(out, r);
  return out;
}

/** Windows along the left wall, bright with the day outside, and their patches on the floor. */
function windowsLeft(room: Room, r: Random): void {
  const { cam, light, walls, daylight, width, height, depth } = room;
  const x = -width / 2 + 0.01;
  for (let z = 1.5; z < depth - 1; z += 3.2) {
    const y0 = 0.95;
    const y1 = Math.min(height - 0.5, 2.6);
    const z0 = z;
    const z1 = z + 1.6;
    const pane: Vec3[] = [
      [x, y0, z1],
      [x, y0, z0],
      [x, y1, z0],
      [x, y1, z1],
    ];
    const [, ty] = cam.project(pane[2]!);
    const [, byy] = cam.project(pane[1]!);
    const sky = walls.linear(
      [
        [0, hex('#f4f8fb')],
        [0.6, hex('#dfeaf0')],
        [1, hex('#b8c9a0')],
      ],
      [0, ty, 0, byy],
    );
    walls.add(`<polygon points="${cam.points(pane)}" fill="${sky}"/>`);
    // Bars and frame.
    const f: Face = {
      origin: [x, y0, z1],
      U: [0, 0, z0 - z1],
      V: [0, y1 - y0, 0],
      normal: [1, 0, 0],
    };
    const frame = faceColour(cam, light, f, hex('#3f6b5a'));
    for (const u of [0, 0.5, 1]) walls.add(quad(cam, f, [u - 0.02, u + 0.02, 0, 1], frame));
    for (const v of [0, 0.45, 1]) walls.add(quad(cam, f, [0, 1, v - 0.02, v + 0.02], frame));
    for (let i = 1; i < 6; i++)
      walls.add(
        quad(
          cam,
          f,
          [i / 6 - 0.005, i / 6 + 0.005, 0, 1],
          faceColour(cam, light, f, hex('#50565a')),
        ),
      );
    // The patch of sunlight it throws on the floor.
    const s = light.sun;
    const onFloor = pane.map(
      (p) => [p[0] - (s[0] * p[1]) / s[1], 0, p[2] - (s[2] * p[1]) / s[1]] as Vec3,
    );
    daylight.add(
      `<polygon points="${cam.points(onFloor)}" fill="#fff6e0" fill-opacity="${(0.16 + r.next() * 0.06).toFixed(3)}"/>`,
    );
    daylight.add(`<polygon points="${cam.points(pane)}" fill="#ffffff" fill-opacity="0.35"/>`);
  }
}

/** Tube lights in rows on the ceiling, with their glow. */
function tubeLights(room: Room, rows: number[], every = 3): void {
  const { cam, light, walls, glow, height, depth } = room;
  for (const x of rows) {
    for (let z = 2; z < depth - 0.5; z += every) {
      const y = height - 0.06;
      const pts: Vec3[] = [
        [x - 0.6, y, z],
        [x + 0.6, y, z],
        [x + 0.6, y, z + 0.12],
        [x - 0.6, y, z + 0.12],
      ];
      walls.add(`<polygon points="${cam.points(pts)}" fill="#fffdf4"/>`);
      const [cx, cy, d] = cam.project([x, y, z]);
      const rad = 0.9 * cam.scaleAt(d);
      glow.add(
        `<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${rad.toFixed(1)}" ry="${(rad * 0.45).toFixed(1)}" fill="#fff3d0" fill-opacity="0.35"/>`,
      );
    }
  }
  void light;
}

/** A ceiling fan: a motor and three blades seen from below. */
function ceilingFan(room: Room, r: Random, x: number, z: number): void {
  const { cam, light, main, height } = room;
  const [cx, top] = cam.project([x, height, z]);
  const [, hub, d] = cam.project([x, height - 0.6, z]);
  const s = cam.scaleAt(d);
  const metal = css(shade(light, hex('#d9d6cf'), [0, -1, 0], d));
  main.add(
    `<line x1="${cx.toFixed(1)}" y1="${top.toFixed(1)}" x2="${cx.toFixed(1)}" y2="${hub.toFixed(1)}" stroke="${metal}" stroke-width="${Math.max(1, 0.03 * s).toFixed(1)}"/>`,
  );
  main.add(
    `<ellipse cx="${cx.toFixed(1)}" cy="${hub.toFixed(1)}" rx="${(0.12 * s).toFixed(1)}" ry="${(0.05 * s).toFixed(1)}" fill="${metal}"/>`,
  );
  const a0 = r.next() * 120;
  for (let i = 0; i < 3; i++) {
    const a = ((a0 + i * 120) * Math.PI) / 180;
    const end: Vec3 = [x + Math.cos(a) * 0.6, height - 0.6, z + Math.sin(a) * 0.6];
    const [ex, ey] = cam.project(end);
    main.add(
      `<line x1="${cx.toFixed(1)}" y1="${hub.toFixed(1)}" x2="${ex.toFixed(1)}" y2="${ey.toFixed(1)}" stroke="${metal}" stroke-width="${Math.max(1.5, 0.09 * s).toFixed(1)}" stroke-linecap="round"/>`,
    );
  }
}

/** A table: a top on four legs, with its shadow on the floor. */
function table(room: Room, b: Box, wood: Rgb): void {
  const { cam, light, main } = room;
  const shadow: Vec3[] = [
    [b.x0, 0, b.z0],
    [b.x1, 0, b.z0],
    [b.x1, 0, b.z1],
    [b.x0, 0, b.z1],
  ];
  main.add(`<polygon points="${cam.points(shadow)}" fill="#000" fill-opacity="0.22"/>`);
  const leg = 0.06;
  for (const [x, z] of [
    [b.x0 + 0.05, b.z1 - 0.05],
    [b.x1 - 0.05, b.z1 - 0.05],
    [b.x0 + 0.05, b.z0 + 0.05],
    [b.x1 - 0.05, b.z0 + 0.05],
  ] as const)
    main.add(
      solidBox(
        cam,
        light,
        { x0: x - leg / 2, x1: x + leg / 2, y0: 0, y1: b.y1, z0: z - leg / 2, z1: z + leg / 2 },
        scale(wood, 0.8),
      ),
    );
  main.add(
    solidBox(
      cam,
      light,
      { ...b, y0: b.y1 - 0.05 },
      { all: wood, top: mix(wood, hex('#ffffff'), 0.08) },
    ),
  );
}

/** A box with a contact shadow on the floor under it. */
function furniture(
  room: Room,
  b: Box,
  albedo:
    | Rgb
    | (Partial<Record<'front' | 'back' | 'left' | 'right' | 'top' | 'bottom', Rgb>> & { all: Rgb }),
): void {
  const { cam, light, main } = room;
  const pad = 0.12;
  const floor: Vec3[] = [
    [b.x0 - pad, 0, b.z0 - pad],
    [b.x1 + pad, 0, b.z0 - pad],
    [b.x1 + pad, 0, b.z1 + pad],
    [b.x0 - pad, 0, b.z1 + pad],
  ];
  if (b.y0 < 0.05)
    main.add(`<polygon points="${cam.points(floor)}" fill="#000" fill-opacity="0.18"/>`);
  main.add(solidBox(cam, light, b, albedo));
}

const BOOKS = [
  '#7b2d26',
  '#1f3a5f',
  '#2f5d50',
  '#8a5a2b',
  '#5b3a6b',
  '#a3872e',
  '#3b3b3b',
  '#9b4a2f',
  '#2d4a6b',
  '#6b6b4a',
  '#b9a88a',
].map(hex);

/** A bookcase: a wooden frame, shelves, and rows of books of every colour on the face seen. */
function bookcase(room: Room, r: Random, b: Box, face: 'front' | 'left' | 'right'): void {
  const { cam, light, main } = room;
  const wood = hex('#6e4a2f');
  furniture(room, b, wood);
  const f = boxFaces(b)[face];
  if (!faces(cam, f)) return;
  const shelves = 6;
  const inside = faceColour(cam, light, f, scale(wood, 0.45));
  main.add(quad(cam, f, [0.04, 0.96, 0.03, 0.97], inside));
  for (let s = 0; s < shelves; s++) {
    const v0 = 0.04 + (s * 0.92) / shelves;
    const v1 = v0 + 0.92 / shelves;
    let u = 0.05;
    const out: string[] = [];
    while (u < 0.94) {
      const bw = 0.012 + r.next() * 0.02;
      if (r.chance(0.04)) {
        u += bw * 3;
        continue;
      }
      const top = v0 + (v1 - v0) * (0.55 + r.next() * 0.3);
      const colour = faceColour(cam, light, f, jitter(r.pick(BOOKS), 18, r.next()));
      out.push(quad(cam, f, [u, Math.min(0.95, u + bw), v0 + 0.01, top], colour));
      u += bw + 0.002;
    }
    main.add(...out);
    main.add(quad(cam, f, [0.03, 0.97, v0 - 0.012, v0 + 0.008], faceColour(cam, light, f, wood)));
  }
}

/** The central library: tall bookcases down both sides, reading tables, readers. */
export function libraryScene(r: Random, w: number, h: number): Picture {
  const depth = 22;
  const width = 11;
  const rm = room(r, w, h, {
    width,
    height: 4.2,
    depth,
    wall: r.pick(['#e9e1cf', '#dfe3d6', '#ece4d2'].map(hex)),
    floor: (noise) =>
      floorMaterial(
        noise,
        r.chance(0.5) ? 'terrazzo' : 'tiles',
        r.pick(['#b9ad96', '#a9a49a', '#c2b59b'].map(hex)),
      ),
    yaw: (r.next() - 0.5) * 34,
    eye: 1.5 + r.next() * 0.5,
    windows: false,
  });
  tubeLights(rm, [-2.5, 2.5]);
  const items: { z: number; draw: () => void }[] = [];
  for (let z = 2; z < depth - 1; z += 2.6) {
    items.push({
      z: z + 0.4,
      draw: () =>
        bookcase(
          rm,
          r,
          { x0: -width / 2 + 0.05, x1: -width / 2 + 0.5, y0: 0, y1: 2.3, z0: z, z1: z + 2.4 },
          'right',
        ),
    });
    items.push({
      z: z + 0.4,
      draw: () =>
        bookcase(
          rm,
          r,
          { x0: width / 2 - 0.5, x1: width / 2 - 0.05, y0: 0, y1: 2.3, z0: z, z1: z + 2.4 },
          'left',
        ),
    });
  }
  // Bookcases across the back wall.
  for (let x = -width / 2 + 0.6; x < width / 2 - 1; x += 2.1)
    items.push({
      z: depth - 0.3,
      draw: () =>
        bookcase(
          rm,
          r,
          { x0: x, x1: x + 2, y0: 0, y1: 2.3, z0: depth - 0.5, z1: depth - 0.05 },
          'front',
        ),
    });
  // Reading tables with readers on both sides.
  const tables = r.int(2, 3);
  for (let t = 0; t < tables; t++) {
    const z0 = 5 + t * 4.5;
    items.push({
      z: z0 + 1.3,
      draw: () =>
        table(rm, { x0: -1.2, x1: 1.2, y0: 0, y1: 0.76, z0, z1: z0 + 2.6 }, hex('#7a5235')),
    });
    for (let i = 0; i < 4; i++) {
      const z = z0 + 0.4 + i * 0.6;
      for (const side of [-1, 1]) {
        if (r.chance(0.35)) continue;
        const p = randomPerson(r);
        items.push({
          z: z + 0.01,
          draw: () => {
            const [hx, hy, d] = rm.cam.project([side * 1.45, 1.18, z]);
            seatedFromBehind(
              rm.main,
              rm.light,
              d,
              p,
              hx,
              hy,
              0.17 * rm.cam.scaleAt(d),
              hex('#5e3d25'),
            );
          },
        });
      }
    }
    // Open books on the table.
    items.push({
      z: z0 + 1.29,
      draw: () => {
        for (let i = 0; i < 4; i++) {
          const bz = z0 + 0.3 + i * 0.6;
          for (const bx of [-0.75, 0.45]) {
            if (r.chance(0.3)) continue;
            const book: Vec3[] = [
              [bx, 0.77, bz],
              [bx + 0.3, 0.77, bz],
              [bx + 0.3, 0.77, bz + 0.22],
              [bx, 0.77, bz + 0.22],
            ];
            rm.main.add(
              `<polygon points="${rm.cam.points(book)}" fill="${css(shade(rm.light, hex('#f2eee2'), [0, 1, 0], bz))}"/>`,
            );
          }
        }
      },
    });
  }
  for (const it of items.sort((a, b) => b.z - a.z)) it.draw();
  finish({ pic: rm.pic, main: rm.glow }, 0.35);
  return rm.pic;
}

/** A teaching laboratory: long benches with black tops, glassware, students in lab coats. */
export function labScene(r: Random, w: number, h: number): Picture {
  const depth = 16;
  const width = 10;
  const rm = room(r, w, h, {
    width,
    height: 3.8,
    depth,
    wall: r.pick(['#e4e9e4', '#e9e4d8', '#dde6ea', '#e8dcc8', '#d8e4dc'].map(hex)),
    floor: (noise) =>
      floorMaterial(noise, 'tiles', r.pick(['#c9c4b8', '#b8b3a8', '#d2ccbf'].map(hex))),
    yaw: (r.next() - 0.5) * 50,
    eye: 1.5 + r.next() * 0.7,
    fov: 55 + r.next() * 15,
  });
  tubeLights(rm, [-1.8, 1.8]);
  const items: { z: number; draw: () => void }[] = [];
  // Cupboards with glass fronts on the back wall.
  items.push({
    z: depth - 0.3,
    draw: () =>
      furniture(
        rm,
        {
          x0: -width / 2 + 0.3,
          x1: width / 2 - 0.3,
          y0: 0,
          y1: 2.1,
          z0: depth - 0.6,
          z1: depth - 0.05,
        },
        { all: hex('#8a9496'), front: hex('#6f7a7c') },
      ),
  });
  for (const bx of [-2.6, 1.0]) {
    const bench: Box = { x0: bx, x1: bx + 1.6, y0: 0, y1: 0.9, z0: 2.5, z1: depth - 2.5 };
    items.push({
      z: 9,
      draw: () => {
        furniture(rm, bench, { all: hex('#7d6a55'), top: hex('#1f2224') });
        // A reagent shelf along the middle of the bench.
        rm.main.add(
          solidBox(
            rm.cam,
            rm.light,
            { x0: bx + 0.74, x1: bx + 0.86, y0: 0.9, y1: 1.3, z0: 2.7, z1: depth - 2.7 },
            hex('#a88a63'),
          ),
        );
      },
    });
  }
  // Glassware on the benches, near to far.
  const colours = ['#4fc3f7', '#e57373', '#fff176', '#81c784', '#ba68c8', '#ffb74d'].map(hex);
  for (let i = 0; i < 26; i++) {
    const bx = r.chance(0.5) ? -2.6 + 0.2 + r.next() * 1.2 : 1.0 + 0.2 + r.next() * 1.2;
    const z = 3 + r.next() * (depth - 6);
    items.push({ z: z / 100, draw: () => flask(rm, r, bx, z, r.pick(colours)) });
  }
  // Students at work along both sides of the aisle, where the camera looks: spread along the
  // benches, drawn far to near after the benches and the glassware behind them.
  const count = r.int(6, 8);
  for (let i = 0; i < count; i++) {
    const left = i % 2 === 0;
    const x = left ? -0.78 : 0.78;
    const z = 3.2 + (i / count) * 8.5 + r.next() * 0.6;
    const p = randomPerson(r, { outfits: ['labcoat'] });
    items.push({
      z: -1 + (z - 10) / 100,
      draw: () =>
        figure(rm.cam, rm.light, r, rm.main, null, p, x + (r.next() - 0.5) * 0.1, z, {
          back: r.chance(0.5),
          pose: 'work',
        }),
    });
  }
  const middle = randomPerson(r, { outfits: ['labcoat'], older: true });
  items.push({
    z: -1,
    draw: () => figure(rm.cam, rm.light, r, rm.main, null, middle, -0.2, 10, { pose: 'stand' }),
  });
  for (const it of items.sort((a, b) => b.z - a.z)) it.draw();
  finish({ pic: rm.pic, main: rm.glow }, 0.35);
  return rm.pic;
}

/** A conical flask or a beaker with coloured liquid and a highlight. */
function flask(rm: Room, r: Random, x: number, z: number, liquid: Rgb): void {
  const { cam, light, main } = rm;
  const [bx, by, d] = cam.project([x, 0.9, z]);
  const s = cam.scaleAt(d);
  const hgt = (0.14 + r.next() * 0.1) * s;
  const wdt = (0.06 + r.next() * 0.03) * s;
  const glass = css(shade(light, hex('#dfeef2'), [0, 0, -1], d));
  const liq = css(shade(light, liquid, [0, 0, -1], d));
  if (r.chance(0.5)) {
    main.add(
      `<path d="M${(bx - wdt).toFixed(1)} ${by.toFixed(1)} L${(bx - wdt * 0.25).toFixed(1)} ${(by - hgt * 0.7).toFixed(1)} V${(by - hgt).toFixed(1)} H${(bx + wdt * 0.25).toFixed(1)} V${(by - hgt * 0.7).toFixed(1)} L${(bx + wdt).toFixed(1)} ${by.toFixed(1)}Z" fill="${glass}" fill-opacity="0.55"/>`,
    );
    main.add(
      `<path d="M${(bx - wdt).toFixed(1)} ${by.toFixed(1)} L${(bx - wdt * 0.7).toFixed(1)} ${(by - hgt * 0.3).toFixed(1)} H${(bx + wdt * 0.7).toFixed(1)} L${(bx + wdt).toFixed(1)} ${by.toFixed(1)}Z" fill="${liq}"/>`,
    );
  } else {
    main.add(
      `<rect x="${(bx - wdt * 0.7).toFixed(1)}" y="${(by - hgt * 0.8).toFixed(1)}" width="${(wdt * 1.4).toFixed(1)}" height="${(hgt * 0.8).toFixed(1)}" fill="${glass}" fill-opacity="0.5"/>`,
    );
    main.add(
      `<rect x="${(bx - wdt * 0.7).toFixed(1)}" y="${(by - hgt * 0.4).toFixed(1)}" width="${(wdt * 1.4).toFixed(1)}" height="${(hgt * 0.4).toFixed(1)}" fill="${liq}"/>`,
    );
  }
  main.add(
    `<line x1="${(bx - wdt * 0.35).toFixed(1)}" y1="${(by - hgt * 0.1).toFixed(1)}" x2="${(bx - wdt * 0.25).toFixed(1)}" y2="${(by - hgt * 0.65).toFixed(1)}" stroke="#ffffff" stroke-opacity="0.7" stroke-width="${Math.max(0.8, wdt * 0.12).toFixed(1)}"/>`,
  );
}

/** A classroom: a green board with chalk, the teacher, rows of students from behind, fans. */
export function classroomScene(
  r: Random,
  w: number,
  h: number,
  board: 'chalk' | 'screen' = 'chalk',
): Picture {
  const depth = 12;
  const width = 9;
  const rm = room(r, w, h, {
    width,
    height: 3.9,
    depth,
    wall: r.pick(['#e8dfc4', '#dfe6d8', '#e9e2cf', '#e2e4ea'].map(hex)),
    floor: (noise) =>
      floorMaterial(
        noise,
        r.chance(0.5) ? 'terrazzo' : 'tiles',
        r.pick(['#a89f8c', '#b4ab97'].map(hex)),
      ),
    yaw: (r.next() - 0.5) * 36,
    eye: 1.35 + r.next() * 0.5,
    fov: 58 + r.next() * 12,
  });
  tubeLights(rm, [-1.5, 1.5], 4);
  const { cam, light, main } = rm;
  // The green board and its chalk.
  const wall: Face = {
    origin: [-2.2, 1.0, depth - 0.02],
    U: [4.4, 0, 0],
    V: [0, 1.35, 0],
    normal: [0, 0, -1],
  };
  main.add(
    quad(cam, wall, [-0.02, 1.02, -0.03, 1.03], faceColour(cam, light, wall, hex('#6b4a2f'))),
  );
  main.add(quad(cam, wall, [0, 1, 0, 1], faceColour(cam, light, wall, hex('#2f4f43'))));
  if (board === 'screen') {
    // A talk: the slide projected over the board.
    main.add(quad(cam, wall, [0.05, 0.95, 0.02, 0.98], '#f4f4ee'));
    main.add(quad(cam, wall, [0.1, 0.9, 0.8, 0.92], '#27477a'));
    for (let i = 0; i < 4; i++)
      main.add(
        quad(
          cam,
          wall,
          [0.14 + i * 0.2, 0.26 + i * 0.2, 0.12, 0.2 + r.next() * 0.45],
          r.pick(['#e07a5f', '#3d405b', '#81b29a', '#f2cc8f']),
        ),
      );
    rm.glow.add(quad(cam, wall, [0, 1, 0, 1], '#ffffff', ' fill-opacity="0.2"'));
  }
  let chalk = '';
  for (let line = 0; line < 6; line++) {
    let u = 0.06 + (line % 2) * 0.04;
    const v = 0.85 - line * 0.13;
    while (u < 0.55 + r.next() * 0.35) {
      const len = 0.02 + r.next() * 0.06;
      const [ax, ay] = cam.project(at(wall, u, v));
      const [bx, by] = cam.project(at(wall, u + len, v + (r.next() - 0.5) * 0.02));
      chalk += `M${ax.toFixed(1)} ${ay.toFixed(1)}L${bx.toFixed(1)} ${by.toFixed(1)}`;
      u += len + 0.015;
    }
  }
  // A diagram on the right of the board: a curve on axes.
  const [ox, oy] = cam.project(at(wall, 0.72, 0.2));
  const [tx, ty] = cam.project(at(wall, 0.95, 0.85));
  chalk += `M${ox.toFixed(1)} ${ty.toFixed(1)}V${oy.toFixed(1)}H${tx.toFixed(1)}M${ox.toFixed(1)} ${oy.toFixed(1)}Q${((ox + tx) / 2).toFixed(1)} ${(ty - (oy - ty) * 0.2).toFixed(1)} ${tx.toFixed(1)} ${(oy - (oy - ty) * 0.4).toFixed(1)}`;
  if (board === 'chalk')
    main.add(
      `<path d="${chalk}" stroke="#e8eee6" stroke-opacity="0.8" stroke-width="${Math.max(1, w / 900).toFixed(1)}" fill="none" stroke-linecap="round"/>`,
    );
  const teacher = randomPerson(r, { older: true, women: 0.5 });
  figure(cam, light, r, main, null, teacher, 1.6 + r.next() * 0.8, depth - 1.2, { pose: 'stand' });
  // The teacher's table.
  furniture(
    rm,
    { x0: -2.4, x1: -0.8, y0: 0, y1: 0.78, z0: depth - 2.4, z1: depth - 1.7 },
    { all: hex('#6e4a2f'), top: hex('#7d5638') },
  );
  ceilingFan(rm, r, -1.8, 4);
  ceilingFan(rm, r, 1.8, 4);
  ceilingFan(rm, r, -1.8, 8.5);
  ceilingFan(rm, r, 1.8, 8.5);
  // Rows of benches and desks, students seated from behind; far rows first.
  for (let z = depth - 3.4; z > 1.2; z -= 1.15) {
    for (const x0 of [-3.6, 0.4]) {
      const desk: Box = { x0, x1: x0 + 3.1, y0: 0.45, y1: 0.75, z0: z + 0.35, z1: z + 0.75 };
      furniture(rm, desk, { all: hex('#7a5636'), top: hex('#8a6240') });
      for (let i = 0; i < 3; i++) {
        if (r.chance(0.2)) continue;
        const x = x0 + 0.5 + i * 1.05 + (r.next() - 0.5) * 0.15;
        const p = randomPerson(r);
        const [hx, hy, d] = cam.project([x, 1.15 + (r.next() - 0.5) * 0.05, z]);
        seatedFromBehind(main, light, d, p, hx, hy, 0.17 * cam.scaleAt(d), hex('#7a5636'));
      }
    }
  }
  finish({ pic: rm.pic, main: rm.glow }, 0.35);
  return rm.pic;
}

/** The seminar hall: a dais with a table in white cloth, a lectern and speaker, a screen, an audience. */
export function seminarScene(r: Random, w: number, h: number): Picture {
  const depth = 18;
  const width = 13;
  const rm = room(r, w, h, {
    width,
    height: 4.8,
    depth,
    wall: r.pick(['#e6dcc6', '#d9dde2', '#e3d7c9'].map(hex)),
    floor: (noise) => floorMaterial(noise, 'tiles', r.pick(['#b7ad9a', '#a59d90'].map(hex))),
    yaw: (r.next() - 0.5) * 30,
    eye: 1.3 + r.next() * 0.6,
    windows: r.chance(0.5),
  });
  tubeLights(rm, [-3, 0, 3], 3.5);
  const { cam, light, main, glow } = rm;
  // The dais and the backdrop banner.
  furniture(
    rm,
    { x0: -width / 2 + 0.5, x1: width / 2 - 0.5, y0: 0, y1: 0.6, z0: depth - 4, z1: depth - 0.05 },
    { all: hex('#6e4a2f'), top: hex('#8a5e3b') },
  );
  const banner: Face = {
    origin: [-3.8, 1.9, depth - 0.04],
    U: [7.6, 0, 0],
    V: [0, 2.2, 0],
    normal: [0, 0, -1],
  };
  const bannerColour = r.pick(['#1d3557', '#5c1a1b', '#1f4a3a', '#3a2f6b'].map(hex));
  main.add(quad(cam, banner, [0, 1, 0, 1], faceColour(cam, light, banner, bannerColour)));
  // Lines of lettering (unreadable at this distance) and the gamosa border.
  for (const [v, len, hgt] of [
    [0.78, 0.7, 0.1],
    [0.6, 0.85, 0.12],
    [0.42, 0.5, 0.07],
    [0.3, 0.4, 0.06],
  ] as const) {
    main.add(
      quad(
        cam,
        banner,
        [0.5 - len / 2, 0.5 + len / 2, v, v + hgt],
        faceColour(cam, light, banner, mix(bannerColour, hex('#f6e7b0'), 0.85)),
      ),
    );
  }
  main.add(quad(cam, banner, [0, 1, 0, 0.09], faceColour(cam, light, banner, hex('#f4efe4'))));
  for (let i = 0; i < 24; i++)
    main.add(
      quad(
        cam,
        banner,
        [i / 24 + 0.01, i / 24 + 0.025, 0.03, 0.06],
        faceColour(cam, light, banner, hex('#b3202a')),
      ),
    );
  // The projection screen with a slide.
  const screen: Face = {
    origin: [3.3, 1.6, depth - 0.6],
    U: [2.6, 0, 0],
    V: [0, 1.8, 0],
    normal: [0, 0, -1],
  };
  main.add(quad(cam, screen, [0, 1, 0, 1], '#f7f7f2'));
  main.add(quad(cam, screen, [0.06, 0.94, 0.8, 0.92], '#27477a'));
  for (let i = 0; i < 5; i++)
    main.add(
      quad(
        cam,
        screen,
        [0.1 + i * 0.16, 0.2 + i * 0.16, 0.12, 0.2 + r.next() * 0.5],
        r.pick(['#e07a5f', '#3d405b', '#81b29a', '#f2cc8f']),
      ),
    );
  glow.add(quad(cam, screen, [0, 1, 0, 1], '#ffffff', ' fill-opacity="0.25"'));
  // The table on the dais with a white cloth and a red-bordered gamosa runner, guests behind it.
  const guests = r.int(3, 5);
  for (let i = 0; i < guests; i++) {
    const p = randomPerson(r, { older: true, women: 0.4 });
    const x = -2.6 + (i * 4.2) / Math.max(1, guests - 1);
    figure(cam, light, r, main, null, { ...p, height: 1.3 + 0.6 }, x, depth - 1.6);
  }
  furniture(
    rm,
    { x0: -3.2, x1: 1.8, y0: 0.6, y1: 1.35, z0: depth - 2.6, z1: depth - 1.9 },
    { all: hex('#f2efe8') },
  );
  const cloth: Face = {
    origin: [-3.2, 0.6, depth - 2.6],
    U: [5, 0, 0],
    V: [0, 0.75, 0],
    normal: [0, 0, -1],
  };
  main.add(quad(cam, cloth, [0, 1, 0.7, 0.8], faceColour(cam, light, cloth, hex('#b3202a'))));
  for (let i = 0; i < 3; i++) bouquet(rm, r, -2.8 + i * 2, depth - 2.3);
  // The lectern and the speaker.
  const speaker = randomPerson(r, { older: true });
  figure(cam, light, r, main, null, speaker, 2.6, depth - 2.7);
  furniture(
    rm,
    { x0: 2.2, x1: 3.0, y0: 0.6, y1: 1.75, z0: depth - 3.2, z1: depth - 2.9 },
    { all: hex('#5e3d25') },
  );
  // The audience from behind, far rows first.
  for (let z = depth - 5.5; z > 1.4; z -= 1.1) {
    for (let x = -width / 2 + 0.9; x < width / 2 - 0.6; x += 0.62) {
      if (Math.abs(x) < 0.7 || r.chance(0.12)) continue;
      const p = randomPerson(r, { women: 0.55 });
      const [hx, hy, d] = cam.project([
        x + (r.next() - 0.5) * 0.1,
        1.2 + (r.next() - 0.5) * 0.06,
        z,
      ]);
      seatedFromBehind(main, light, d, p, hx, hy, 0.17 * cam.scaleAt(d), hex('#4a4a52'));
    }
  }
  finish({ pic: rm.pic, main: rm.glow }, 0.35);
  return rm.pic;
}

/** Flowers on the table: marigolds and a few white tuberoses. */
function bouquet(rm: Room, r: Random, x: number, z: number): void {
  const { cam, light, main } = rm;
  const [bx, by, d] = cam.project([x, 1.35, z]);
  const s = cam.scaleAt(d);
  for (let i = 0; i < 14; i++) {
    const a = r.next() * Math.PI * 2;
    const rr = r.next() * 0.12 * s;
    const c = r.chance(0.75) ? hex(r.pick(['#f39c12', '#e67e22', '#f1c40f'])) : hex('#f7f4ea');
    main.add(
      `<circle cx="${(bx + Math.cos(a) * rr).toFixed(1)}" cy="${(by - 0.12 * s - Math.abs(Math.sin(a)) * rr).toFixed(1)}" r="${(0.035 * s).toFixed(1)}" fill="${css(shade(light, c, [0, 0.3, -1], d))}"/>`,
    );
  }
}

/**
 * A cultural evening: a lit stage with a red curtain and marigold garlands, Bihu dancers in
 * mekhela chador and a dhol player, spotlights in the haze, the audience dark in front.
 */
export function stageScene(
  r: Random,
  w: number,
  h: number,
  performance: 'bihu' | 'song' | 'play' = 'bihu',
): Picture {
  const depth = 16 + r.int(0, 6);
  const width = 14 + r.int(0, 4);
  const rm = room(r, w, h, {
    width,
    height: 7,
    depth,
    wall: hex('#2a2226'),
    floor: (noise) => floorMaterial(noise, 'terrazzo', hex('#3a3432')),
    yaw: (r.next() - 0.5) * 18,
    eye: 1.5 + r.next() * 0.4,
    windows: false,
    dark: true,
    fov: 60,
  });
  const { cam, main, glow } = rm;
  // The stage is lit by warm spotlights, not by the dim hall.
  const stageLight: Light = {
    ...rm.light,
    ambient: [0.95, 0.82, 0.7],
    sunColour: [0.5, 0.4, 0.3],
    sun: [0, 0.6, -0.8],
    haze: hex('#1a1216'),
    hazeDistance: 60,
  };
  const stage: Box = {
    x0: -width / 2 + 1,
    x1: width / 2 - 1,
    y0: 0,
    y1: 1.1,
    z0: depth - 7,
    z1: depth - 0.05,
  };
  main.add(solidBox(cam, stageLight, stage, { all: hex('#3b2a22'), top: hex('#6b4a32') }));
  // The curtain: deep red in folds.
  const curtain: Face = {
    origin: [-width / 2 + 1, 1.1, depth - 0.5],
    U: [width - 2, 0, 0],
    V: [0, 5, 0],
    normal: [0, 0, -1],
  };
  const [lx, ly] = cam.project(at(curtain, 0, 0.5));
  const [rx, ry] = cam.project(at(curtain, 1, 0.5));
  const red = hex(r.pick(['#7d1620', '#6a1430', '#8a2a12']));
  const folds: [number, Rgb][] = [];
  for (let i = 0; i <= 36; i++)
    folds.push([
      i / 36,
      scale(shade(stageLight, red, [0, 0, -1], depth), i % 2 === 0 ? 0.7 : 1.15),
    ]);
  main.add(quad(cam, curtain, [0, 1, 0, 1], main.linear(folds, [lx, ly, rx, ry])));
  // Marigold garlands hanging in loops along the top.
  for (let g = 0; g < 9; g++) {
    const u0 = g / 9;
    const u1 = (g + 1) / 9;
    let d = '';
    for (let k = 0; k <= 12; k++) {
      const u = u0 + ((u1 - u0) * k) / 12;
      const sag = Math.sin((k / 12) * Math.PI) * 0.05;
      const [x, y] = cam.project(at(curtain, u, 0.95 - sag));
      d += `M${x.toFixed(1)} ${y.toFixed(1)}h0.1`;
    }
    main.add(
      `<path d="${d}" stroke="#f39c12" stroke-width="${(0.12 * cam.scaleAt(depth)).toFixed(1)}" stroke-linecap="round"/>`,
    );
  }
  // The gamosa frieze along the front of the stage.
  const front = boxFaces(stage).front;
  main.add(
    quad(cam, front, [0, 1, 0.55, 0.95], faceColour(cam, stageLight, front, hex('#efe9dc'))),
  );
  for (let i = 0; i < 30; i++)
    main.add(
      quad(
        cam,
        front,
        [i / 30 + 0.008, i / 30 + 0.022, 0.68, 0.82],
        faceColour(cam, stageLight, front, hex('#b3202a')),
      ),
    );
  const standY = 1.1;
  if (performance === 'bihu') {
    // Dancers and the dhol player.
    const dancers = r.int(4, 7);
    for (let i = 0; i < dancers; i++) {
      const p = randomPerson(r, { women: 1, outfits: ['mekhela'] });
      const x = -4.5 + (9 * i) / Math.max(1, dancers - 1) + (r.next() - 0.5) * 0.6;
      const z = depth - 3.2 + (r.next() - 0.5) * 1.5;
      dancer(rm, stageLight, r, p, x, standY, z, 'dance');
    }
    const dhol = randomPerson(r, { women: 0, outfits: ['kurta'] });
    dancer(
      rm,
      stageLight,
      r,
      { ...dhol, gamosa: true },
      r.chance(0.5) ? -6 : 6,
      standY,
      depth - 4.5,
      'work',
      true,
    );
  } else if (performance === 'song') {
    // A singer at the microphone; musicians seated on a carpet beside her.
    const singer = randomPerson(r, { women: 1, outfits: ['mekhela', 'saree'] });
    const sx = (r.next() - 0.5) * 2;
    dancer(rm, stageLight, r, singer, sx, standY, depth - 3.5, 'stand');
    const [mx, my, md] = raisedCamera(rm, standY).project([sx + 0.5, 1.5, depth - 3.8]);
    const [, fy] = raisedCamera(rm, standY).project([sx + 0.5, 0, depth - 3.8]);
    main.add(
      `<line x1="${mx.toFixed(1)}" y1="${my.toFixed(1)}" x2="${mx.toFixed(1)}" y2="${fy.toFixed(1)}" stroke="#222" stroke-width="${Math.max(1, 0.03 * cam.scaleAt(md)).toFixed(1)}"/>`,
    );
    const carpet: Box = {
      x0: sx + 1.2,
      x1: sx + 4.5,
      y0: standY,
      y1: standY + 0.03,
      z0: depth - 4.5,
      z1: depth - 2.5,
    };
    main.add(solidBox(cam, stageLight, carpet, hex('#8a2331')));
    for (let i = 0; i < 2; i++) {
      const p = randomPerson(r, { women: 0, outfits: ['kurta'] });
      const [hx, hy, d] = cam.project([sx + 2 + i * 1.4, standY + 0.85, depth - 3.4]);
      seatedFromBehind(main, stageLight, d, { ...p, hair: p.hair }, hx, hy, 0.17 * cam.scaleAt(d));
    }
  } else {
    // A one-act play: a table and two chairs, actors in everyday clothes, mid-scene.
    const table: Box = {
      x0: -1,
      x1: 0.6,
      y0: standY,
      y1: standY + 0.75,
      z0: depth - 3.4,
      z1: depth - 2.8,
    };
    main.add(solidBox(cam, stageLight, table, hex('#6e4a2f')));
    const actors = r.int(3, 4);
    for (let i = 0; i < actors; i++) {
      const p = randomPerson(r, { older: i === 0 });
      dancer(
        rm,
        stageLight,
        r,
        p,
        -4 + i * 2.6 + (r.next() - 0.5),
        standY,
        depth - 3 - r.next() * 1.5,
        r.chance(0.5) ? 'walk' : 'stand',
      );
    }
  }
  // Spotlight beams in the haze and their pools of light.
  for (let i = 0; i < 4; i++) {
    const sx = -5 + i * 3.3;
    const [ax, ay] = cam.project([sx * 0.4, 6.8, depth - 9]);
    const [bx, by, d] = cam.project([sx, 1.1, depth - 3]);
    const wdt = 1.4 * cam.scaleAt(d);
    glow.add(
      `<polygon points="${ax.toFixed(1)},${ay.toFixed(1)} ${(bx - wdt).toFixed(1)},${by.toFixed(1)} ${(bx + wdt).toFixed(1)},${by.toFixed(1)}" fill="#ffe2a8" fill-opacity="0.16"/>`,
    );
    glow.add(
      `<ellipse cx="${bx.toFixed(1)}" cy="${by.toFixed(1)}" rx="${wdt.toFixed(1)}" ry="${(wdt * 0.25).toFixed(1)}" fill="#ffe2a8" fill-opacity="0.3"/>`,
    );
  }
  // The audience: dark heads and shoulders against the light.
  for (let z = depth - 8.5; z > 3.2; z -= 1.0) {
    for (let x = -width / 2 + 0.6; x < width / 2; x += 0.6) {
      if (r.chance(0.15)) continue;
      const p = randomPerson(r);
      const dim = {
        ...p,
        top: scale(p.top, 0.35),
        hair: scale(p.hair, 0.5),
        skin: scale(p.skin, 0.3),
        trim: scale(p.trim, 0.35),
      };
      const [hx, hy, d] = cam.project([x + (r.next() - 0.5) * 0.12, 1.2, z]);
      seatedFromBehind(main, rm.light, d, dim, hx, hy, 0.17 * cam.scaleAt(d));
    }
  }
  finish({ pic: rm.pic, main: rm.glow }, 0.55);
  return rm.pic;
}

/** The room's camera as seen from a floor raised by `floor` metres (the stage). */
function raisedCamera(rm: Room, floor: number): Camera {
  return rm.cam.lifted(floor);
}

/** A figure standing on the stage (its feet at y = floor), dancing or playing the dhol. */
function dancer(
  rm: Room,
  light: Light,
  r: Random,
  p: ReturnType<typeof randomPerson>,
  x: number,
  floor: number,
  z: number,
  pose: Pose,
  dhol = false,
): void {
  const { main } = rm;
  // figure() stands on y = 0: draw with the camera lowered by the height of the stage.
  const raised = raisedCamera(rm, floor);
  figure(raised, light, r, main, null, p, x, z, { pose });
  if (dhol) {
    const [bx, by, d] = raised.project([x, 0.95, z]);
    const s = raised.scaleAt(d);
    main.add(
      `<ellipse cx="${bx.toFixed(1)}" cy="${by.toFixed(1)}" rx="${(0.3 * s).toFixed(1)}" ry="${(0.18 * s).toFixed(1)}" fill="${css(shade(light, hex('#8a4b22'), [0, 0, -1], d))}"/>`,
    );
    main.add(
      `<ellipse cx="${(bx - 0.28 * s).toFixed(1)}" cy="${by.toFixed(1)}" rx="${(0.05 * s).toFixed(1)}" ry="${(0.17 * s).toFixed(1)}" fill="${css(shade(light, hex('#e8dcc0'), [0, 0, -1], d))}"/>`,
    );
  }
}

export type { Outfit };
