import { RouteError } from '../../components/route-error.tsx';
import { textsOfRequest } from '../../i18n/intl.ts';
import { errorMeta } from '../../lib/error-meta.ts';
import type { Route } from './+types/teams';
import { IqacShell, iqacLabel, iqacMeta } from './iqac-shell.tsx';
import { TeamsPage } from './teams-view.tsx';
import { loadTeams } from './teams.server.ts';

const LABEL = iqacLabel('teams');

/** /iqac/teams: the IQAC committee's members. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { view: await loadTeams(context.api, context.uploadsUrl, textsOfRequest(request)) };
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  if (!loaderData) return errorMeta(matches, error);
  return iqacMeta(matches, LABEL);
}

export default function IqacTeams({ loaderData: { view } }: Route.ComponentProps) {
  return (
    <IqacShell label={LABEL}>
      <TeamsPage view={view} />
    </IqacShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
