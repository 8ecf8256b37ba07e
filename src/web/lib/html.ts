/**
 * HTML that has been through the server's allow-list sanitizer. Only sanitize.server.ts makes
 * one, and only <SafeHtml> renders one, so raw HTML from content cannot reach the page.
 */
export interface CleanHtml {
  readonly sanitizedHtml: string;
}
