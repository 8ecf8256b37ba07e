import { useTexts } from '../i18n/use-texts.ts';
export interface Crumb {
  label: string;
  /** Without href the crumb is the current page. */
  href?: string;
}

/** 'Home > Research > …': every level but the last is a link back. */
export function Breadcrumb({ items, label }: { items: readonly Crumb[]; label?: string }) {
  const { t, label: labelOf } = useTexts();
  return (
    <nav className="breadcrumb" aria-label={label ?? t('frame.breadcrumb')}>
      <ol>
        {items.map((item, i) => (
          <li key={`${item.label}-${i}`}>
            {item.href ? (
              <a href={item.href}>{labelOf(item.label)}</a>
            ) : (
              <span aria-current="page">{labelOf(item.label)}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
