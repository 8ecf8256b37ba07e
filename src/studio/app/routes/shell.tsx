import {
  Form,
  NavLink,
  Outlet,
  useLoaderData,
  useMatches,
  type LoaderFunctionArgs,
} from 'react-router';
import { entitiesFor } from '../../content/items.repository.ts';
import { can } from '../../permissions.ts';
import { signedInActor } from '../lib/actor.server.ts';
import { collegeName } from '../lib/college-name.server.ts';
import { skipLinksOf } from '../lib/skip-links.ts';

export async function loader({ context, request }: LoaderFunctionArgs) {
  const { db, signedIn, actor } = signedInActor(context, request);
  const { user } = signedIn;
  return {
    college: await collegeName(db),
    user: { name: user.display_name || user.username, username: user.username, role: user.role },
    entities: entitiesFor(actor).map((view) => ({
      name: view.name,
      label: view.label.many,
      href: view.home ?? `/items/${view.name}`,
    })),
    admin: can(actor, 'read', 'account'),
  };
}

/**
 * The signed-in shell: skip links (to the screen's main content, and to what the screen adds:
 * its file box, its add-row form), the header (the studio, the college, who is signed in, their
 * account and Sign out) and the menu of what this user may edit. Each screen brings its own
 * <main id="main"> with its one h1.
 */
export default function Shell() {
  const { college, user, entities, admin } = useLoaderData<typeof loader>();
  const skips = skipLinksOf(useMatches());
  return (
    <div className="studio">
      <div className="skip-links">
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        {skips.map((skip) => (
          <a key={skip.href} className="skip-link" href={skip.href}>
            {skip.label}
          </a>
        ))}
      </div>
      <header className="studio-header">
        <p className="studio-brand">
          <a href="/">
            <span className="studio-name">Studio</span>
            {college ? <span className="studio-college">{college}</span> : null}
          </a>
        </p>
        <div className="studio-user">
          <p>
            Signed in as <strong>{user.name}</strong> <span className="role">({user.role})</span>
          </p>
          <a href="/account">Your account</a>
          <Form method="post" action="/sign-out" reloadDocument>
            <button type="submit" className="link-button">
              Sign out
            </button>
          </Form>
        </div>
      </header>
      <div className="studio-body">
        <nav className="studio-nav" aria-label="Studio">
          <ul>
            <li>
              <NavLink to="/" end>
                Dashboard
              </NavLink>
            </li>
            {entities.map((entity) => (
              <li key={entity.name}>
                <NavLink to={entity.href}>{entity.label}</NavLink>
              </li>
            ))}
            {admin ? (
              <>
                <li>
                  <NavLink to="/accounts">Accounts</NavLink>
                </li>
                <li>
                  <NavLink to="/audit">Audit log</NavLink>
                </li>
              </>
            ) : null}
          </ul>
        </nav>
        <Outlet />
      </div>
    </div>
  );
}
