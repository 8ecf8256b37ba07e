const MB = 1024 * 1024;

/**
 * The largest attachment a content folder or the studio may hold: a scanned prospectus, a long
 * tender. A constant, not a setting: a content folder moves between installations (an export
 * imported elsewhere, a trial copy put live) and must be valid on every one of them.
 */
export const MAX_ATTACHMENT_BYTES = 50 * MB;
/** The largest photograph: a camera's original is well under this. */
export const MAX_PHOTO_BYTES = 20 * MB;
/**
 * The most pixels a photograph may have, read from its header before it is decoded: 40
 * megapixels, past the 24 of most cameras and the 12 of phones (their 48-megapixel mode aside,
 * which staff make smaller first). Decoded, it is 120 MB or more outside the JavaScript heap; a
 * larger one is refused in words, never decoded (decision 075).
 */
export const MAX_PHOTO_PIXELS = 40_000_000;

/** '63.2 MB' */
export const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** Why a photograph of this width and height is too large to decode, in words; or null. */
export function pixelsProblem(width: number, height: number): string | null {
  if (width * height <= MAX_PHOTO_PIXELS) return null;
  const megapixels = ((width * height) / 1_000_000).toFixed(1);
  return `is ${width} × ${height} pixels (${megapixels} megapixels); a photograph may be at most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels: make it smaller`;
}

/** Why a file of this size is too large, in words naming the limit; or null. */
export function attachmentSizeProblem(size: number, isPhoto: boolean): string | null {
  if (size > MAX_ATTACHMENT_BYTES)
    return `is ${megabytes(size)}; an attachment may be at most ${MAX_ATTACHMENT_BYTES / MB} MB (make it smaller, or link to it where it is published)`;
  if (isPhoto && size > MAX_PHOTO_BYTES)
    return `is ${megabytes(size)}; a photograph may be at most ${MAX_PHOTO_BYTES / MB} MB (make it smaller)`;
  return null;
}
