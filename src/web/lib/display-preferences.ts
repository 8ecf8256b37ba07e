/**
 * The visitor's display preferences (GIGW): text size and colour contrast, and the styles each
 * choice writes over the site's own (decision 033). The page's controls and these styles are the
 * web's; reading them from a visitor's cookies and writing them into a copy of a page is the
 * server's (src/server/display-preferences.ts).
 */
/** The text sizes in order, A− to A+ at its largest (decision 095: steps up to 200 %). */
export const TEXT_SIZES = ['small', 'normal', 'large', 'x-large', 'xx-large', 'xxx-large'] as const;
/** What A− and A+ ask for: one step from the size in effect (GET /preferences). */
export const TEXT_STEPS = ['smaller', 'larger'] as const;
export const CONTRASTS = ['normal', 'high'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
export type TextStep = (typeof TEXT_STEPS)[number];
export type Contrast = (typeof CONTRASTS)[number];

export interface DisplayPreferences {
  text: TextSize;
  contrast: Contrast;
}

export const DEFAULT_PREFERENCES: DisplayPreferences = { text: 'normal', contrast: 'normal' };

export function isDefaultPreferences({ text, contrast }: DisplayPreferences): boolean {
  return text === DEFAULT_PREFERENCES.text && contrast === DEFAULT_PREFERENCES.contrast;
}

/** The size one step from `text` (A− or A+), never past the smallest or the largest. */
export function steppedSize(text: TextSize, step: TextStep): TextSize {
  const at = TEXT_SIZES.indexOf(text) + (step === 'larger' ? 1 : -1);
  return TEXT_SIZES[Math.min(Math.max(at, 0), TEXT_SIZES.length - 1)]!;
}

/** The root font size of each text size: A−, A, then A+ step by step up to 200 %. */
const FONT_SIZES: Record<TextSize, string> = {
  small: '87.5%',
  normal: '100%',
  large: '125%',
  'x-large': '150%',
  'xx-large': '175%',
  'xxx-large': '200%',
};

/** The control marked as in effect: A− below the usual size, A+ above it (one link each). */
const controlOf = (text: TextSize) =>
  text === 'small' ? 'small' : text === 'normal' ? 'normal' : 'large';

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
  `.display-controls [data-pref="text-${controlOf(text)}"] { text-decoration: underline 3px; font-weight: 700; }`,
  `.display-controls [data-pref="text-${controlOf(text)}"]::after { content: "" / " (selected)"; }`,
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
