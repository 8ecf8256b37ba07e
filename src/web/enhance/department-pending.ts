import { followedLink } from './links.ts';

/**
 * The department pages that say something while they load, by the rest of their path (SPEC §2),
 * and the attribute of <main> that holds the text in the page's language.
 */
const LOADING_TEXTS: Record<string, 'loadingGallery' | 'loadingPage'> = {
  '/gallery': 'loadingGallery',
  '/faculty/single': 'loadingPage',
  '/faculty/quarterlyreport': 'loadingPage',
};

/**
 * The department's loading texts (routes/department/layout.tsx marks its <main> with the
 * department's address in data-department). A click on a link to the gallery or a faculty page
 * puts that page's text in place of the page, as a status, while the browser fetches it; a page
 * taken back from the back and forward cache gets its content back.
 */
export function enhanceDepartmentPending(main: HTMLElement) {
  const base = main.dataset.department;
  if (!base) return;
  let kept: Node[] | null = null;
  document.addEventListener('click', (event) => {
    const link = followedLink(event);
    if (!link || !link.pathname.startsWith(`${base}/`)) return;
    const key = LOADING_TEXTS[link.pathname.slice(base.length)];
    const text = key && main.dataset[key];
    if (!text || link.pathname + link.search === location.pathname + location.search) return;
    kept = [...main.childNodes];
    const status = document.createElement('p');
    status.className = 'container dept-pending';
    status.setAttribute('role', 'status');
    status.textContent = text;
    main.replaceChildren(status);
  });
  window.addEventListener('pageshow', () => {
    if (kept) main.replaceChildren(...kept);
    kept = null;
  });
}
