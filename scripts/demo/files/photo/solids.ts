import { css, type Rgb } from './colour.ts';
import { addV, dot, mul, shade, sub, type Camera, type Light, type Vec3 } from './world.ts';

/**
 * Boxes and flat faces in the world: every face is drawn in the colour the light gives it, and
 * a face knows its own (u, v) grid so windows, doors and shelves can be laid on it.
 */

export interface Face {
  origin: Vec3;
  /** Edges along the face: origin + u*U + v*V, u and v in [0, 1]. */
  U: Vec3;
  V: Vec3;
  normal: Vec3;
}

export interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  z0: number;
  z1: number;
}

/** The six faces of a box, outward normals. */
export function boxFaces(
  b: Box,
): Record<'front' | 'back' | 'left' | 'right' | 'top' | 'bottom', Face> {
  const { x0, x1, y0, y1, z0, z1 } = b;
  return {
    front: { origin: [x0, y0, z0], U: [x1 - x0, 0, 0], V: [0, y1 - y0, 0], normal: [0, 0, -1] },
    back: { origin: [x1, y0, z1], U: [x0 - x1, 0, 0], V: [0, y1 - y0, 0], normal: [0, 0, 1] },
    left: { origin: [x0, y0, z1], U: [0, 0, z0 - z1], V: [0, y1 - y0, 0], normal: [-1, 0, 0] },
    right: { origin: [x1, y0, z0], U: [0, 0, z1 - z0], V: [0, y1 - y0, 0], normal: [1, 0, 0] },
    top: { origin: [x0, y1, z0], U: [x1 - x0, 0, 0], V: [0, 0, z1 - z0], normal: [0, 1, 0] },
    bottom: { origin: [x0, y0, z1], U: [x1 - x0, 0, 0], V: [0, 0, z0 - z1], normal: [0, -1, 0] },
  };
}

export const at = (f: Face, u: number, v: number): Vec3 =>
  addV(addV(f.origin, mul(f.U, u)), mul(f.V, v));

/** The eye in world space (the camera sits at x = z = 0). */
const eyeOf = (cam: Camera): Vec3 => [0, cam.eye, 0];

export function faces(cam: Camera, f: Face): boolean {
  const centre = at(f, 0.5, 0.5);
  return dot(f.normal, sub(eyeOf(cam), centre)) > 0;
}

export function depthOf(cam: Camera, p: Vec3): number {
  return cam.toCamera(p)[2];
}

/** A part of a face as an SVG polygon, filled as given or in the face's own light. */
export function quad(
  cam: Camera,
  f: Face,
  [u0, u1, v0, v1]: [number, number, number, number],
  fill: string,
  extra = '',
): string {
  return `<polygon points="${cam.points([at(f, u0, v0), at(f, u1, v0), at(f, u1, v1), at(f, u0, v1)])}" fill="${fill}"${extra}/>`;
}

/** The lit colour of a face of a given albedo. */
export function faceColour(cam: Camera, light: Light, f: Face, albedo: Rgb, lit = 1): string {
  return css(shade(light, albedo, f.normal, depthOf(cam, at(f, 0.5, 0.5)), lit));
}

/** A solid box: its visible faces, each in its own light. */
export function solidBox(
  cam: Camera,
  light: Light,
  b: Box,
  albedo:
    | Rgb
    | (Partial<Record<'front' | 'back' | 'left' | 'right' | 'top' | 'bottom', Rgb>> & { all: Rgb }),
): string {
  const fs = boxFaces(b);
  return (Object.keys(fs) as (keyof typeof fs)[])
    .filter((k) => faces(cam, fs[k]))
    .map((k) => {
      const a = Array.isArray(albedo)
        ? (albedo as Rgb)
        : ((albedo as Record<string, Rgb>)[k] ?? (albedo as { all: Rgb }).all);
      return quad(cam, fs[k], [0, 1, 0, 1], faceColour(cam, light, fs[k], a));
    })
    .join('');
}

/** Ground points (y = 0) where the sun throws the given points. */
export function castOnGround(light: Light, points: readonly Vec3[]): Vec3[] {
  const s = light.sun[1] > 0.08 ? light.sun : ([light.sun[0], 0.08, light.sun[2]] as Vec3);
  return points.map((p) => [p[0] - (s[0] * p[1]) / s[1], 0, p[2] - (s[2] * p[1]) / s[1]]);
}

/** Convex hull of points on the ground (x, z), as world points. */
export function groundHull(points: readonly Vec3[]): Vec3[] {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[2] - b[2]);
  const cross = (o: Vec3, a: Vec3, b: Vec3) =>
    (a[0] - o[0]) * (b[2] - o[2]) - (a[2] - o[2]) * (b[0] - o[0]);
  const half = (list: Vec3[]) => {
    const out: Vec3[] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, p) <= 0)
        out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(pts), ...half([...pts].reverse())];
}

/** The shadow a box throws on the ground, as a dark polygon for the shadow layer. */
export function boxShadow(cam: Camera, light: Light, b: Box, strength = 0.55): string {
  const base: Vec3[] = [
    [b.x0, 0, b.z0],
    [b.x1, 0, b.z0],
    [b.x1, 0, b.z1],
    [b.x0, 0, b.z1],
  ];
  const top = castOnGround(
    light,
    base.map((p) => [p[0], b.y1, p[2]]),
  );
  return `<polygon points="${cam.points(groundHull([...base, ...top]))}" fill="#000" fill-opacity="${shadowAlpha(light, strength)}"/>`;
}

/** How dark shadows are: strong in sunshine, faint under clouds. */
export function shadowAlpha(light: Light, strength = 0.55): string {
  const sun = Math.max(...light.sunColour);
  return Math.min(0.85, strength * sun).toFixed(3);
}

/** A vertical cylinder (pole, pillar, trunk) as a shaded quad with a horizontal gradient. */
export function cylinder(
  cam: Camera,
  light: Light,
  layer: {
    linear: (
      s: [number, Rgb, number?][],
      c: [number, number, number, number],
      box?: boolean,
    ) => string;
  },
  [x, z]: [number, number],
  radius: number,
  y0: number,
  y1: number,
  albedo: Rgb,
): string {
  const [bx, by, depth] = cam.project([x, y0, z]);
  const [, ty] = cam.project([x, y1, z]);
  const r = radius * cam.scaleAt(depth);
  const left = shade(light, albedo, [-1, 0, -0.3], depth);
  const mid = shade(light, albedo, [0, 0, -1], depth);
  const right = shade(light, albedo, [1, 0, -0.3], depth);
  const fill = layer.linear(
    [
      [0, left],
      [0.5, mid],
      [1, right],
    ],
    [0, 0, 1, 0],
    true,
  );
  return `<rect x="${(bx - r).toFixed(1)}" y="${ty.toFixed(1)}" width="${(2 * r).toFixed(1)}" height="${(by - ty).toFixed(1)}" fill="${fill}"/>`;
}
