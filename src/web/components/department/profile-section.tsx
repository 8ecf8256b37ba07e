import type { ReactNode } from 'react';
import { numbered } from '../../lib/department/faculty-sections.ts';
import { SlashBreaks } from '../slash-breaks.tsx';
import { useTexts } from '../../i18n/use-texts.ts';

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
  const { t, label, number } = useTexts();
  return (
    <section id={section.id} className="profile-section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <SlashBreaks text={numbered({ ...section, label: label(section.label) }, number)} />
      </h2>
      {empty ? <p className="empty-state">{t('profile.noDetails')}</p> : children}
    </section>
  );
}
