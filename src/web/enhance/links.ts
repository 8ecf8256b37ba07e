/**
 * The same-site link a click follows in this tab as a plain navigation, or null: a click another
 * handler took, a modified or middle click (a new tab or window), a link to another site, a
 * download or another target keep their meaning.
 */
export function followedLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
  if (!link || link.origin !== window.location.origin) return null;
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return null;
  return link;
}
