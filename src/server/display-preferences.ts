import { parse as parseCookies } from 'cookie';
import { z } from 'zod';

/**
 * The visitor's display preferences (GIGW): text size and colour contrast. They live in two
 * cookies that a plain link sets (GET /preferences). A page is rendered the same for everyone;
 * a visitor who chose something else than the defaults gets a copy with their styles written in
 * (decision 033), so that nobody waits for a stylesheet of their own.
 */
export const TEXT_SIZES = ['small', 'normal', 'large'] as const;
export const CONTRASTS = ['normal', 'high'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
export type Contrast = (typeof CONTRASTS)[number];

export interface DisplayPreferences {
  text: TextSize;
  contrast: Contrast;
}

export const COOKIE_NAMES = { text: 'text_size', contrast: 'contrast' } as const;
export const DEFAULT_PREFERENCES: DisplayPreferences = { text: 'normal', contrast: 'normal' };

const TextSize = z.enum(TEXT_SIZES);
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
    text: TextSize.optional(),
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
    message: 'give text (small, normal or large) or contrast (normal or high)',
  });

export function isDefaultPreferences({ text, contrast }: DisplayPreferences): boolean {
  return text === DEFAULT_PREFERENCES.text && contrast === DEFAULT_PREFERENCES.contrast;
}

/** The root font size of each text size: A−, A, A+. */
const FONT_SIZES: Record<TextSize, string> = { small: '87.5%', normal: '100%', large: '125%' };

/**
 * High contrast: light text on black, links and controls in yellow, every border visible. With
 * !important over the site's own colours, so that no page part keeps a low-contrast colour.
 */
const HIGH_CONTRAST = `
:root {
  --ink: #fff; --muted: #fff; --line: #fff; --paper: #000; --tint: #000;
  --brand: #ff0; --brand-dark: #ff0; --accent: #ff0; --focus: #0ff;
  color-scheme: dark;
}
*, *::before, *::after {
  background-color: #000 !important;
  background-image: none !important;
  color: #fff !important;
  border-color: #fff !important;
  box-shadow: none !important;
  text-shadow: none !important;
}
a, a *, a::after, button, .button, summary, .menu-button {
  color: #ff0 !important;
}
button, .button, .menu-button, .motion-control, .admission-button {
  border: 2px solid #ff0 !important;
}
[aria-current], [aria-current] * {
  background-color: #ff0 !important;
  color: #000 !important;
}
mark {
  background-color: #ff0 !important;
  color: #000 !important;
}
:focus-visible {
  outline: 3px solid #0ff !important;
  box-shadow: 0 0 0 6px #fff !important;
}
img {
  background-color: transparent !important;
}
`;

/** The text size control in effect, marked as the site's own CSS marks "A" for everyone. */
const markedSize = (text: TextSize) => [
  `.display-controls [data-pref="text-normal"] { text-decoration: none; font-weight: inherit; }`,
  `.display-controls [data-pref="text-normal"]::after { content: none; }`,
  `.display-controls [data-pref="text-${text}"] { text-decoration: underline 3px; font-weight: 700; }`,
  `.display-controls [data-pref="text-${text}"]::after { content: "" / " (selected)"; }`,
];

/**
 * The styles of one visitor's preferences, over the site's own, which are those of the defaults
 * (empty for the defaults). The controls of the page show which choice is in effect (a mark, and
 * "selected" for screen readers), and offer the contrast the page is not in.
 */
export function preferencesCss(preferences: DisplayPreferences): string {
  const parts = [];
  if (preferences.text !== DEFAULT_PREFERENCES.text) {
    parts.push(
      `:root { font-size: ${FONT_SIZES[preferences.text]}; }`,
      ...markedSize(preferences.text),
    );
  }
  if (preferences.contrast === 'high') {
    parts.push(
      '.display-controls [data-pref="contrast-high"] { display: none; }',
      '.display-controls [data-pref="contrast-normal"] { display: inline-block; }',
      HIGH_CONTRAST.trim(),
    );
  }
  if (parts.length === 0) return '';
  const title = `/* Display preferences: text ${preferences.text}, contrast ${preferences.contrast}. */`;
  return [title, ...parts].join('\n') + '\n';
}

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
