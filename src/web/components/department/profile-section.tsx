import type { ReactNode } from 'react';
import { numbered } from '../../lib/department/faculty-sections.ts';
import { SlashBreaks } from '../slash-breaks.tsx';

/** A numbered section of a profile or report; its id is the anchor of the left list. */
export function ProfileSection({
  section,
  empty,
  children,
}: {
  section: { id: string; label: string; number: number };
  /** True when the section has nothing to show: it says so instead of staying blank. */
  empty: boolean;
  children?: ReactNode;
}) {
  const headingId = `${section.id}-heading`;
  return (
    <section id={section.id} className="profile-section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <SlashBreaks text={numbered(section)} />
      </h2>
      {empty ? <p className="empty-state">No details given.</p> : children}
    </section>
  );
}
