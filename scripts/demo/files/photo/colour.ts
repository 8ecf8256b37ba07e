/** Colours as linear-ish [r, g, b] in 0..255, with the little arithmetic the renderer needs. */

export type Rgb = readonly [number, number, number];

export function hex(text: string): Rgb {
  const n = Number.parseInt(text.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const byte = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

export function css(c: Rgb): string {
  return `#${c.map((v) => byte(v).toString(16).padStart(2, '0')).join('')}`;
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** Multiplies by a number or by a light colour given as factors (1 = unchanged). */
export function scale(c: Rgb, k: number | Rgb): Rgb {
  return typeof k === 'number'
    ? [c[0] * k, c[1] * k, c[2] * k]
    : [c[0] * k[0], c[1] * k[1], c[2] * k[2]];
}

/** A colour shifted by up to ±amount on each channel, from a number in [0, 1). */
export function jitter(c: Rgb, amount: number, u: number, v = u, w = v): Rgb {
  return [
    c[0] + (u - 0.5) * 2 * amount,
    c[1] + (v - 0.5) * 2 * amount,
    c[2] + (w - 0.5) * 2 * amount,
  ];
}

export function clamp01(v: number): number {
  return v < 0 ? 0 : v > 1 ? 1 : v;
}

export function smoothstep(a: number, b: number, v: number): number {
  const t = clamp01((v - a) / (b - a));
  return t * t * (3 - 2 * t);
}
