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
  named = false,
}: {
  heading: string;
  items: readonly SideNavItem[];
  current?: string;
  /** The items are states of this page (see SideNav). */
  inPage?: boolean;
  /** The items are the content's own names (committees), not the site's labels. */
  named?: boolean;
}) {
  const id = useId();
  const { label } = useTexts();
  return (
    <div className="side-section">
      <h2 id={id} className="side-section__heading">
        {label(heading)}
      </h2>
      <SideNav
        label={heading}
        items={items}
        inPage={inPage}
        named={named}
        {...(current ? { current } : {})}
      />
    </div>
  );
}
