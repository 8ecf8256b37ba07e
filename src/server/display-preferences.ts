import { parse as parseCookies } from 'cookie';
import { z } from 'zod';
import {
  CONTRASTS,
  DEFAULT_PREFERENCES,
  TEXT_SIZES,
  TEXT_STEPS,
  preferencesCss,
  type DisplayPreferences,
} from '../web/lib/display-preferences.ts';

/**
 * The visitor's display preferences (GIGW): text size and colour contrast. They live in two
 * cookies that a plain link sets (GET /preferences). A page is rendered the same for everyone;
 * a visitor who chose something else than the defaults gets a copy with their styles written in
 * (decision 033), so that nobody waits for a stylesheet of their own.
 */
export const COOKIE_NAMES = { text: 'text_size', contrast: 'contrast' } as const;

const TextSize = z.enum(TEXT_SIZES);
/** A size, or a step from the size in effect (A− and A+). */
const TextChoice = z.enum([...TEXT_SIZES, ...TEXT_STEPS]);
const ContrastSchema = z.enum(CONTRASTS);

/** The preferences a Cookie header carries; anything unknown counts as the default. */
export function readPreferences(cookieHeader: string | undefined): DisplayPreferences {
  // Nearly every page request carries no cookie at all: a cached page is sent to those without
  // parsing anything (two failed schema checks would cost a few microseconds on each).
  if (!cookieHeader) return { ...DEFAULT_PREFERENCES };
  const cookies = parseCookies(cookieHeader);
  const text = TextSize.safeParse(cookies[COOKIE_NAMES.text]);
  const contrast = ContrastSchema.safeParse(cookies[COOKIE_NAMES.contrast]);
  return {
    text: text.success ? text.data : DEFAULT_PREFERENCES.text,
    contrast: contrast.success ? contrast.data : DEFAULT_PREFERENCES.contrast,
  };
}

/** The base of the addresses a return path is resolved against; never seen outside. */
const SITE = 'http://site.invalid';

/**
 * A path of this site to go back to, or null: only an absolute path ('/events?year=2021'), never
 * another site ('//evil.example', 'https://…', '/\\evil.example'), so /preferences is no open
 * redirect.
 */
export function sameSitePath(value: string): string | null {
  const control = [...value].some((char) => char < ' ');
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || control)
    return null;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return null;
  }
  return url.origin === SITE ? url.pathname + url.search : null;
}

/** What GET /preferences accepts: at least one preference, and where to go back to. */
export const PreferencesQuery = z
  .object({
    text: TextChoice.optional(),
    contrast: ContrastSchema.optional(),
    return: z
      .string()
      .max(2000)
      .default('/')
      .transform((value, check) => {
        const path = sameSitePath(value);
        if (path === null) {
          check.addIssue({ code: 'custom', message: 'must be a path of this site, like /events' });
          return z.NEVER;
        }
        return path;
      }),
  })
  .refine((query) => query.text !== undefined || query.contrast !== undefined, {
    message: `give text (${[...TEXT_SIZES, ...TEXT_STEPS].join(', ')}) or contrast (normal or high)`,
  });

/**
 * A page's HTML with the visitor's styles written in as the last element of its head, after the
 * site's own, so that they win. Pages without a head (none are) are left as they are.
 */
export function withPreferenceStyles(html: string, preferences: DisplayPreferences): string {
  const css = preferencesCss(preferences);
  const end = html.indexOf('</head>');
  if (!css || end < 0) return html;
  return `${html.slice(0, end)}<style data-preferences="">${css}</style>${html.slice(end)}`;
}
