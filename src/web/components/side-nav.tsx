import { useLocation } from 'react-router';
import { useTexts } from '../i18n/use-texts.ts';
import { langOf } from './content-text.tsx';

export interface SideNavItem {
  label: string;
  href: string;
}

/**
 * A section's side list; the current page is marked for sight and for screen readers. An item
 * whose address has a query (?stream=…) is current only with that query. A list of the states of
 * one page (the departments' streams) is marked `inPage`: with JavaScript it switches the page's
 * content without a reload (src/web/enhance/in-page.ts).
 */
export function SideNav({
  label,
  items,
  current,
  inPage = false,
  named = false,
}: {
  label: string;
  items: readonly SideNavItem[];
  current?: string;
  inPage?: boolean;
  /** The items are the content's own names (departments), not the site's labels. */
  named?: boolean;
}) {
  const location = useLocation();
  const { label: labelOf, language } = useTexts();
  const here = current ?? location.pathname;
  const isCurrent = (href: string) =>
    href === here ||
    (!href.includes('?') &&
      current === undefined &&
      decodeURI(href) === decodeURI(location.pathname));
  return (
    <nav
      className="side-nav"
      aria-label={labelOf(label)}
      {...(inPage ? { 'data-in-page': '' } : {})}
    >
      <ul {...(named ? { 'data-content': '' } : {})}>
        {items.map((item) => (
          <li key={item.href}>
            <a
              href={item.href}
              aria-current={isCurrent(item.href) ? 'page' : undefined}
              lang={langOf(language, labelOf(item.label))}
            >
              {labelOf(item.label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
