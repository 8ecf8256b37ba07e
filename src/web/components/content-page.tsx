import type { ReactNode } from 'react';

/**
 * The common shape of a college page: its one h1, then the content beside an optional side list.
 * On a phone the side list comes after the heading and before the content.
 */
export function ContentPage({
  title,
  sidebar,
  children,
}: {
  title: ReactNode;
  sidebar?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="container content-page">
      <h1 className="page-title">{title}</h1>
      <div className={sidebar ? 'page-grid' : undefined}>
        {sidebar ? <aside className="page-grid__side">{sidebar}</aside> : null}
        <div className="page-grid__main">{children}</div>
      </div>
    </div>
  );
}
