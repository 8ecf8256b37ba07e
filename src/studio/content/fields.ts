import { z } from 'zod';
import { isHttpUrl } from '../../content/attachments.ts';
import { hasBengaliLetter } from '../../content/assamese-text.ts';
import { sanitizeContentHtml } from '../../lib/content-html.ts';
import { isIsoDate } from '../../lib/dates.ts';
import { siteImageSrc } from '../../lib/site-image-src.ts';

/**
 * The pieces of the entities' form schemas. Each gives its message in words a member of staff
 * can act on; they read plain values (a test, a forged request) as well as what Conform makes of
 * a form (empty fields become undefined, a ticked box true).
 */

/**
 * The maxima of the kinds of field (decision 071), stated here once: the schemas below hold
 * values to them, and the screens read them from the schemas (field-limits.ts) to say them at
 * each field. An entity may give a field a maximum of its own (a phone number's 40).
 */
export const LIMITS = {
  /** A line of text: a title, a name, a designation. */
  line: 300,
  /** Rich text, as HTML, in bytes: some twenty pages of prose; a longer text is a PDF. */
  richTextBytes: 200 * 1024,
  /** The words that say what a photograph shows. */
  alt: 300,
  url: 2000,
  /** RFC 5321's longest address. */
  email: 254,
  /** YYYY-MM-DD (or 2026/11/28), with room for spaces typed around it. */
  date: 20,
  /** A file's spec, as a form keeps it ('studio/<sha256>.pdf', or an imported file's path). */
  fileSpec: 300,
  /** Files attached to one item. */
  files: 50,
  /**
   * Everything one item holds, as stored (JSON): a department's seven texts at their maximum
   * would pass it, which no real page comes near. It bounds a draft, a revision, an editor page.
   */
  itemBytes: 1024 * 1024,
} as const;

/** The message of a value past its maximum: how long it is, and how long it may be. */
export const tooLong =
  (what: string, max: number) =>
  (issue: { input?: unknown }): string => {
    const length = typeof issue.input === 'string' ? issue.input.length : undefined;
    return length === undefined
      ? `Keep ${what} to ${max} characters at most`
      : `${capitalize(what)} has ${length} characters; keep it to ${max} at most`;
  };

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Bytes of text as UTF-8 (the browser's TextEncoder: the same count there and here). */
const bytesOf = (text: string) => new TextEncoder().encode(text).length;

/** Where content images point (the public pages keep the same ones, lib/content-html.ts). */
const UPLOADS_URL = '/uploads';
const imageSrc = siteImageSrc(UPLOADS_URL);

/** A required line of text: trimmed, never empty. */
export const requiredText = (what: string, max: number = LIMITS.line) =>
  z
    .string({ error: `Enter ${what}` })
    .trim()
    .min(1, `Enter ${what}`)
    .max(max, { error: tooLong(what, max) });

/** An optional line of text: trimmed, '' when left empty. */
export const optionalText = (what: string, max: number = LIMITS.line) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong(what, max) })
    .optional()
    .transform((value) => value ?? '');

/**
 * The one way a day is written in the studio (decision 093): said in every date field's hint,
 * taken by realDate, and kept. The example is a day the college would type.
 */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_HINT = `${DATE_FORMAT}, like 2026-11-28`;

/**
 * A day typed year first: 2026-11-28 (what a browser's own date control sends, too), the parts
 * apart by '/', '.' or a space as well, or eight digits as a phone's number pad types them
 * (20261128). A day first (28/11/2026) is not taken: 03/04 would be March or April.
 */
const YEAR_FIRST = /^(\d{4})(?:([-/. ])(\d{1,2})\2(\d{1,2})|(\d{2})(\d{2}))$/;
const DAY_FIRST = /^\d{1,2}[-/. ]\d{1,2}[-/. ]\d{4}$/;

/** The day typed as YYYY-MM-DD, or null when it is not written year, month, day. */
export function typedDay(typed: string): string | null {
  const match = YEAR_FIRST.exec(typed.trim());
  if (!match) return null;
  const [, year, , month = match[5], day = match[6]] = match;
  return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
}

/** Why a typed day is refused, in words that quote it and say the one format. */
function dayProblem(what: string, typed: string): string {
  const day = typedDay(typed);
  if (day) return `“${typed}” is not a day of the calendar; check the month and the day`;
  if (DAY_FIRST.test(typed))
    return `“${typed}” starts with the day: enter ${what} year first, as ${DATE_HINT}`;
  return `Enter ${what} as ${DATE_HINT}${typed ? `; “${typed}” is not one` : ''}`;
}

/** A real day of the calendar, kept as YYYY-MM-DD: 2026-02-30 is refused, 2026/11/28 taken. */
export const realDate = (what: string) =>
  z
    .string({ error: `Enter ${what} as ${DATE_HINT}` })
    .max(LIMITS.date, { error: `Enter ${what} as ${DATE_HINT}`, abort: true })
    .transform((value, check) => {
      const day = typedDay(value);
      if (day && isIsoDate(day)) return day;
      check.addIssue({ code: 'custom', message: dayProblem(what, value.trim()) });
      return z.NEVER;
    });

/** A real day of the calendar, or nothing (undefined). */
export const optionalDate = (what: string) =>
  z
    .string()
    .trim()
    .max(LIMITS.date, `Enter ${what} as ${DATE_HINT}, or leave it empty`)
    .optional()
    .transform((value) => value || undefined)
    .pipe(realDate(what).optional());

/** A year like 1962, or nothing (undefined): a form sends it as text, a test as a number. */
export const optionalYear = (what: string) =>
  z
    .union([z.number(), z.string().trim().max(4, `Enter ${what} in 4 digits`)])
    .optional()
    .transform((value) => (value === undefined || value === '' ? undefined : Number(value)))
    .refine(
      (year) => year === undefined || (Number.isInteger(year) && year >= 1800 && year <= 2100),
      `Enter ${what}, like 1962, or leave it empty`,
    );

/** A web address (http or https), or nothing. */
export const optionalUrl = (what: string) =>
  z
    .string()
    .trim()
    .max(LIMITS.url, { error: tooLong(what, LIMITS.url) })
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || isHttpUrl(value), {
      message: `Enter ${what} as a web address starting with https:// (or http://)`,
    });

export const optionalEmail = z
  .string()
  .trim()
  .max(LIMITS.email, { error: tooLong('the e-mail address', LIMITS.email) })
  .optional()
  .transform((value) => value ?? '')
  .refine((value) => value === '' || z.email().safeParse(value).success, {
    message: 'Enter an e-mail address like name@example.org, or leave it empty',
  });

/**
 * Rich text: at most LIMITS.richTextBytes of HTML as sent (refused at the field past it, before
 * anything reads it further), cleaned by the one allow-list of content HTML, as the importer
 * cleans it (decision 018), so what is kept is what the public pages show: a <script> is gone.
 */
export const html = (what = 'this text') =>
  z
    .string()
    .refine((value) => bytesOf(value) <= LIMITS.richTextBytes, {
      error: (issue) =>
        `${capitalize(what)} is ${kilobytes(bytesOf(String(issue.input)))}; keep it to ` +
        `${kilobytes(LIMITS.richTextBytes)} at most (a long table or text can go in an attached PDF)`,
    })
    // The maximum as the screens read it (field-limits.ts): JSON Schema has no word for bytes.
    .meta({ maxBytes: LIMITS.richTextBytes })
    .optional()
    .transform((value) => sanitizeContentHtml(value ?? '', { imageSrc }));

const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;

export const checkbox = () => z.boolean().default(false);

/** A serial number as NAAC writes them: 3.2.1, or a file's 1, 2 … */
export const serialNumber = (what: string, max = 20) =>
  z
    .string({ error: `Enter ${what}` })
    .trim()
    .min(1, `Enter ${what}`)
    .max(max, `Keep ${what} to ${max} characters at most`)
    .regex(/^[A-Za-z0-9.()-]+$/, `Write ${what} with digits and dots, like 3.2.1`);

/** The messages of a list of codes; an entity may say them in words of its own. */
export interface CodeWords {
  enter: string;
  tooLong: string;
  notACode: string;
  tooMany: string;
}

/** The codes of a line typed with commas or spaces between them ('QlM, QnM'). */
export const codesOf = (line: string) => line.split(/[\s,]+/).filter(Boolean);

/**
 * Short codes typed on one line, separated by commas or spaces ('QlM, QnM'), kept as that line
 * with each code once; at least one, at most `max`.
 */
export const codeList = (
  what: string,
  max = 10,
  words: CodeWords = {
    enter: `Enter ${what}`,
    tooLong: `Keep ${what} to 200 characters at most`,
    notACode: 'Write each as a short code of letters and digits',
    tooMany: `List at most ${max}`,
  },
) =>
  z
    .string({ error: words.enter })
    .max(200, words.tooLong)
    .transform((text) => [...new Set(codesOf(text))])
    .pipe(
      z
        .array(z.string().regex(/^[A-Za-z0-9_-]{1,30}$/, words.notACode))
        .min(1, words.enter)
        .max(max, words.tooMany),
    )
    .transform((codes) => codes.join(', '));

const ASSAMESE_ONLY = (what: string) =>
  `Write ${what} in Assamese (Bengali script), or leave it empty: the Assamese pages then show the English`;

/** An optional line in Assamese (decision 060): refused without a Bengali-script letter. */
export const optionalAssamese = (what: string, max = 300) =>
  optionalText(what, max).refine((value) => value === '' || hasBengaliLetter(value), {
    message: ASSAMESE_ONLY(what),
  });

/** Optional rich text in Assamese, cleaned as any rich text. */
export const assameseHtml = (what: string) =>
  html(what).refine((value) => value === '' || hasBengaliLetter(value), {
    message: ASSAMESE_ONLY(what),
  });

/** Files of the item, by what the form keeps of each (StoredFile.spec); checked on save. */
export const fileSpecs = (max: number = LIMITS.files, tooMany = `Attach at most ${max} files`) =>
  z.array(z.string().trim().min(1).max(LIMITS.fileSpec)).max(max, tooMany).default([]);

/** One photograph and the words that say what it shows, or none. */
export const photo = () =>
  z
    .object({
      file: z.string().trim().max(LIMITS.fileSpec).optional(),
      alt: z
        .string()
        .trim()
        .max(LIMITS.alt, { error: tooLong('what the photograph shows', LIMITS.alt) })
        .optional(),
    })
    .optional()
    .superRefine((value, check) => {
      if (value?.file && !value.alt)
        check.addIssue({
          code: 'custom',
          path: ['alt'],
          message: 'Say what the photograph shows, for people who cannot see it',
        });
    })
    .transform((value) => (value?.file ? { file: value.file, alt: value.alt ?? '' } : undefined));

export type Photo = { file: string; alt: string } | undefined;
