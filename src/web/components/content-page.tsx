import type { ReactNode } from 'react';
import type { LastUpdated } from '../lib/last-updated.ts';

/**
 * The common shape of a college page: its one h1, then the content beside an optional side list,
 * and the date the content was last changed when it has one (GIGW). On a phone the side list
 * comes after the heading and before the content.
 */
export function ContentPage({
  title,
  sidebar,
  updated,
  children,
}: {
  title: ReactNode;
  sidebar?: ReactNode;
  /** The content's own date of last change (a text's `updated`, the newest notice). */
  updated?: LastUpdated | undefined;
  children: ReactNode;
}) {
  return (
    <div className="container content-page">
      <h1 className="page-title">{title}</h1>
      <div className={sidebar ? 'page-grid' : undefined}>
        {sidebar ? <aside className="page-grid__side">{sidebar}</aside> : null}
        <div className="page-grid__main">
          {children}
          {updated ? (
            <p className="last-updated">
              Last updated: <time dateTime={updated.date}>{updated.label}</time>
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
