import sharp from 'sharp';
import { css, type Rgb } from './colour.ts';

/**
 * A picture is a stack of layers composited by sharp: pixel layers shaded in JS (sky, ground,
 * floors) and SVG layers drawn by librsvg (buildings, people, furniture). Blur is done by
 * libvips on a whole layer (depth of field, soft shadows, glow): librsvg's own filters are
 * far slower. The result is a baseline JPEG; plain libjpeg is used because mozjpeg's
 * trellis quantisation costs a second per picture.
 */

/** RGBA pixels drawn in JS. */
export class Pixels {
  readonly data: Uint8ClampedArray;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8ClampedArray(width * height * 4);
  }

  set(x: number, y: number, c: Rgb, alpha = 255): void {
    const i = (y * this.width + x) * 4;
    this.data[i] = c[0];
    this.data[i + 1] = c[1];
    this.data[i + 2] = c[2];
    this.data[i + 3] = alpha;
  }
}

/** One SVG layer with its own gradient definitions. */
export class SvgLayer {
  private defs: string[] = [];
  private body: string[] = [];
  private static next = 0;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  add(...elements: string[]): this {
    this.body.push(...elements);
    return this;
  }

  private id(): string {
    SvgLayer.next = (SvgLayer.next + 1) % 1_000_000;
    return `g${SvgLayer.next}`;
  }

  /** A linear gradient; coordinates in the user space unless `box` (0..1 of the shape). */
  linear(
    stops: [number, Rgb, number?][],
    [x1, y1, x2, y2]: [number, number, number, number],
    box = false,
  ): string {
    const id = this.id();
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${box ? '' : ' gradientUnits="userSpaceOnUse"'}>${stopList(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient; centre and radius in the user space unless `box`. */
  radial(
    stops: [number, Rgb, number?][],
    [cx, cy, r, fx = cx, fy = cy]: [number, number, number, number?, number?],
    box = false,
  ): string {
    const id = this.id();
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}"${box ? '' : ' gradientUnits="userSpaceOnUse"'}>${stopList(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  toString(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

function stopList(stops: [number, Rgb, number?][]): string {
  return stops
    .map(
      ([offset, colour, opacity = 1]) =>
        `<stop offset="${offset.toFixed(3)}" stop-color="${css(colour)}"${opacity < 1 ? ` stop-opacity="${opacity.toFixed(3)}"` : ''}/>`,
    )
    .join('');
}

type Blend = 'over' | 'multiply' | 'screen' | 'overlay' | 'soft-light';

interface Layer {
  source: SvgLayer | Pixels;
  blur: number;
  blend: Blend;
}

export class Picture {
  private layers: Layer[] = [];
  private captions: SvgLayer[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  svg(options: { blur?: number; blend?: Blend } = {}): SvgLayer {
    const layer = new SvgLayer(this.width, this.height);
    this.layers.push({ source: layer, blur: options.blur ?? 0, blend: options.blend ?? 'over' });
    return layer;
  }

  /** Pixels at a fraction of the size (1, 1/2 ...), scaled up when composited. */
  pixels(options: { blur?: number; blend?: Blend; scale?: number } = {}): Pixels {
    const s = options.scale ?? 1;
    const layer = new Pixels(Math.ceil(this.width * s), Math.ceil(this.height * s));
    this.layers.push({ source: layer, blur: options.blur ?? 0, blend: options.blend ?? 'over' });
    return layer;
  }

  /**
   * A layer drawn over the finished photograph, after its softening and grain: the crisp text a
   * camera app prints on the picture (a geotag).
   */
  caption(): SvgLayer {
    const layer = new SvgLayer(this.width, this.height);
    this.captions.push(layer);
    return layer;
  }

  private async raster(layer: Layer): Promise<Buffer> {
    const { source, blur } = layer;
    let image =
      source instanceof Pixels
        ? sharp(source.data, { raw: { width: source.width, height: source.height, channels: 4 } })
        : sharp(Buffer.from(source.toString()), { density: 72 });
    if (source instanceof Pixels && source.width !== this.width) {
      image = sharp(
        await image.resize(this.width, this.height, { kernel: 'cubic' }).raw().toBuffer(),
        { raw: { width: this.width, height: this.height, channels: 4 } },
      );
    }
    if (blur > 0.3) image = image.blur(blur);
    return image.ensureAlpha().raw().toBuffer();
  }

  /**
   * Composites the layers, then treats the result like a photograph: a lens that is a little
   * soft (vector edges are too crisp to be real), slightly muted colours, and film grain.
   */
  async jpeg(quality = 80, options: { grain?: number; soften?: number } = {}): Promise<Buffer> {
    const raw = { width: this.width, height: this.height, channels: 4 as const };
    const buffers = await Promise.all(this.layers.map((layer) => this.raster(layer)));
    // sharp runs a pipeline's steps in its own order, so each stage is a pipeline of its own.
    const flat = await sharp({ create: { ...raw, background: '#000000' } })
      .composite(buffers.map((input, i) => ({ input, raw, blend: this.layers[i]!.blend })))
      .raw()
      .toBuffer();
    let photo = sharp(flat, { raw });
    const soften = options.soften ?? this.width / 2400;
    if (soften > 0.3) photo = photo.blur(soften);
    const graded = await photo
      .modulate({ saturation: 0.9 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const grainTile = grain(options.grain ?? 6);
    const captions = await Promise.all(
      this.captions.map((source) => this.raster({ source, blur: 0, blend: 'over' })),
    );
    let grained = sharp(graded.data, {
      raw: { width: this.width, height: this.height, channels: graded.info.channels },
    }).composite([
      {
        input: Buffer.from(grainTile.data.buffer),
        raw: { width: GRAIN, height: GRAIN, channels: 4 },
        tile: true,
        blend: 'overlay',
      },
    ]);
    // A second stage, so the caption lies over the grain rather than under it.
    if (captions.length) {
      const flatGrained = await grained.raw().toBuffer({ resolveWithObject: true });
      grained = sharp(flatGrained.data, {
        raw: { width: this.width, height: this.height, channels: flatGrained.info.channels },
      }).composite(captions.map((input) => ({ input, raw })));
    }
    return grained
      .jpeg({ quality, mozjpeg: false, chromaSubsampling: '4:2:0', optimiseCoding: true })
      .toBuffer();
  }
}

const GRAIN = 256;
const grains = new Map<number, Pixels>();

/** A tile of film grain: grey noise around mid-grey, so that 'overlay' leaves the mean alone. */
function grain(amount: number): Pixels {
  let tile = grains.get(amount);
  if (!tile) {
    tile = new Pixels(GRAIN, GRAIN);
    let h = 0x2545f491;
    for (let i = 0; i < GRAIN * GRAIN; i++) {
      h ^= h << 13;
      h ^= h >>> 17;
      h ^= h << 5;
      // A sum of two uniforms: softer, more film-like than a flat spread.
      const a = ((h >>> 0) & 0xffff) / 0xffff;
      const b = ((h >>> 16) & 0xffff) / 0xffff;
      const v = 128 + (a + b - 1) * amount;
      tile.data.set([v, v, v, 255], i * 4);
    }
    grains.set(amount, tile);
  }
  return tile;
}
