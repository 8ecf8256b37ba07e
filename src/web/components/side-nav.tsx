import { Link, useLocation } from 'react-router';

export interface SideNavItem {
  label: string;
  href: string;
}

/**
 * A section's side list; the current page is marked for sight and for screen readers. An item
 * whose address has a query (?stream=…) is current only with that query.
 */
export function SideNav({
  label,
  items,
  current,
}: {
  label: string;
  items: readonly SideNavItem[];
  current?: string;
}) {
  const location = useLocation();
  const here = current ?? location.pathname;
  const isCurrent = (href: string) =>
    href === here ||
    (!href.includes('?') &&
      current === undefined &&
      decodeURI(href) === decodeURI(location.pathname));
  return (
    <nav className="side-nav" aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <Link
              to={item.href}
              preventScrollReset
              aria-current={isCurrent(item.href) ? 'page' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
