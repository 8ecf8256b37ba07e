import { z } from 'zod';
import { isHttpUrl } from '../../content/attachments.ts';
import { hasBengaliLetter } from '../../content/assamese-text.ts';
import { sanitizeContentHtml } from '../../lib/content-html.ts';
import { isIsoDate } from '../../lib/dates.ts';
import { siteImageSrc } from '../../web/lib/sanitize.server.ts';

/**
 * The pieces of the entities' form schemas. Each gives its message in words a member of staff
 * can act on; they read plain values (a test, a forged request) as well as what Conform makes of
 * a form (empty fields become undefined, a ticked box true).
 */

/** Where content images point (the public pages keep the same ones, lib/content-html.ts). */
const UPLOADS_URL = '/uploads';
const imageSrc = siteImageSrc(UPLOADS_URL);

/** A required line of text: trimmed, never empty. */
export const requiredText = (what: string, max = 300) =>
  z
    .string({ error: `Enter ${what}` })
    .trim()
    .min(1, `Enter ${what}`)
    .max(max, `Keep ${what} under ${max} characters`);

/** An optional line of text: trimmed, '' when left empty. */
export const optionalText = (what: string, max = 300) =>
  z
    .string()
    .trim()
    .max(max, `Keep ${what} under ${max} characters`)
    .optional()
    .transform((value) => value ?? '');

/** A real day of the calendar, YYYY-MM-DD: 2026-02-30 is refused. */
export const realDate = (what: string) =>
  z.string({ error: `Enter ${what} as YYYY-MM-DD` }).superRefine((value, check) => {
    if (isIsoDate(value.trim())) return;
    check.addIssue({
      code: 'custom',
      message: /^\d{4}-\d{2}-\d{2}$/.test(value.trim())
        ? `${value.trim()} is not a day of the calendar; check the month and the day`
        : `Enter ${what} as YYYY-MM-DD, like 2026-06-15`,
    });
  });

/** A web address (http or https), or nothing. */
export const optionalUrl = (what: string) =>
  z
    .string()
    .trim()
    .max(2000, `Keep ${what} under 2000 characters`)
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || isHttpUrl(value), {
      message: `Enter ${what} as a web address starting with https:// (or http://)`,
    });

export const optionalEmail = z
  .string()
  .trim()
  .optional()
  .transform((value) => value ?? '')
  .refine((value) => value === '' || z.email().safeParse(value).success, {
    message: 'Enter an e-mail address like name@example.org, or leave it empty',
  });

/**
 * Rich text: cleaned by the one allow-list of content HTML, as the importer cleans it
 * (decision 018), so what is kept is what the public pages show: a <script> is gone.
 */
export const html = () =>
  z
    .string()
    .optional()
    .transform((value) => sanitizeContentHtml(value ?? '', { imageSrc }));

export const checkbox = () => z.boolean().default(false);

const ASSAMESE_ONLY = (what: string) =>
  `Write ${what} in Assamese (Bengali script), or leave it empty: the Assamese pages then show the English`;

/** An optional line in Assamese (decision 060): refused without a Bengali-script letter. */
export const optionalAssamese = (what: string, max = 300) =>
  optionalText(what, max).refine((value) => value === '' || hasBengaliLetter(value), {
    message: ASSAMESE_ONLY(what),
  });

/** Optional rich text in Assamese, cleaned as any rich text. */
export const assameseHtml = (what: string) =>
  html().refine((value) => value === '' || hasBengaliLetter(value), {
    message: ASSAMESE_ONLY(what),
  });

/** Files of the item, by what the form keeps of each (StoredFile.spec); checked on save. */
export const fileSpecs = (max = 50) =>
  z.array(z.string().trim().min(1).max(300)).max(max, `Attach at most ${max} files`).default([]);

/** One photograph and the words that say what it shows, or none. */
export const photo = () =>
  z
    .object({ file: z.string().trim().max(300).optional(), alt: z.string().trim().optional() })
    .optional()
    .superRefine((value, check) => {
      if (value?.file && !value.alt)
        check.addIssue({
          code: 'custom',
          path: ['alt'],
          message: 'Say what the photograph shows, for people who cannot see it',
        });
    })
    .transform((value) =>
      value?.file ? { file: value.file, alt: (value.alt ?? '').slice(0, 1000) } : undefined,
    );

export type Photo = { file: string; alt: string } | undefined;
