/**
 * Seeded value noise and its fractal sum, for textures of ground, water, cloth and clouds.
 * Integer hashing only (no Math.random), so every run draws the same pixels.
 */

export class Noise {
  constructor(private readonly seed: number) {}

  private lattice(ix: number, iy: number): number {
    let h = (Math.imul(ix, 374761393) + Math.imul(iy, 668265263) + this.seed) | 0;
    h = Math.imul(h ^ (h >>> 13), 1274126177);
    return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
  }

  /** Smooth noise in [0, 1). */
  value(x: number, y: number): number {
    const ix = Math.floor(x);
    const iy = Math.floor(y);
    const fx = x - ix;
    const fy = y - iy;
    const sx = fx * fx * (3 - 2 * fx);
    const sy = fy * fy * (3 - 2 * fy);
    const a = this.lattice(ix, iy);
    const b = this.lattice(ix + 1, iy);
    const c = this.lattice(ix, iy + 1);
    const d = this.lattice(ix + 1, iy + 1);
    return a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy;
  }

  /**
   * Fractal noise in about [0, 1). `footprint` is the size of a pixel in noise units: octaves
   * finer than a pixel fade out instead of shimmering (a cheap stand-in for mipmapping).
   */
  fbm(x: number, y: number, octaves: number, footprint = 0): number {
    let sum = 0;
    let norm = 0;
    let amp = 0.5;
    let freq = 1;
    for (let i = 0; i < octaves; i++) {
      const fade = footprint * freq > 0.5 ? Math.max(0, 1 - (footprint * freq - 0.5) * 2) : 1;
      if (fade <= 0) break;
      sum += amp * fade * (this.value(x * freq + i * 17.3, y * freq - i * 9.1) - 0.5);
      norm += amp;
      amp *= 0.5;
      freq *= 2.03;
    }
    return 0.5 + (norm > 0 ? sum / (norm * 1.0) : 0);
  }
}
