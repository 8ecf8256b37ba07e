/**
 * The left list of a page's sections (components/department/section-nav.tsx): plain links to
 * #sections. The server marks the first as current; here the mark follows the address's
 * #fragment as the visitor chooses sections, goes back or comes with a shared address.
 */
export function enhanceSectionNav(nav: HTMLElement) {
  const links = [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
  const mark = () => {
    const hash = decodeURIComponent(window.location.hash);
    const active = links.find((link) => link.hash && decodeURIComponent(link.hash) === hash);
    links.forEach((link) => {
      if (link === (active ?? links[0])) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    });
  };
  window.addEventListener('hashchange', mark);
  window.addEventListener('popstate', mark);
  mark();
}
