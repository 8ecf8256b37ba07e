import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '../lib/use-hydrated.ts';
import { Link, useLocation } from 'react-router';
import type { MenuItem } from '../lib/menu.ts';

/**
 * The main menu. Without JavaScript it still works: each group is a <details> that opens on
 * click or Enter, and on a phone the 'Menu' link jumps to the menu, which :target unfolds.
 * With JavaScript the link becomes a button with aria-expanded, one group is open at a time,
 * and Escape, a click elsewhere or focus moving out of it closes it: an open group or phone menu
 * must not cover the control the keyboard moved on to (WCAG 2.4.11).
 */
export function MainMenu({
  items,
  label = 'Main',
}: {
  items: readonly MenuItem[];
  /** The menu's accessible name (the department microsite names its own menu). */
  label?: string;
}) {
  const enhanced = useHydrated();
  const location = useLocation();
  // The menu is open for the page it was opened on: a navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const setOpen = (value: boolean) => setOpenOn(value ? location.key : null);
  const barRef = useRef<HTMLElement>(null);
  const navRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // A navigation also closes any open group.
  useEffect(() => {
    navRef.current?.querySelectorAll('details[open]').forEach((d) => d.removeAttribute('open'));
  }, [location.key]);

  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const closeGroups = (except?: Element) =>
      nav
        .querySelectorAll('details[open]')
        .forEach((d) => d !== except && d.removeAttribute('open'));
    const onToggle = (event: Event) => {
      const details = event.target as HTMLDetailsElement;
      if (details.open) closeGroups(details);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const openGroup = nav.querySelector('details[open]');
      if (openGroup) {
        openGroup.removeAttribute('open');
        openGroup.querySelector('summary')?.focus();
      } else if (open) {
        // Closing the phone menu puts focus back on the control that opened it.
        setOpenOn(null);
        buttonRef.current?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      if (!nav.contains(event.target as Node)) closeGroups();
    };
    // Focus moving on (Tab, Shift+Tab) out of an open group closes it, and out of the menu bar
    // closes the phone menu. Focus leaving the window (relatedTarget null) changes nothing.
    const bar = barRef.current;
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (!next) return;
      nav.querySelectorAll('details[open]').forEach((d) => {
        if (!d.contains(next)) d.removeAttribute('open');
      });
      if (open && bar && !bar.contains(next)) setOpenOn(null);
    };
    nav.addEventListener('toggle', onToggle, true);
    bar?.addEventListener('focusout', onFocusOut);
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      nav.removeEventListener('toggle', onToggle, true);
      bar?.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  return (
    // The Menu control sits inside the navigation landmark with the menu it folds.
    <nav ref={barRef} className="menu-bar" aria-label={label}>
      <div className="container menu-bar__inner">
        {enhanced ? (
          <button
            ref={buttonRef}
            type="button"
            className="menu-button"
            aria-expanded={open}
            aria-controls="site-menu"
            onClick={() => setOpen(!open)}
          >
            Menu
          </button>
        ) : (
          <a className="menu-button" href="#site-menu">
            Menu
          </a>
        )}
        <div id="site-menu" ref={navRef} className={open ? 'site-menu is-open' : 'site-menu'}>
          <ul className="site-menu__list">
            {items.map((item) =>
              item.children ? (
                <li key={item.label} className="site-menu__item">
                  <details>
                    <summary>{item.label}</summary>
                    <ul className="site-menu__group">
                      {item.children.map((child) => (
                        <li key={child.href}>
                          <Link to={child.href}>{child.label}</Link>
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              ) : (
                <li key={item.label} className="site-menu__item">
                  <Link to={item.href}>{item.label}</Link>
                </li>
              ),
            )}
          </ul>
          {enhanced ? null : (
            <a className="site-menu__close" href="#top">
              Close menu
            </a>
          )}
        </div>
      </div>
    </nav>
  );
}
