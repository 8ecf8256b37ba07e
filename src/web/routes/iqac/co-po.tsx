import { RouteError } from '../../components/route-error.tsx';
import { textsOfRequest } from '../../i18n/intl.ts';
import { errorMeta } from '../../lib/error-meta.ts';
import type { Route } from './+types/co-po';
import { CoPoPage } from './co-po-view.tsx';
import { loadCoPo } from './co-po.server.ts';
import { IqacShell, iqacLabel, iqacMeta } from './iqac-shell.tsx';

const LABEL = iqacLabel('co_po');

/** /iqac/co_po: each department's course and programme outcomes. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { view: await loadCoPo(context.api, context.uploadsUrl, textsOfRequest(request)) };
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(matches, error);
  return iqacMeta(matches, LABEL);
}

export default function IqacCoPo({ loaderData: { view } }: Route.ComponentProps) {
  return (
    <IqacShell label={LABEL}>
      <CoPoPage view={view} />
    </IqacShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
