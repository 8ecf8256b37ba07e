import type { MenuItem } from '../lib/menu.ts';
import { useTexts } from '../i18n/use-texts.ts';
import { SiteSearchForm } from './site-search-form.tsx';

/**
 * The main menu. Without JavaScript it works as it is: each group is a <details> that opens on
 * click or Enter, and on a phone the 'Menu' link jumps to the menu, which :target unfolds, with a
 * 'Close menu' link back. The enhancement (src/web/enhance/menu.ts) makes the link a button with
 * aria-expanded, keeps one group open at a time, and closes what is open on Escape, a click
 * elsewhere or focus moving out of it (WCAG 2.4.11).
 * On a phone the bar also holds the site search beside the Menu control, so that the header is
 * one row of name and one bar (decision 095); the header's own search form is the one shown on
 * wider screens, and the stylesheet shows one of the two.
 */
export function MainMenu({
  items,
  label,
}: {
  items: readonly MenuItem[];
  /** The menu's accessible name (the department microsite names its own menu). */
  label?: string;
}) {
  const { t, label: labelOf } = useTexts();
  return (
    // The Menu control sits inside the navigation landmark with the menu it folds.
    <nav className="menu-bar" aria-label={label ?? t('menu.label')} data-enhance="menu">
      <div className="container menu-bar__inner">
        <a className="menu-button" href="#site-menu">
          {t('menu.open')}
        </a>
        <div id="site-menu" className="site-menu">
          <ul className="site-menu__list">
            {items.map((item) =>
              item.children ? (
                <li key={item.label} className="site-menu__item">
                  <details>
                    <summary>{labelOf(item.label)}</summary>
                    <ul className="site-menu__group">
                      {item.children.map((child) => (
                        <li key={child.href}>
                          <a href={child.href}>{labelOf(child.label)}</a>
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              ) : (
                <li key={item.label} className="site-menu__item">
                  <a href={item.href}>{labelOf(item.label)}</a>
                </li>
              ),
            )}
          </ul>
          <a className="site-menu__close" href="#top">
            {t('menu.close')}
          </a>
        </div>
        {/* After the menu, so that Tab from an opened Menu goes into it; drawn beside Menu. */}
        <div className="menu-bar__search">
          <SiteSearchForm id="menu-search" />
        </div>
      </div>
    </nav>
  );
}
