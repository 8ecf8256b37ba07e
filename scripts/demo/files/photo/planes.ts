import { clamp01, mix, scale, smoothstep, type Rgb } from './colour.ts';
import { Noise } from './noise.ts';
import type { Pixels } from './picture.ts';
import { dot, norm, type Camera, type Light } from './world.ts';

/**
 * Pixel shaders for the two big planes of an outdoor picture. The sky: a gradient, the glow of
 * the sun and a layer of clouds lit from the sun's side. The ground: a material evaluated at the
 * world point seen through each pixel, so its texture, stripes and lines shrink with distance.
 */

export function paintSky(px: Pixels, cam: Camera, light: Light, seed: number): void {
  const noise = new Noise(seed);
  const k = px.width / cam.width;
  const sunVisible = light.sun[1] > -0.05;
  const sunGlow = scale(light.sunColour, 255 / Math.max(...light.sunColour, 0.01));
  for (let y = 0; y < px.height; y++) {
    for (let x = 0; x < px.width; x++) {
      const d = norm(cam.ray(x / k, y / k));
      const up = Math.max(d[1], 0);
      let c: Rgb = mix(light.horizon, light.top, Math.pow(clamp01(up / 0.55), 0.55));
      if (sunVisible) {
        const a = Math.max(0, dot(d, light.sun));
        const glow = Math.pow(a, 6) * 0.35 + Math.pow(a, 60) * 0.5;
        c = mix(c, sunGlow, clamp01(glow));
      }
      if (light.clouds > 0 && d[1] > 0.005) {
        // A cloud deck 1 km up, seen in perspective; thinner towards the horizon.
        const t = 1 / d[1];
        const u = d[0] * t * 0.9;
        const v = d[2] * t * 0.9;
        const foot = (t * 0.9) / cam.f / k;
        const base = noise.fbm(u * 0.9, v * 1.8, 5, foot);
        const cover = smoothstep(
          1.02 - light.clouds * 0.55,
          1.18 - light.clouds * 0.4,
          base + 0.25,
        );
        if (cover > 0) {
          // Self-shadow: thicker cloud towards the sun is darker underneath.
          const toward = noise.fbm(
            u * 0.9 + light.sun[0] * 0.25,
            v * 1.8 + light.sun[2] * 0.25,
            3,
            foot,
          );
          const lit = clamp01(0.75 + (base - toward) * 4);
          const bright = scale(mix(light.horizon, [255, 255, 255], 0.55), 0.6 + 0.5 * lit);
          const cloud = mix(bright, scale(light.sunColour, 230), 0.15 * lit);
          const fade = smoothstep(0.0, 0.12, d[1]);
          c = mix(c, mix(light.horizon, cloud, fade), cover * (0.55 + 0.45 * fade));
        }
      }
      px.set(x, y, c);
    }
  }
}

/** What the ground is made of at a world point; `foot` is a pixel's size there in metres. */
export type Material = (x: number, z: number, foot: number) => Rgb | null;

export function paintGround(px: Pixels, cam: Camera, light: Light, material: Material): void {
  const k = px.width / cam.width;
  const up: [number, number, number] = [0, 1, 0];
  const lit = light.ambient.map(
    (a, i) => a + (light.sunColour[i] ?? 0) * Math.max(0, dot(up, light.sun)),
  ) as unknown as Rgb;
  const start = Math.max(0, Math.floor((cam.horizonY + 0.5) * k));
  for (let y = start; y < px.height; y++) {
    for (let x = 0; x < px.width; x++) {
      const d = cam.ray(x / k, y / k);
      if (d[1] >= -1e-4) continue;
      const t = cam.eye / -d[1];
      const wx = d[0] * t;
      const wz = d[2] * t;
      const depth = Math.hypot(wx, wz);
      const foot = t / cam.f / k;
      const albedo = material(wx, wz, foot);
      if (!albedo) continue;
      const f = 1 - Math.pow(0.5, depth / light.hazeDistance);
      const i = (y * px.width + x) * 4;
      px.data[i] = albedo[0] * lit[0] + (light.haze[0] - albedo[0] * lit[0]) * f;
      px.data[i + 1] = albedo[1] * lit[1] + (light.haze[1] - albedo[1] * lit[1]) * f;
      px.data[i + 2] = albedo[2] * lit[2] + (light.haze[2] - albedo[2] * lit[2]) * f;
      px.data[i + 3] = 255;
    }
  }
}
