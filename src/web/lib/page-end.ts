/**
 * The id of the empty element that ends every page's body: the first paint waits until the
 * parser reaches it (a render-blocking `expect` link in the head), so nothing is painted with
 * part of the page missing (decision 059).
 */
export const PAGE_END_ID = 'page-end';
