export interface Crumb {
  label: string;
  /** Without href the crumb is the current page. */
  href?: string;
}

/** 'Home > Research > …': every level but the last is a link back. */
export function Breadcrumb({
  items,
  label = 'Breadcrumb',
}: {
  items: readonly Crumb[];
  label?: string;
}) {
  return (
    <nav className="breadcrumb" aria-label={label}>
      <ol>
        {items.map((item, i) => (
          <li key={`${item.label}-${i}`}>
            {item.href ? (
              <a href={item.href}>{item.label}</a>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
