import { clamp01, hex, mix, scale, type Rgb } from './colour.ts';

/**
 * A pinhole camera over a world in metres (x to the right, y up, z away from the viewer) and
 * the light of one time of day. Everything drawn goes through `project` and `shade`, so sizes
 * shrink with distance, faces turned to the sun are lit, and far things fade into the haze.
 */

export type Vec3 = readonly [number, number, number];

export const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const addV = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const mul = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
export function norm(a: Vec3): Vec3 {
  const l = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
}

export interface Light {
  name: string;
  /** Sky colours at the zenith and at the horizon. */
  top: Rgb;
  horizon: Rgb;
  /** Unit vector towards the sun. */
  sun: Vec3;
  /** Colour of direct sunlight as factors (1 = white), times its strength. */
  sunColour: Rgb;
  /** Light from the sky on every surface, as factors. */
  ambient: Rgb;
  /** Colour things fade to with distance, and the distance (m) at which half is gone. */
  haze: Rgb;
  hazeDistance: number;
  /** 0 clear .. 1 overcast. */
  clouds: number;
  /** Windows and lamps glow (after sunset). */
  lampsOn: boolean;
}

const sunAt = (azimuthDeg: number, elevationDeg: number): Vec3 => {
  const a = (azimuthDeg * Math.PI) / 180;
  const e = (elevationDeg * Math.PI) / 180;
  // Azimuth 0: behind the viewer; 90: from the right; 180: in front.
  return norm([Math.sin(a) * Math.cos(e), Math.sin(e), -Math.cos(a) * Math.cos(e)]);
};

/** Times of day; azimuth decides from which side the sun falls. */
export function timeOfDay(
  name: 'morning' | 'noon' | 'afternoon' | 'golden' | 'overcast' | 'dusk',
  side: 1 | -1,
): Light {
  switch (name) {
    case 'morning':
      return {
        name,
        top: hex('#4f86c9'),
        horizon: hex('#f1dcc0'),
        sun: sunAt(side * 55, 22),
        sunColour: [1.15, 1.03, 0.86],
        ambient: [0.5, 0.54, 0.64],
        haze: hex('#d9d6cf'),
        hazeDistance: 260,
        clouds: 0.35,
        lampsOn: false,
      };
    case 'noon':
      return {
        name,
        top: hex('#2f6bbd'),
        horizon: hex('#c9def0'),
        sun: sunAt(side * 35, 62),
        sunColour: [1.05, 1.02, 0.96],
        ambient: [0.45, 0.5, 0.6],
        haze: hex('#c8d6e2'),
        hazeDistance: 420,
        clouds: 0.45,
        lampsOn: false,
      };
    case 'afternoon':
      return {
        name,
        top: hex('#3b74c0'),
        horizon: hex('#dbe4e6'),
        sun: sunAt(side * 70, 38),
        sunColour: [1.05, 0.98, 0.88],
        ambient: [0.43, 0.48, 0.58],
        haze: hex('#d5dbdc'),
        hazeDistance: 360,
        clouds: 0.5,
        lampsOn: false,
      };
    case 'golden':
      return {
        name,
        top: hex('#4d6ea6'),
        horizon: hex('#f4bd83'),
        sun: sunAt(side * 75, 12),
        sunColour: [1.45, 1.0, 0.62],
        ambient: [0.55, 0.52, 0.6],
        haze: hex('#e9c29a'),
        hazeDistance: 230,
        clouds: 0.4,
        lampsOn: false,
      };
    case 'overcast':
      return {
        name,
        top: hex('#7f8b98'),
        horizon: hex('#c6ccd0'),
        sun: sunAt(side * 40, 50),
        sunColour: [0.18, 0.18, 0.18],
        ambient: [0.78, 0.8, 0.82],
        haze: hex('#bfc5c8'),
        hazeDistance: 200,
        clouds: 0.95,
        lampsOn: false,
      };
    case 'dusk':
      return {
        name,
        top: hex('#1c2850'),
        horizon: hex('#e4895b'),
        sun: sunAt(side * 120, 1),
        sunColour: [0.35, 0.2, 0.12],
        ambient: [0.27, 0.27, 0.38],
        haze: hex('#8a6f7a'),
        hazeDistance: 260,
        clouds: 0.3,
        lampsOn: true,
      };
  }
}

export class Camera {
  readonly f: number;
  readonly horizonY: number;
  private readonly cos: number;
  private readonly sin: number;

  constructor(
    readonly width: number,
    readonly height: number,
    /** Eye height in metres. */
    readonly eye: number,
    private readonly options: { fov?: number; horizon?: number; yaw?: number } = {},
  ) {
    const fov = ((options.fov ?? 55) * Math.PI) / 180;
    this.f = width / 2 / Math.tan(fov / 2);
    this.horizonY = height * (options.horizon ?? 0.45);
    const yaw = ((options.yaw ?? 0) * Math.PI) / 180;
    this.cos = Math.cos(yaw);
    this.sin = Math.sin(yaw);
  }

  /** The same view over a floor `by` metres higher (a stage): the eye is that much lower. */
  lifted(by: number): Camera {
    return new Camera(this.width, this.height, this.eye - by, this.options);
  }

  /** World point to camera space (x right, y up from the eye, z depth). */
  toCamera([x, y, z]: Vec3): Vec3 {
    return [x * this.cos - z * this.sin, y - this.eye, x * this.sin + z * this.cos];
  }

  /** Screen position and depth of a world point (depth <= 0: behind the viewer). */
  project(p: Vec3): [number, number, number] {
    const [x, y, z] = this.toCamera(p);
    const d = Math.max(z, 0.05);
    return [this.width / 2 + (this.f * x) / d, this.horizonY - (this.f * y) / d, z];
  }

  /** Pixels per metre at a depth. */
  scaleAt(depth: number): number {
    return this.f / Math.max(depth, 0.05);
  }

  /** The world direction of the ray through a pixel (not normalised). */
  ray(sx: number, sy: number): Vec3 {
    const x = (sx - this.width / 2) / this.f;
    const y = -(sy - this.horizonY) / this.f;
    // Back from camera space: the inverse of the yaw rotation.
    return [x * this.cos + this.sin, y, -x * this.sin + this.cos];
  }

  /** SVG points attribute of world points. */
  points(list: readonly Vec3[]): string {
    return list
      .map((p) => {
        const [x, y] = this.project(p);
        return `${x.toFixed(1)},${y.toFixed(1)}`;
      })
      .join(' ');
  }
}

/** The colour of a surface of `albedo` with normal `n` at `depth` metres, in the scene's light. */
export function shade(light: Light, albedo: Rgb, n: Vec3, depth: number, lit = 1): Rgb {
  const direct = Math.max(0, dot(n, light.sun)) * lit;
  // Sky light comes more from above: downward faces get less of it.
  const sky = 0.75 + 0.25 * n[1];
  const factor: Rgb = [
    light.ambient[0] * sky + light.sunColour[0] * direct,
    light.ambient[1] * sky + light.sunColour[1] * direct,
    light.ambient[2] * sky + light.sunColour[2] * direct,
  ];
  return fog(light, scale(albedo, factor), depth);
}

/** Fades a colour into the haze with distance. */
export function fog(light: Light, colour: Rgb, depth: number): Rgb {
  const t = 1 - Math.pow(0.5, Math.max(0, depth) / light.hazeDistance);
  return mix(colour, light.haze, clamp01(t));
}
