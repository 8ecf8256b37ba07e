import { useHash } from '../../lib/use-hash.ts';
import { SlashBreaks } from '../slash-breaks.tsx';

export interface SectionLink {
  id: string;
  label: string;
}

/**
 * The left list of a page's sections: plain anchor links, so choosing one scrolls to it without
 * JavaScript and the address can be shared. The chosen section (or the first) is marked.
 */
export function SectionNav({
  label,
  sections,
}: {
  label: string;
  sections: readonly SectionLink[];
}) {
  const hash = useHash();
  const active = sections.some((section) => section.id === hash) ? hash : sections[0]?.id;
  return (
    <nav className="section-nav" aria-label={label}>
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
