import type { CleanHtml } from '../lib/html.ts';

/**
 * The one place that puts HTML from content into the page. It takes only CleanHtml, which the
 * server's allow-list sanitizer produced (lib/sanitize.server.ts).
 */
export function SafeHtml({ html, className }: { html: CleanHtml; className?: string }) {
  if (!html.sanitizedHtml) return null;
  return (
    <div
      data-content=""
      className={className ? `prose ${className}` : 'prose'}
      dangerouslySetInnerHTML={{ __html: html.sanitizedHtml }}
    />
  );
}
