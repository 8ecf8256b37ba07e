import { z } from 'zod';
import { FILE_TYPES } from '../codes.ts';

/** Free text as the backend gives it; HTML where the field is marked HTML in SPEC §3. */
export const Text = z.string();
export const OptionalText = z.string().optional();
/** A number the backend may send as a number or as digits in a string. */
export const NumberLike = z.union([z.number(), z.string()]);

export const DeptCode = z
  .string()
  .regex(/^[A-Za-z0-9_]{1,20}$/, 'must be 1 to 20 letters, digits or underscores');

/** Ids are 32-bit integers in the database (PostgreSQL refuses a larger number in a query). */
export const MAX_ID = 2_147_483_647;
const tooLarge = `must be at most ${MAX_ID}`;

/** A positive integer id; the old client sends ids from the query string, so digits are accepted. */
export const Id = z.union([
  z.number().int().positive().max(MAX_ID, tooLarge),
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'must be a positive whole number')
    .transform(Number)
    .refine((id) => id <= MAX_ID, tooLarge),
]);

/** A four-digit year, or '' meaning "no year" (latest, or all). */
export const YearOrEmpty = z
  .union([
    z.literal(''),
    z.number().int().min(1900).max(2200),
    z.string().regex(/^\d{4}$/, 'must be a four-digit year or empty'),
  ])
  .transform((year) => (year === '' ? null : Number(year)));

/**
 * A file reference (SPEC §3). mime 'link' means path is an absolute address; any other mime
 * means the file lives in the uploads location under type/path.
 */
export const FileRef = z.object({
  type: z.string().min(1).max(100),
  path: z.string().min(1).max(1000),
  mime: z.string().max(200).optional(),
  ext: z.string().max(20).optional(),
  url: z.string().optional(),
  /**
   * The file's size in bytes. Our extension: a backend that leaves it out is still within the
   * contract, and its pages then show a file's type without its size.
   */
  size: z.number().int().nonnegative().optional(),
});

/** An item of upload_info: a file reference with its kind (PDF, image or file). */
export const Attachment = FileRef.extend({
  fileType: z.enum(FILE_TYPES),
  /** What a photograph shows, for its alt text (ours; optional on the wire). */
  alt: z.string().max(1000).optional(),
});

export type FileRef = z.infer<typeof FileRef>;
export type Attachment = z.infer<typeof Attachment>;

/** The error body every 4xx/5xx answer of our API carries. */
export const ApiErrorBody = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;
