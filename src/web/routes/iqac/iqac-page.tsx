import { data, type Params } from 'react-router';
import { ContentPage } from '../../components/content-page.tsx';
import { RouteError } from '../../components/route-error.tsx';
import { SideNav } from '../../components/side-nav.tsx';
import { errorMeta } from '../../lib/error-meta.ts';
import { pageMeta } from '../../lib/meta.ts';
import { IQAC_LINKS, findLink } from '../../lib/sections.ts';
import '../../styles/iqac.css';
import type { Route } from './+types/iqac-page';
import { CoPoPage } from './co-po-view.tsx';
import { DocumentsPage } from './documents-view.tsx';
import { loadIqacView } from './iqac-page.server.ts';
import { MATRIX_PARAMS, readMatrixQuery } from './matrix/matrix-query.ts';
import { routeQuery } from '../../lib/route-query.ts';
import { MatrixPage } from './matrix/matrix-view.tsx';
import { TeamsPage } from './teams-view.tsx';

const SIDE_LIST = IQAC_LINKS.map(({ link, label }) => ({ label, href: `/iqac/${link}` }));

/** Only the NAAC metrics (/iqac/matrix) keep a state in the query. */
export const queryParams = ({ link }: Params) => (link === 'matrix' ? MATRIX_PARAMS : []);

/**
 * /iqac/{link}: an unknown link is a 404 page inside the layout. A NAAC metrics address with a
 * value that does not exist shows the level above with a note saying so, answered as a 404:
 * the visitor lands on something useful, and caches and search engines learn that the address
 * is not one (decision 024).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const entry = findLink(IQAC_LINKS, params.link);
  if (!entry) throw data(null, { status: 404 });
  const view = await loadIqacView(entry, routeQuery(request, queryParams(params)), context);
  const refused = view.kind === 'matrix' && view.problems.length > 0;
  return data({ label: entry.label, view }, refused ? { status: 404 } : undefined);
}

/**
 * Every view has a title of its own: the NAAC level and the filter text of the metrics, and
 * 'IQAC' after each page's name (the IQAC organogram is not the college's, /organo).
 */
export function meta({ loaderData, matches, location, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(matches, error);
  const { label, view } = loaderData;
  const parts = [`${label} | IQAC`];
  if (view.kind === 'matrix') {
    if (view.titleDetail) parts.unshift(view.titleDetail);
    const { q } = readMatrixQuery(routeQuery(location, MATRIX_PARAMS));
    if (q) parts.unshift(`Search “${q}”`);
  }
  return pageMeta(
    matches,
    parts.join(' | '),
    `${label}: quality documents of the Internal Quality Assurance Cell (IQAC) and NAAC.`,
  );
}

export default function IqacPage({ loaderData }: Route.ComponentProps) {
  const { label, view } = loaderData;
  return (
    <ContentPage title={label} sidebar={<SideNav label="IQAC" items={SIDE_LIST} />}>
      {view.kind === 'documents' ? (
        <DocumentsPage view={view} label={label} />
      ) : view.kind === 'teams' ? (
        <TeamsPage view={view} />
      ) : view.kind === 'co_po' ? (
        <CoPoPage view={view} />
      ) : (
        <MatrixPage view={view} />
      )}
    </ContentPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
