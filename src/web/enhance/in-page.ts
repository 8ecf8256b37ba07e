import { followedLink } from './links.ts';

/**
 * Where the keyboard was before a change: the control's id, or a link of a navigation (a tab, a
 * switch) by its address and the navigation's name.
 */
type FocusKey = { id: string } | { href: string; nav: string } | null;

/** A navigation's name as written in its attributes, which the next view's one repeats. */
const navName = (nav: Element | null) =>
  nav?.getAttribute('aria-label') ?? nav?.getAttribute('aria-labelledby') ?? null;

const here = () => window.location.pathname + window.location.search;

/**
 * Another state of the same page without a reload (SPEC §2, §4: the departments' stream, the
 * NAAC metrics' levels and filter, the report's quarter). A link or GET form inside an element
 * marked data-in-page that leads to this page's own path with another query is fetched as a page
 * (the page cache answers it at once), and its <main> takes the place of this one; the address,
 * the title and the history follow. Focus stays on the control the visitor used when the new
 * content has it (a tab or switch of the same navigation, the filter box); otherwise it goes to the new view's heading and the
 * title is announced. Anything unexpected falls back to loading the address as a page.
 */
export function enhanceInPage(main: HTMLElement, enhance: (root: HTMLElement) => void) {
  let shown = here();
  let controller: AbortController | null = null;
  const announcer = document.createElement('div');
  announcer.className = 'visually-hidden';
  announcer.setAttribute('aria-live', 'polite');
  announcer.setAttribute('aria-atomic', 'true');
  document.body.append(announcer);

  const inPage = (element: Element) =>
    main.contains(element) && element.closest('[data-in-page]') !== null;
  const samePage = (url: URL) =>
    url.origin === window.location.origin && url.pathname === window.location.pathname;

  document.addEventListener('click', (event) => {
    const link = followedLink(event);
    if (!link || !inPage(link)) return;
    const url = new URL(link.href);
    if (!samePage(url) || url.search === window.location.search) return;
    event.preventDefault();
    void show(url, true);
  });
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (event.defaultPrevented || form.method !== 'get' || !inPage(form)) return;
    const url = new URL(form.action);
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(form)) query.append(name, String(value));
    url.search = query.toString();
    if (!samePage(url)) return;
    event.preventDefault();
    void show(url, true);
  });
  window.addEventListener('popstate', () => {
    // A #fragment changed alone: the browser scrolls, nothing to fetch.
    if (here() !== shown) void show(new URL(window.location.href), false);
  });

  async function show(url: URL, push: boolean) {
    controller?.abort();
    const current = (controller = new AbortController());
    main.setAttribute('aria-busy', 'true');
    try {
      const response = await fetch(url, {
        signal: current.signal,
        headers: { accept: 'text/html' },
      });
      const html = response.headers.get('content-type')?.startsWith('text/html');
      if (!response.ok || response.redirected || !html) throw new Error('not this page');
      const page = new DOMParser().parseFromString(await response.text(), 'text/html');
      const next = page.getElementById(main.id);
      if (!next || current.signal.aborted) throw new Error('not this page');
      const focus = focusKey(main);
      if (push) history.pushState(null, '', url);
      shown = here();
      document.title = page.title;
      // Parsed, never run: scripts of a parsed document stay inert where they are moved.
      main.replaceChildren(...next.childNodes);
      enhance(main);
      placeFocus(focus);
    } catch {
      if (current.signal.aborted) return;
      // The browser shows the page itself, or the site's own error page for it.
      if (push) window.location.assign(url);
      else window.location.reload();
    } finally {
      if (controller === current) main.removeAttribute('aria-busy');
    }
  }

  function focusKey(root: HTMLElement): FocusKey {
    const active = document.activeElement;
    if (!active || !root.contains(active)) return null;
    if (active.id) return { id: active.id };
    const href = active.getAttribute('href');
    const nav = navName(active.closest('nav'));
    return active.tagName === 'A' && href && nav ? { href, nav } : null;
  }

  function findKept(key: FocusKey): HTMLElement | null {
    if (!key) return null;
    if ('id' in key) return document.getElementById(key.id);
    const nav = [...main.querySelectorAll('nav')].find((n) => navName(n) === key.nav);
    return nav?.querySelector<HTMLElement>(`a[href="${CSS.escape(key.href)}"]`) ?? null;
  }

  function placeFocus(key: FocusKey) {
    const kept = findKept(key);
    if (kept && main.contains(kept)) {
      kept.focus();
      if (kept instanceof HTMLInputElement && kept.type === 'search') {
        kept.setSelectionRange(kept.value.length, kept.value.length);
      }
      return;
    }
    // The view marks the heading to come back to (the NAAC level), else its h1.
    const target =
      main.querySelector<HTMLElement>('[data-route-focus]') ??
      main.querySelector<HTMLElement>('h1') ??
      main;
    if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) {
      target.setAttribute('tabindex', '-1');
    }
    target.focus();
    announcer.textContent = '';
    requestAnimationFrame(() => (announcer.textContent = document.title));
  }
}
