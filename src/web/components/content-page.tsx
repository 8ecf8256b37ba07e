import type { ReactNode } from 'react';
import type { LastUpdated } from '../lib/last-updated.ts';
import { LastUpdatedLine } from './last-updated.tsx';
import { useTexts } from '../i18n/use-texts.ts';

/**
 * The common shape of a college page: its one h1, then the content beside an optional side list,
 * and when the content last changed (GIGW; not on a page that is not content, such as a 404).
 * On a phone the side list comes after the heading and before the content.
 */
export function ContentPage({
  title,
  sidebar,
  updated,
  dated = true,
  children,
}: {
  title: ReactNode;
  sidebar?: ReactNode;
  /** The content's own date of last change (a text's `updated`, the newest notice). */
  updated?: LastUpdated | undefined;
  /** False on a page that is not content (a 404, search results): no "Last updated". */
  dated?: boolean;
  children: ReactNode;
}) {
  const { label } = useTexts();
  return (
    <div className="container content-page">
      <h1 className="page-title">{typeof title === 'string' ? label(title) : title}</h1>
      <div className={sidebar ? 'page-grid' : undefined}>
        {sidebar ? <aside className="page-grid__side">{sidebar}</aside> : null}
        <div className="page-grid__main">
          {children}
          {dated ? <LastUpdatedLine updated={updated} /> : null}
        </div>
      </div>
    </div>
  );
}
