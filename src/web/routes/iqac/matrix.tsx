import { data } from 'react-router';
import { RouteError } from '../../components/route-error.tsx';
import { errorMeta } from '../../lib/error-meta.ts';
import { textsAt } from '../../i18n/intl.ts';
import { textsOfMatches } from '../../lib/meta.ts';
import { routeQuery } from '../../lib/route-query.ts';
import type { Route } from './+types/matrix';
import { IqacShell, iqacLabel, iqacMeta } from './iqac-shell.tsx';
import { MATRIX_PARAMS, readMatrixQuery } from './matrix/matrix-query.ts';
import { MatrixPage } from './matrix/matrix-view.tsx';
import { loadMatrix } from './matrix/matrix.server.ts';

const LABEL = iqacLabel('matrix');

/** The NAAC metrics keep their state in the query (decision 007). */
export const queryParams = () => MATRIX_PARAMS;

/**
 * /iqac/matrix: an address with a value that does not exist shows the level above with a note
 * saying so, answered as a 404: the visitor lands on something useful, and caches and search
 * engines learn that the address is not one (decision 024).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const texts = textsAt(new URL(request.url).pathname);
  const view = await loadMatrix(context, routeQuery(request, MATRIX_PARAMS), texts);
  return data({ view }, view.problems.length > 0 ? { status: 404 } : undefined);
}

export function meta({ loaderData, matches, location, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(matches, error);
  const { q } = readMatrixQuery(routeQuery(location, MATRIX_PARAMS));
  const before = [
    ...(q ? [textsOfMatches(matches).t('meta.matrix.search', { q })] : []),
    ...(loaderData.view.titleDetail ? [loaderData.view.titleDetail] : []),
  ];
  return iqacMeta(matches, LABEL, before);
}

export default function IqacMatrix({ loaderData: { view } }: Route.ComponentProps) {
  return (
    <IqacShell label={LABEL}>
      <MatrixPage view={view} />
    </IqacShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
