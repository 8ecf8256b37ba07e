import { useTexts } from '../i18n/use-texts.ts';
export interface Crumb {
  label: string;
  /** Without href the crumb is the current page. */
  href?: string;
  /** The label is the content's own name (a NAAC criterion's), marked as content (decision 057). */
  content?: boolean;
}

/** 'Home > Research > …': every level but the last is a link back. */
export function Breadcrumb({ items, label }: { items: readonly Crumb[]; label?: string }) {
  const { t, label: labelOf, language } = useTexts();
  return (
    <nav className="breadcrumb" aria-label={label ?? t('frame.breadcrumb')}>
      <ol>
        {items.map((item, i) => {
          const text = item.content ? item.label : labelOf(item.label);
          // The content's name, or a label the catalogue lacks, in English on an Assamese page.
          const english = language === 'as' && /[A-Za-z]/.test(text) ? { lang: 'en' } : {};
          const marked = item.content ? { 'data-content': '', ...english } : english;
          return (
            <li key={`${item.label}-${i}`}>
              {item.href ? (
                <a href={item.href} {...marked}>
                  {text}
                </a>
              ) : (
                <span aria-current="page" {...marked}>
                  {text}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
