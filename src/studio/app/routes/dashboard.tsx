import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { entitiesFor, listItems } from '../../content/items.repository.ts';
import { openLiveRequests } from '../../content/profile/live-request.ts';
import { ownProfile } from '../lib/own-profile.server.ts';
import { ROLE_SUMMARY, ROLES, type Role } from '../../permissions.ts';
import type { ItemStatus } from '../../content/items.ts';
import { StatusTag } from '../components/status-tag.tsx';
import { waitingInLists } from '../lib/schedule.server.ts';
import { When } from '../components/when.tsx';
import { signedInActor } from '../lib/actor.server.ts';
import { lower } from '../lib/words.ts';

export const meta: MetaFunction = () => [{ title: 'Dashboard – Studio' }];

/** How many changed items the dashboard lists. */
const RECENT = 6;
/** How many of the account's own drafts it lists; the lists' "mine" filter has the rest. */
const OWN_DRAFTS = 10;

export async function loader({ context, request }: LoaderFunctionArgs) {
  const { studio, db, signedIn, actor } = signedInActor(context, request);
  const views = entitiesFor(actor);
  const timeZone = studio.config.timeZone;
  const lists = await Promise.all(
    views.map(async (view) => {
      const [listed, waiting] = await Promise.all([
        listItems(db, view.name, actor),
        waitingInLists(db, view.name, timeZone),
      ]);
      return (listed.ok ? listed.items : [])
        .filter((item) => item.updatedAt)
        .map((item) => ({
          ...item,
          entity: view.name,
          kind: view.label.one,
          waiting: waiting[item.key] ?? [],
        }));
    }),
  );
  const changed = lists.flat();
  // Drafts this account saved last that visitors do not see yet (new, or changed since publishing).
  const drafts = changed
    .filter(
      (item) =>
        item.updatedBy === actor.username && (item.status === 'draft' || item.status === 'changed'),
    )
    .sort((a, b) => (b.updatedAt ?? '').localeCompare(a.updatedAt ?? ''));
  const recent = changed
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
    drafts: drafts.slice(0, OWN_DRAFTS),
    // Every change waiting for its time on what this account may read, each said with its time.
    scheduled: changed.filter((item) => item.waiting.length > 0),
    moreDrafts: Math.max(0, drafts.length - OWN_DRAFTS),
    profile: await ownProfile(db, actor),
    // A head's teachers who asked for their profile to go live: the head decides (decision 054).
    liveRequests:
      actor.role === 'department' && actor.dept_code
        ? await openLiveRequests(db, actor.dept_code)
        : [],
  };
}

export default function Dashboard() {
  const { name, summary, entities, recent, drafts, moreDrafts, scheduled, profile, liveRequests } =
    useLoaderData<typeof loader>();
  return (
    <main id="main" className="studio-main">
      <h1>Dashboard</h1>
      <p className="lead">Welcome, {name}.</p>
      {summary ? <p>You look after: {summary}</p> : null}
      {profile ? <OwnProfile {...profile} /> : null}
      {liveRequests.length > 0 ? <LiveRequests requests={liveRequests} /> : null}
      {drafts.length > 0 ? <OwnDrafts drafts={drafts} more={moreDrafts} /> : null}
      {scheduled.length > 0 ? <Scheduled items={scheduled} /> : null}
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

/** The account's own drafts, newest first: what it began and has not published yet. */
function OwnDrafts({
  drafts,
  more,
}: {
  drafts: {
    entity: string;
    key: string;
    title: string;
    kind: string;
    status: ItemStatus;
    updatedAt: string | null;
  }[];
  more: number;
}) {
  return (
    <section aria-labelledby="own-drafts">
      <h2 id="own-drafts">Your drafts</h2>
      <ul className="recent-list">
        {drafts.map((item) => (
          <li key={`${item.entity}/${item.key}`}>
            <Link to={`/items/${item.entity}/${item.key}`}>{item.title || '(no title)'}</Link>{' '}
            <span className="muted">({item.kind})</span> <StatusTag status={item.status} />{' '}
            <span className="muted">
              <When at={item.updatedAt} />
            </span>
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <p>And {more} more: each list&rsquo;s &ldquo;Only what I changed last&rdquo; finds them.</p>
      ) : null}
    </section>
  );
}

/** What waits for its time: each item with its scheduled changes in words. */
function Scheduled({
  items,
}: {
  items: { entity: string; key: string; title: string; kind: string; waiting: string[] }[];
}) {
  return (
    <section aria-labelledby="scheduled">
      <h2 id="scheduled">Scheduled</h2>
      <ul className="recent-list">
        {items.map((item) => (
          <li key={`${item.entity}/${item.key}`}>
            <Link to={`/items/${item.entity}/${item.key}`}>{item.title || '(no title)'}</Link>{' '}
            <span className="muted">({item.kind})</span>
            {item.waiting.map((words) => (
              <span key={words} className="detail scheduled">
                {words}
              </span>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
