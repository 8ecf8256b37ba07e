/**
 * A link to another site opens in a new tab and says so: `rel="external"` is what the style
 * (styles/base.css) marks with a visible ↗ and, for screen readers, "external site, opens in a
 * new tab" (GIGW; decision 024). Spread on an <a>: `<a href={…} {...EXTERNAL_LINK}>`.
 */
export const EXTERNAL_LINK = {
  target: '_blank',
  rel: 'external noopener noreferrer',
} as const;

/** What the mark says to a screen reader; for links whose name is set by aria-label. */
export const EXTERNAL_LINK_NOTE = '(external site, opens in a new tab)';
