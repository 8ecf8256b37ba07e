import { data } from 'react-router';
import { textsOfRequest } from '../../i18n/intl.ts';
import { RouteError } from '../../components/route-error.tsx';
import { errorMeta } from '../../lib/error-meta.ts';
import { IQAC_LINKS, findLink } from '../../../site-map/sections.ts';
import type { Route } from './+types/documents';
import { DocumentsPage } from './documents-view.tsx';
import { isIqacCode, loadDocuments } from './documents.server.ts';
import { IqacShell, iqacMeta } from './iqac-shell.tsx';

/** /iqac/{link} of the 15 document pages (SPEC §7's IQAC codes); any other link is a 404 page. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const entry = findLink(IQAC_LINKS, params.link);
  if (!entry || !isIqacCode(entry.code)) throw data(null, { status: 404 });
  return {
    label: entry.label,
    view: await loadDocuments(context, entry.code, textsOfRequest(request)),
  };
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(matches, error);
  return iqacMeta(matches, loaderData.label);
}

export default function IqacDocuments({ loaderData: { label, view } }: Route.ComponentProps) {
  return (
    <IqacShell label={label}>
      <DocumentsPage view={view} label={label} />
    </IqacShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
