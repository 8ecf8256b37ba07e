import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { entitiesFor, listItems } from '../../content/items.repository.ts';
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
    })),
    recent,
  };
}

export default function Dashboard() {
  const { name, summary, entities, recent } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="studio-main">
      <h1>Dashboard</h1>
      <p className="lead">Welcome, {name}.</p>
      {summary ? <p>You look after: {summary}</p> : null}
      <h2>What you can edit</h2>
      <ul className="entity-list">
        {entities.map((entity) => (
          <li key={entity.name}>
            <Link to={`/items/${entity.name}`}>{entity.label}</Link>
            {entity.singleton ? null : (
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

export { ScreenError as ErrorBoundary } from '../components/screen-error.tsx';
