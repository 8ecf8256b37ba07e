/**
 * A link to another site opens in a new tab and says so: `rel="external"` is what the style
 * (src/web/styles/base.css) marks with a visible ↗ and, for screen readers, "external site, opens
 * in a new tab" (GIGW; decision 024). Shared by the pages and the content HTML allow-list, so
 * both mark such links alike. Spread on an <a>: `<a href={…} {...EXTERNAL_LINK}>`.
 */
export const EXTERNAL_LINK = {
  target: '_blank',
  rel: 'external noopener noreferrer',
} as const;
