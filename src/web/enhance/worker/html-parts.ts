/**
 * What the worker writes into HTML it serves from the device: the "Saved on" note at the top of a
 * kept page, and the saved pages' list on the offline page. Plain strings in, string out (no DOM
 * in a worker); the markup is the server's own (src/web/routes/college/offline.tsx), found by
 * its id, and nothing here carries a style or a script, so the page's CSP holds.
 */
export interface SavedEntry {
  url: string;
  title: string;
  savedOn: number;
  lastRead: number;
  bytes: number;
  /** A page (HTML) or a file (PDF, image) opened from one. */
  page: boolean;
  /**
   * Listed on the offline page: pages and the files a visitor opens, not the images and the
   * font a page draws with (kept too, so that a kept page looks as it did).
   */
  listed: boolean;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** The page's <title>, without the site's name after its last separator. */
export function titleOf(html: string): string {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  const title = (match?.[1] ?? '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .trim();
  return title.replace(/\s+\|\s+[^|]+$/, '') || title;
}

/** The kept page with a note saying so written at the start of its main content. */
export function withSavedNote(html: string, note: string): string {
  // The demo notice's bar (base.css): a style every page already carries, so nothing is added.
  const block = `<div class="demo-notice" role="status"><p>${escapeHtml(note)}</p></div>`;
  const main = /<main\b[^>]*>/i.exec(html);
  if (main)
    return (
      html.slice(0, main.index + main[0].length) + block + html.slice(main.index + main[0].length)
    );
  return html.replace(/<body\b[^>]*>/i, (body) => body + block);
}

/** The offline page with the saved pages of its language listed, newest read first. */
export function withSavedList(
  html: string,
  entries: readonly SavedEntry[],
  texts: { nothingSaved: string; trimmed: string },
  trimmed: boolean,
): string {
  const items = entries
    .filter((entry) => entry.listed)
    .sort((a, b) => b.lastRead - a.lastRead)
    .map((entry) => `<li><a href="${escapeHtml(entry.url)}">${escapeHtml(entry.title)}</a></li>`)
    .join('');
  const list = items || `<li>${escapeHtml(texts.nothingSaved)}</li>`;
  const note = trimmed ? `<p><strong>${escapeHtml(texts.trimmed)}</strong></p>` : '';
  return html.replace(/(<ul\b[^>]*\bid="saved-pages"[^>]*>)[\s\S]*?(<\/ul>)/, `${note}$1${list}$2`);
}
