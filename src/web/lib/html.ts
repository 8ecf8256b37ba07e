/**
 * HTML that has been through the server's allow-list sanitizer. Only sanitize.server.ts makes
 * one, and only <SafeHtml> renders one, so raw HTML from content cannot reach the page.
 */
export interface CleanHtml {
  readonly sanitizedHtml: string;
  /**
   * Content that may be given in Assamese (decision 060): the same content in Assamese, cleaned
   * the same way, or null when it has none (an Assamese page then says it shows the English).
   * Absent for content the folder gives in English only.
   */
  readonly assamese?: CleanHtml | null;
}
