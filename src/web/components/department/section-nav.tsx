import { SlashBreaks } from '../slash-breaks.tsx';

export interface SectionLink {
  id: string;
  label: string;
}

/**
 * The left list of a page's sections: plain anchor links, so choosing one scrolls to it without
 * JavaScript and the address can be shared. The first is marked as chosen; the enhancement
 * (src/web/enhance/section-nav.ts) moves the mark to the section in the address.
 */
export function SectionNav({
  label,
  sections,
}: {
  label: string;
  sections: readonly SectionLink[];
}) {
  const active = sections[0]?.id;
  return (
    <nav className="section-nav" aria-label={label} data-enhance="section-nav">
      <ol>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} aria-current={section.id === active ? 'true' : undefined}>
              <SlashBreaks text={section.label} />
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
