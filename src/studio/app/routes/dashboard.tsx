import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { entitiesFor, listItems } from '../../content/items.repository.ts';
import { openLiveRequests } from '../../content/profile/live-request.ts';
import { ownProfile } from '../lib/own-profile.server.ts';
import { ROLE_SUMMARY, ROLES, type Role } from '../../permissions.ts';
import { StatusTag } from '../components/status-tag.tsx';
import { When } from '../components/when.tsx';
import { signedInActor } from '../lib/actor.server.ts';
import { lower } from '../lib/words.ts';

export const meta: MetaFunction = () => [{ title: 'Dashboard – Studio' }];

/** How many changed items the dashboard lists. */
const RECENT = 6;

export async function loader({ context, request }: LoaderFunctionArgs) {
  const { db, signedIn, actor } = signedInActor(context, request);
  const views = entitiesFor(actor);
  const lists = await Promise.all(
    views.map(async (view) => {
      const listed = await listItems(db, view.name, actor);
      return (listed.ok ? listed.items : [])
        .filter((item) => item.updatedAt)
        .map((item) => ({ ...item, entity: view.name, kind: view.label.one }));
    }),
  );
  const recent = lists
    .flat()
    .sort((a, b) => (b.updatedAt ?? '').localeCompare(a.updatedAt ?? ''))
    .slice(0, RECENT);
  const role = signedIn.user.role;
  return {
    name: signedIn.user.display_name || signedIn.user.username,
    summary: (ROLES as readonly string[]).includes(role) ? ROLE_SUMMARY[role as Role] : '',
    entities: views.map((view) => ({
      name: view.name,
      label: view.label.many,
      one: view.label.one,
      singleton: view.singleton,
      home: view.home ?? null,
    })),
    recent,
    profile: await ownProfile(db, actor),
    // A head's teachers who asked for their profile to go live: the head decides (decision 054).
    liveRequests:
      actor.role === 'department' && actor.dept_code
        ? await openLiveRequests(db, actor.dept_code)
        : [],
  };
}

export default function Dashboard() {
  const { name, summary, entities, recent, profile, liveRequests } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="studio-main">
      <h1>Dashboard</h1>
      <p className="lead">Welcome, {name}.</p>
      {summary ? <p>You look after: {summary}</p> : null}
      {profile ? <OwnProfile {...profile} /> : null}
      {liveRequests.length > 0 ? <LiveRequests requests={liveRequests} /> : null}
      <h2>What you can edit</h2>
      {entities.length === 0 ? (
        <p>
          Nothing here is yours to edit yet. The college&rsquo;s administrator can tell you more.
        </p>
      ) : null}
      <ul className="entity-list">
        {entities.map((entity) => (
          <li key={entity.name}>
            <Link to={entity.home ?? `/items/${entity.name}`}>{entity.label}</Link>
            {entity.singleton || entity.home ? null : (
              <>
                {' · '}
                <Link to={`/items/${entity.name}/new`}>New {lower(entity.one)}</Link>
              </>
            )}
          </li>
        ))}
      </ul>
      <h2>Changed lately</h2>
      {recent.length === 0 ? (
        <p>Nothing has been changed in the studio yet.</p>
      ) : (
        <ul className="recent-list">
          {recent.map((item) => (
            <li key={`${item.entity}/${item.key}`}>
              <Link to={`/items/${item.entity}/${item.key}`}>{item.title || '(no title)'}</Link>{' '}
              <span className="muted">({item.kind})</span> <StatusTag status={item.status} />
              <br />
              <span className="muted">
                {item.updatedBy ? `${item.updatedBy}, ` : ''}
                <When at={item.updatedAt} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

/** A teacher's own profile: where to edit it, and whether it is live or asked to be. */
function OwnProfile({
  personId,
  live,
  request,
}: NonNullable<Awaited<ReturnType<typeof ownProfile>>>) {
  return (
    <section aria-labelledby="own-profile">
      <h2 id="own-profile">Your profile</h2>
      <p>
        <Link to={`/profiles/${personId}`}>Your profile and quarterly reports</Link>
      </p>
      <p>
        {live ? (
          'Your profile is live on the faculty list.'
        ) : request ? (
          <>
            Not live yet: you asked the head of your department on <When at={request.askedAt} />.
          </>
        ) : (
          'Not live yet: ask the head of your department from your profile’s page.'
        )}
      </p>
    </section>
  );
}

export { ScreenError as ErrorBoundary } from '../components/screen-error.tsx';

/** Teachers of the head's department waiting for their profile to go live. */
function LiveRequests({ requests }: { requests: Awaited<ReturnType<typeof openLiveRequests>> }) {
  return (
    <section aria-labelledby="live-requests">
      <h2 id="live-requests">Asking to go live</h2>
      <ul>
        {requests.map((request) => (
          <li key={request.personId}>
            {request.name}, <When at={request.askedAt} />
          </li>
        ))}
      </ul>
      <p>
        <Link to="/items/department_faculty">Turn profiles live in the faculty list</Link>
      </p>
    </section>
  );
}
