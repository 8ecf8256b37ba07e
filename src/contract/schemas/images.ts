import { z } from 'zod';
import { FileRef } from './common.ts';

/** One phone-sized version of a content image: a file of the uploads location. */
export const ImageVariant = FileRef.pick({ type: true, path: true, mime: true, url: true }).extend({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ImageVariant = z.infer<typeof ImageVariant>;

/** A content image's own size and its versions, narrowest first (the original is the widest). */
export const ImageInfo = z.object({
  type: z.string(),
  path: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  variants: z.array(ImageVariant).default([]),
});
export type ImageInfo = z.infer<typeof ImageInfo>;

/** The images a page shows, by their file reference; at most a page's worth at a time. */
export const MAX_IMAGES_PER_CALL = 100;
export const ImagesRequest = z.object({
  files: z.array(FileRef.pick({ type: true, path: true })).max(MAX_IMAGES_PER_CALL),
});
