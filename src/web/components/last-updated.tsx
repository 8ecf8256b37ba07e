import { useRouteLoaderData } from 'react-router';
import type { LastUpdated } from '../lib/last-updated.ts';
import type { loader as rootLoader } from '../root.tsx';

/**
 * A content page's "Last updated" (GIGW): its content's own date of last change, else the day
 * its content was imported (the root's data, decision 048); nothing when neither is known.
 */
export function LastUpdatedLine({ updated }: { updated?: LastUpdated | undefined }) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const shown = updated ?? root?.importedOn;
  if (!shown) return null;
  return (
    <p className="last-updated">
      Last updated: <time dateTime={shown.date}>{shown.label}</time>
    </p>
  );
}
