/**
 * The main menu (components/main-menu.tsx). The server sends each group as a <details> and, for
 * phones, a 'Menu' link to the menu that :target unfolds, with a 'Close menu' link. Here the link
 * becomes a button with aria-expanded, one group is open at a time, and Escape, a click elsewhere
 * or focus moving out closes it: an open group or phone menu must not cover the control the
 * keyboard moved on to (WCAG 2.4.11).
 */
export function enhanceMenu(bar: HTMLElement) {
  const link = bar.querySelector<HTMLAnchorElement>('a.menu-button');
  const nav = link && document.getElementById(link.hash.slice(1));
  if (!link || !nav) return;

  const button = document.createElement('button');
  button.type = 'button';
  button.className = link.className;
  button.textContent = link.textContent;
  button.setAttribute('aria-controls', nav.id);
  link.replaceWith(button);
  nav.querySelector('.site-menu__close')?.remove();

  let open = false;
  const setOpen = (value: boolean) => {
    open = value;
    button.setAttribute('aria-expanded', String(open));
    nav.classList.toggle('is-open', open);
  };
  setOpen(false);
  button.addEventListener('click', () => setOpen(!open));

  const closeGroups = (keep?: (group: Element) => boolean) =>
    nav.querySelectorAll('details[open]').forEach((group) => {
      if (!keep?.(group)) group.removeAttribute('open');
    });
  nav.addEventListener(
    'toggle',
    (event) => {
      const group = event.target as HTMLDetailsElement;
      if (group.open) closeGroups((other) => other === group);
    },
    true,
  );
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const group = nav.querySelector('details[open]');
    if (group) {
      group.removeAttribute('open');
      group.querySelector('summary')?.focus();
    } else if (open) {
      // Closing the phone menu puts focus back on the control that opened it.
      setOpen(false);
      button.focus();
    }
  });
  document.addEventListener('click', (event) => {
    if (!nav.contains(event.target as Node)) closeGroups();
  });
  // Focus moving on (Tab, Shift+Tab) out of an open group closes it, and out of the menu
  // closes the phone menu. Focus leaving the window (relatedTarget null) changes nothing.
  bar.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null;
    if (!next) return;
    closeGroups((group) => group.contains(next));
    // The bar also holds the phone's search, after the menu: the menu closes when focus goes
    // on to it as to anything else but the menu and its button (decision 095).
    if (open && !nav.contains(next) && next !== button) setOpen(false);
  });
}
