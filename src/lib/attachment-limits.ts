const MB = 1024 * 1024;

/**
 * The largest attachment a content folder or the studio may hold: a scanned prospectus, a long
 * tender. A constant, not a setting: a content folder moves between installations (an export
 * imported elsewhere, a trial copy put live) and must be valid on every one of them.
 */
export const MAX_ATTACHMENT_BYTES = 50 * MB;
/** The largest photograph: a camera's original is well under this. */
export const MAX_PHOTO_BYTES = 20 * MB;

/** '63.2 MB' */
export const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** Why a file of this size is too large, in words naming the limit; or null. */
export function attachmentSizeProblem(size: number, isPhoto: boolean): string | null {
  if (size > MAX_ATTACHMENT_BYTES)
    return `is ${megabytes(size)}; an attachment may be at most ${MAX_ATTACHMENT_BYTES / MB} MB (make it smaller, or link to it where it is published)`;
  if (isPhoto && size > MAX_PHOTO_BYTES)
    return `is ${megabytes(size)}; a photograph may be at most ${MAX_PHOTO_BYTES / MB} MB (make it smaller)`;
  return null;
}
