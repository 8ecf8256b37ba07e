import { useId } from 'react';
import { SideNav, type SideNavItem } from './side-nav.tsx';
import { useTexts } from '../i18n/use-texts.ts';

/**
 * A headed side list (a section's pages, a year archive): the heading names the list for sight,
 * and the same words label its navigation landmark.
 */
export function SideSection({
  heading,
  items,
  current,
  inPage = false,
}: {
  heading: string;
  items: readonly SideNavItem[];
  current?: string;
  /** The items are states of this page (see SideNav). */
  inPage?: boolean;
}) {
  const id = useId();
  const { label } = useTexts();
  return (
    <div className="side-section">
      <h2 id={id} className="side-section__heading">
        {label(heading)}
      </h2>
      <SideNav label={heading} items={items} inPage={inPage} {...(current ? { current } : {})} />
    </div>
  );
}
