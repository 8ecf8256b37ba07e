import { z } from 'zod';
import type { Attachment } from '../../contract/schemas/common.ts';
import type { Snapshot } from './entity.ts';
import { LIMITS, tooLong } from './fields.ts';

/** The most photographs one list (a gallery album) holds. */
export const MAX_PHOTOS = 100;

export const ALT_MISSING = 'Say what this photo shows, for people who cannot see it';

/**
 * Many photographs, each with the words that say what it shows: a gallery album. Every photo
 * needs its alt text; an empty one is refused at its own field (photos[3].alt), so the form
 * comes back with the photos kept and the message beside the one that lacks it.
 */
export const photoList = () =>
  z
    .array(
      z.object({
        file: z.string({ error: 'Upload the photo again' }).trim().min(1).max(LIMITS.fileSpec),
        alt: z
          .string({ error: ALT_MISSING })
          .trim()
          .min(1, ALT_MISSING)
          .max(LIMITS.alt, { error: tooLong('what the photo shows', LIMITS.alt) }),
        // The album's cover (issue 36): kept only where chosen, so a row without one is as before.
        cover: z
          .boolean()
          .optional()
          .transform((cover) => cover || undefined),
      }),
    )
    .max(MAX_PHOTOS, `An album holds at most ${MAX_PHOTOS} photos`)
    .default([])
    // One cover: the first chosen.
    .transform((rows) =>
      rows.map((row, i) =>
        row.cover && rows.findIndex((one) => one.cover) !== i ? { ...row, cover: undefined } : row,
      ),
    );

export type PhotoRow = { file: string; alt: string; cover?: boolean | undefined };

/**
 * The photos in the order the public gallery shows them: the cover first, where one is chosen,
 * then the others in their order; without a cover, the album's own order (its first photo leads).
 */
export const coverFirst = <T extends PhotoRow>(photos: readonly T[]): T[] => {
  const cover = photos.findIndex((photo) => photo.cover);
  return cover <= 0 ? [...photos] : [photos[cover]!, ...photos.filter((_, i) => i !== cover)];
};

/** The photos as a row holds them: each file with its alt text, in the form's order. */
export const photoAttachments = (
  snapshot: Pick<Snapshot, 'files'>,
  photos: readonly PhotoRow[],
): Attachment[] =>
  photos.flatMap(({ file, alt }) =>
    snapshot.files[file] ? [{ ...snapshot.files[file], alt }] : [],
  );
