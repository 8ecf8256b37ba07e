import { useRouteLoaderData } from 'react-router';
import type { LastUpdated } from '../lib/last-updated.ts';
import type { loader as rootLoader } from '../root.tsx';
import { useTexts } from '../i18n/use-texts.ts';

/**
 * A content page's "Last updated" (GIGW): its content's own date of last change, else the day
 * its content was imported (the root's data, decision 048); nothing when neither is known.
 */
export function LastUpdatedLine({ updated }: { updated?: LastUpdated | undefined }) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const { t, date } = useTexts();
  const shown = updated ?? root?.importedOn;
  if (!shown) return null;
  return (
    <p className="last-updated">
      {/* One text node before <time>, as the line has always been written. */}
      {`${t('frame.lastUpdated')} `}
      <time dateTime={shown.date}>{date(shown.date, shown.label)}</time>
    </p>
  );
}
