import type { Random } from '../../lib/random.ts';
import { css, hex, mix, scale, type Rgb } from './colour.ts';
import type { SvgLayer } from './picture.ts';
import {
  at,
  boxFaces,
  boxShadow,
  cylinder,
  depthOf,
  faceColour,
  faces,
  quad,
  shadowAlpha,
  solidBox,
  type Box,
  type Face,
} from './solids.ts';
import { fog, norm, shade, sub, type Camera, type Light, type Vec3 } from './world.ts';

/**
 * College buildings of the Assam plains: the long Assam-type block with a verandah of pillars
 * and a corrugated tin roof, and the newer RCC block of two or three storeys with sunshades
 * over the windows and a coloured band under the parapet.
 */

export interface BuildingSpec {
  x0: number;
  x1: number;
  z0: number;
  /** Depth of the block (m). */
  depth: number;
  kind: 'assam' | 'rcc';
  storeys: number;
  wall: Rgb;
  trim: Rgb;
  roof: Rgb;
}

export const WALLS = ['#efe7d6', '#f3ecdc', '#e9dfc7', '#f1e6d0', '#e6e2d8'].map(hex);
export const TRIMS = ['#7b2d26', '#2f5d50', '#8a5a2b', '#34558b', '#6b2f4a'].map(hex);
export const ROOFS = ['#8e2f25', '#2f6b4f', '#7a2a22', '#3f5f7a'].map(hex);

const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];

function polygon(
  cam: Camera,
  light: Light,
  pts: Vec3[],
  albedo: Rgb,
): { svg: string; depth: number; visible: boolean } {
  const n = norm(cross(sub(pts[1]!, pts[0]!), sub(pts[2]!, pts[0]!)));
  const c: Vec3 = [
    pts.reduce((s, p) => s + p[0], 0) / pts.length,
    pts.reduce((s, p) => s + p[1], 0) / pts.length,
    pts.reduce((s, p) => s + p[2], 0) / pts.length,
  ];
  const eye: Vec3 = [0, cam.eye, 0];
  const visible = n[0] * (eye[0] - c[0]) + n[1] * (eye[1] - c[1]) + n[2] * (eye[2] - c[2]) > 0;
  const depth = depthOf(cam, c);
  return {
    svg: `<polygon points="${cam.points(pts)}" fill="${css(shade(light, albedo, n, depth))}"/>`,
    depth,
    visible,
  };
}

/** Windows on a face: glass that mirrors the sky, a frame, and a sunshade or lintel above. */
function windows(
  cam: Camera,
  light: Light,
  r: Random,
  layer: SvgLayer,
  f: Face,
  spec: BuildingSpec,
  widthM: number,
  storeyH: number,
  storeys: number,
  skipMiddle: boolean,
): void {
  const count = Math.max(1, Math.floor(widthM / 3.2));
  const frame = faceColour(cam, light, f, spec.kind === 'assam' ? hex('#2f5d50') : hex('#f4f1ea'));
  const height = storeyH * storeys;
  for (let s = 0; s < storeys; s++) {
    for (let i = 0; i < count; i++) {
      if (skipMiddle && s === 0 && i === Math.floor(count / 2)) continue;
      const u0 = (i + 0.3) / count;
      const u1 = (i + 0.7) / count;
      const v0 = (s * storeyH + storeyH * 0.3) / height;
      const v1 = (s * storeyH + storeyH * 0.78) / height;
      const glow = light.lampsOn && r.chance(0.55);
      const glassTop = glow ? hex('#ffd890') : mix(light.top, hex('#1b2430'), 0.45);
      const glassBottom = glow ? hex('#f0a848') : mix(light.horizon, hex('#10151c'), 0.7);
      const [, ty] = cam.project(at(f, (u0 + u1) / 2, v1));
      const [, by] = cam.project(at(f, (u0 + u1) / 2, v0));
      const glass = layer.linear(
        [
          [0, glassTop],
          [1, glassBottom],
        ],
        [0, ty, 0, by],
      );
      const pad = 0.06 / count;
      layer.add(quad(cam, f, [u0 - pad, u1 + pad, v0 - 0.012, v1 + 0.012], frame));
      layer.add(quad(cam, f, [u0, u1, v0, v1], glass));
      // Mullions: the window is two leaves with a transom.
      layer.add(
        quad(cam, f, [(u0 + u1) / 2 - pad * 0.35, (u0 + u1) / 2 + pad * 0.35, v0, v1], frame),
      );
      layer.add(quad(cam, f, [u0, u1, v1 - (v1 - v0) * 0.28, v1 - (v1 - v0) * 0.25], frame));
      if (spec.kind === 'rcc') {
        // The sunshade (chajja) and its shadow on the wall.
        const sv = v1 + 0.03;
        layer.add(
          quad(
            cam,
            f,
            [u0 - pad * 3, u1 + pad * 3, v1 + 0.01, sv + 0.012],
            faceColour(cam, light, { ...f, normal: [0, -1, 0] }, spec.wall),
          ),
        );
        layer.add(
          quad(
            cam,
            f,
            [u0 - pad * 3, u1 + pad * 3, v1 - 0.05, v1 + 0.01],
            '#000',
            ` fill-opacity="${shadowAlpha(light, 0.35)}"`,
          ),
        );
      }
    }
  }
}

export function building(
  cam: Camera,
  light: Light,
  r: Random,
  layer: SvgLayer,
  shadows: SvgLayer,
  spec: BuildingSpec,
): void {
  const storeyH = spec.kind === 'assam' ? 4.2 : 3.6;
  const plinth = 0.6;
  const wallTop = plinth + storeyH * spec.storeys;
  const body: Box = {
    x0: spec.x0,
    x1: spec.x1,
    y0: 0,
    y1: wallTop,
    z0: spec.z0,
    z1: spec.z0 + spec.depth,
  };
  shadows.add(
    boxShadow(cam, light, { ...body, y1: wallTop + (spec.kind === 'assam' ? 2.5 : 1) }, 0.6),
  );
  const fs = boxFaces({ ...body, y0: plinth });
  const wallAlbedo = spec.wall;
  // Plinth: a darker band all round.
  layer.add(
    solidBox(
      cam,
      light,
      { ...body, y1: plinth, z0: spec.z0 - (spec.kind === 'assam' ? 2.6 : 0) },
      scale(hex('#b8aa94'), 0.85),
    ),
  );
  for (const key of ['left', 'right', 'front'] as const) {
    const f = fs[key];
    if (!faces(cam, f)) continue;
    layer.add(quad(cam, f, [0, 1, 0, 1], faceColour(cam, light, f, wallAlbedo)));
    // Damp and dust darken the wall towards the ground; rain streaks under the roof line.
    const [, topY] = cam.project(at(f, 0.5, 1));
    const [, footY] = cam.project(at(f, 0.5, 0));
    layer.add(
      quad(
        cam,
        f,
        [0, 1, 0, 1],
        layer.linear(
          [
            [0, [40, 36, 30], 0.12],
            [0.55, [40, 36, 30], 0],
            [0.85, [60, 50, 40], 0.08],
            [1, [60, 50, 40], 0.25],
          ],
          [0, topY, 0, footY],
        ),
      ),
    );
    const widthM = key === 'front' ? spec.x1 - spec.x0 : spec.depth;
    windows(cam, light, r, layer, f, spec, widthM, storeyH, spec.storeys, key === 'front');
    if (spec.kind === 'rcc') {
      // The coloured band under the parapet and between the floors.
      for (let s = 1; s <= spec.storeys; s++) {
        const v = (s * storeyH) / (storeyH * spec.storeys);
        layer.add(
          quad(cam, f, [0, 1, v - 0.035, Math.min(1, v)], faceColour(cam, light, f, spec.trim)),
        );
      }
    }
    if (key === 'front') {
      // The main door in the middle.
      const mid = 0.5;
      const w = 1.6 / widthM;
      layer.add(
        quad(
          cam,
          f,
          [mid - w / 2, mid + w / 2, 0, 2.5 / (storeyH * spec.storeys)],
          faceColour(cam, light, f, hex('#5a3b26')),
        ),
      );
    }
  }
  if (spec.kind === 'rcc') {
    // Parapet and flat roof edge.
    layer.add(
      solidBox(
        cam,
        light,
        {
          x0: spec.x0 - 0.15,
          x1: spec.x1 + 0.15,
          y0: wallTop,
          y1: wallTop + 0.9,
          z0: spec.z0 - 0.15,
          z1: spec.z0 + spec.depth + 0.15,
        },
        spec.trim,
      ),
    );
    return;
  }
  // The Assam-type block: a verandah of pillars in front and a hip roof of corrugated tin.
  const vz = spec.z0 - 2.6;
  const eaveY = wallTop + 0.2;
  const o = 0.7;
  const front = fs.front;
  if (faces(cam, front) && light.sun[2] < 0) {
    // The roof's shadow on the wall under the verandah.
    const t = (vz - o - spec.z0) / light.sun[2];
    const y = Math.max(plinth, eaveY - t * light.sun[1]);
    const v = (y - plinth) / (wallTop - plinth);
    layer.add(
      quad(
        cam,
        front,
        [0, 1, Math.min(1, v), 1],
        '#000',
        ` fill-opacity="${shadowAlpha(light, 0.55)}"`,
      ),
    );
  } else if (faces(cam, front)) {
    layer.add(quad(cam, front, [0, 1, 0, 1], '#000', ` fill-opacity="${shadowAlpha(light, 0.3)}"`));
  }
  const pillars = Math.max(3, Math.round((spec.x1 - spec.x0) / 3.4));
  const pillarColour = mix(wallAlbedo, hex('#ffffff'), 0.2);
  for (let i = 0; i <= pillars; i++) {
    const px = spec.x0 + 0.3 + ((spec.x1 - spec.x0 - 0.6) * i) / pillars;
    layer.add(cylinder(cam, light, layer, [px, vz + 0.3], 0.16, plinth, eaveY, pillarColour));
  }
  const eave: Vec3[] = [
    [spec.x0 - o, eaveY, vz - o],
    [spec.x1 + o, eaveY, vz - o],
    [spec.x1 + o, eaveY, spec.z0 + spec.depth + o],
    [spec.x0 - o, eaveY, spec.z0 + spec.depth + o],
  ];
  const d = spec.z0 + spec.depth + o - (vz - o);
  const ridgeY = eaveY + d * 0.32;
  const zc = (vz - o + spec.z0 + spec.depth + o) / 2;
  const ridgeL: Vec3 = [spec.x0 - o + d * 0.45, ridgeY, zc];
  const ridgeR: Vec3 = [spec.x1 + o - d * 0.45, ridgeY, zc];
  const [fl, fr, br, bl] = eave as [Vec3, Vec3, Vec3, Vec3];
  const planes = [
    polygon(cam, light, [fl, fr, ridgeR, ridgeL], spec.roof),
    polygon(cam, light, [br, bl, ridgeL, ridgeR], spec.roof),
    polygon(cam, light, [bl, fl, ridgeL], spec.roof),
    polygon(cam, light, [fr, br, ridgeR], spec.roof),
  ]
    .filter((p) => p.visible)
    .sort((a, b) => b.depth - a.depth);
  // The fascia board under the eave.
  layer.add(
    `<polygon points="${cam.points([fl, fr, [fr[0], fr[1] - 0.25, fr[2]], [fl[0], fl[1] - 0.25, fl[2]]])}" fill="${css(shade(light, hex('#e8e2d2'), [0, 0, -1], depthOf(cam, fl)))}"/>`,
  );
  layer.add(...planes.map((p) => p.svg));
  // Corrugations and rust streaks on the front slope.
  let lines = '';
  const ribs = Math.round((spec.x1 - spec.x0) / 0.35);
  for (let i = 0; i <= ribs; i++) {
    const u = i / ribs;
    const a: Vec3 = [fl[0] + (fr[0] - fl[0]) * u, eaveY, fl[2]];
    const rx = Math.min(Math.max(a[0], ridgeL[0]), ridgeR[0]);
    const slope = Math.min(1, Math.min(a[0] - fl[0], fr[0] - a[0]) / (d * 0.45));
    const b: Vec3 = [
      a[0] + (rx - a[0]) * slope,
      eaveY + (ridgeY - eaveY) * slope,
      a[2] + (zc - a[2]) * slope,
    ];
    const [ax, ay] = cam.project(a);
    const [bx2, by2] = cam.project(b);
    lines += `M${ax.toFixed(1)} ${ay.toFixed(1)}L${bx2.toFixed(1)} ${by2.toFixed(1)}`;
  }
  const rib = css(
    fog(light, scale(shade(light, spec.roof, norm([0, 1, -1]), 0), 0.78), depthOf(cam, fl)),
  );
  layer.add(
    `<path d="${lines}" stroke="${rib}" stroke-width="${Math.max(0.6, 0.05 * cam.scaleAt(depthOf(cam, fl))).toFixed(1)}"/>`,
  );
  void at;
}

/** A flagpole with the tricolour. */
export function flagpole(
  cam: Camera,
  light: Light,
  layer: SvgLayer,
  shadows: SvgLayer,
  x: number,
  z: number,
  height: number,
): void {
  layer.add(cylinder(cam, light, layer, [x, z], 0.05, 0, height, hex('#d9d9d9')));
  shadows.add(
    boxShadow(
      cam,
      light,
      { x0: x - 0.05, x1: x + 0.05, y0: 0, y1: height, z0: z - 0.05, z1: z + 0.05 },
      0.4,
    ),
  );
  const [px, py, d] = cam.project([x, height, z]);
  const s = cam.scaleAt(d);
  const w = 1.8 * s;
  const h = 1.2 * s;
  const band = (i: number, c: string) =>
    `<path d="M${px.toFixed(1)} ${(py + (h / 3) * i).toFixed(1)} q${(w / 2).toFixed(1)} ${(-h * 0.08).toFixed(1)} ${w.toFixed(1)} ${(h * 0.02).toFixed(1)} v${(h / 3).toFixed(1)} q${(-w / 2).toFixed(1)} ${(-h * 0.1).toFixed(1)} ${(-w).toFixed(1)} 0Z" fill="${css(shade(light, hex(c), [0, 0, -1], d))}"/>`;
  layer.add(band(0, '#ff9933'), band(1, '#f4f4f4'), band(2, '#138808'));
  layer.add(
    `<circle cx="${(px + w / 2).toFixed(1)}" cy="${(py + h / 2).toFixed(1)}" r="${(h * 0.11).toFixed(1)}" fill="none" stroke="#1f3f8f" stroke-width="${Math.max(0.5, h * 0.02).toFixed(1)}"/>`,
  );
}
