import {
  Link,
  redirect,
  useLoaderData,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { listItems } from '../../../content/items.repository.ts';
import { signedInActor } from '../../lib/actor.server.ts';
import { orRefused } from '../../lib/entity.server.ts';

export const meta: MetaFunction = () => [{ title: 'Faculty profiles – Studio' }];

/** A teacher goes to their own profile; a head or an admin sees the profiles they may read. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const { db, actor } = signedInActor(context, request);
  if (actor.role === 'faculty' && actor.person_id) throw redirect(`/profiles/${actor.person_id}`);
  const { items } = orRefused(await listItems(db, 'profile', actor));
  return {
    // By the person's id: a profile once saved in the studio is keyed by its studio row ('s14').
    profiles: items.flatMap((item) =>
      item.publicId ? [{ id: item.publicId, title: item.title, detail: item.detail }] : [],
    ),
  };
}

export default function Profiles() {
  const { profiles } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="studio-main">
      <h1>Faculty profiles</h1>
      {profiles.length === 0 ? <p>There are no profiles for you here.</p> : null}
      <ul className="entity-list">
        {profiles.map((profile) => (
          <li key={profile.id}>
            <Link to={`/profiles/${profile.id}`}>{profile.title}</Link>{' '}
            <span className="muted">{profile.detail}</span>
          </li>
        ))}
      </ul>
    </main>
  );
}

export { ScreenError as ErrorBoundary } from '../../components/screen-error.tsx';
