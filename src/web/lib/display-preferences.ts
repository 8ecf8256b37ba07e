/**
 * The visitor's display preferences (GIGW): text size and colour contrast, and the styles each
 * choice writes over the site's own (decision 033). The page's controls and these styles are the
 * web's; reading them from a visitor's cookies and writing them into a copy of a page is the
 * server's (src/server/display-preferences.ts).
 */
export const TEXT_SIZES = ['small', 'normal', 'large'] as const;
export const CONTRASTS = ['normal', 'high'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
export type Contrast = (typeof CONTRASTS)[number];

export interface DisplayPreferences {
  text: TextSize;
  contrast: Contrast;
}

export const DEFAULT_PREFERENCES: DisplayPreferences = { text: 'normal', contrast: 'normal' };

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
