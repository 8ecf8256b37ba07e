export { EXTERNAL_LINK } from '../../lib/external-link.ts';

/** What the mark says to a screen reader; for links whose name is set by aria-label. */
export const EXTERNAL_LINK_NOTE = '(external site, opens in a new tab)';
