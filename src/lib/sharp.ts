import type { Sharp, SharpOptions } from 'sharp';

export type SharpFactory = ((input?: string | Buffer, options?: SharpOptions) => Sharp) & {
  cache(options?: boolean): unknown;
};

/**
 * sharp, loaded on first use; null where it cannot load (images then keep their one original
 * size and are stored as they come, decision 019). libvips's cache of recent operations is
 * turned off: every image is read once, and a cache would only hold its pixels after it is done.
 */
let sharpLoading: Promise<SharpFactory | null> | undefined;
export function loadSharp(): Promise<SharpFactory | null> {
  sharpLoading ??= import('sharp').then(
    (module) => {
      const sharp = module.default as unknown as SharpFactory;
      sharp.cache(false);
      return sharp;
    },
    () => null,
  );
  return sharpLoading;
}
