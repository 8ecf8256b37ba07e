/** The words that tell staff a page is a preview, not what visitors see yet. */
export const PREVIEW_WORDS =
  'Preview: this is how the page will look once it is published. Visitors do not see it yet.';

/**
 * A rendered public page marked as a preview (issue 36): its title begins "Preview:", and its
 * main content begins with the words above in a <mark>, which browsers highlight by themselves,
 * so the page's own policy (no inline style) holds. Inside <main>, so its landmarks stay whole.
 */
export function markedAsPreview(html: string): string {
  return html
    .replace(/<title>/, '<title>Preview: ')
    .replace(
      /<main\b[^>]*>/,
      (main) => `${main}<p class="preview-mark"><mark>${PREVIEW_WORDS}</mark></p>`,
    );
}
